ALTER TABLE "profiles" ADD COLUMN "welcomed_at" timestamp with time zone;--> statement-breakpoint
-- Accounts that existed before the flag have signed in already: they are welcomed back.
UPDATE "profiles" SET "welcomed_at" = "created_at";
