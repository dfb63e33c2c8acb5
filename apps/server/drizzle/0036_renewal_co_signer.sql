ALTER TABLE "renewal_offers" ADD COLUMN "co_signer_name" text;--> statement-breakpoint
ALTER TABLE "renewal_offers" ADD COLUMN "co_signer_email" text;