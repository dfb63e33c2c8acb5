ALTER TABLE "outbound_emails" ADD COLUMN "org_id" uuid;--> statement-breakpoint
CREATE INDEX "outbound_emails_org_idx" ON "outbound_emails" USING btree ("org_id","created_at");