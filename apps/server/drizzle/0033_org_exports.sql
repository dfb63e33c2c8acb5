CREATE TABLE "org_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"requested_by" uuid NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"file_key" text,
	"size" integer,
	"failure" text,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "org_exports" ADD CONSTRAINT "org_exports_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "org_exports_org_created_idx" ON "org_exports" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "org_exports_pending_idx" ON "org_exports" USING btree ("status") WHERE "org_exports"."status" in ('queued', 'running');