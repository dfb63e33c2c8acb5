CREATE TABLE "tenant_invitations" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "tenants_email_unique";--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "link_by_invitation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant_invitations" ADD CONSTRAINT "tenant_invitations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_invitations" ADD CONSTRAINT "tenant_invitations_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tenant_invitations_token_hash_key" ON "tenant_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "tenant_invitations_org_idx" ON "tenant_invitations" USING btree ("org_id","tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tenants_org_email_unique" ON "tenants" USING btree ("org_id",lower("email"));--> statement-breakpoint
CREATE INDEX "tenants_email_idx" ON "tenants" USING btree (lower("email"));--> statement-breakpoint
-- Decision 030: tenants who already set their own password before this rule keep receiving
-- their landlord's reminders and messages by email (their address is taken as confirmed);
-- every other record waits for its tenant to confirm the invitation.
UPDATE "tenants" SET "email_confirmed_at" = now() WHERE "status" = 'active' AND "auth_user_id" IS NOT NULL;
