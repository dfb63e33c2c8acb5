CREATE TABLE "memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"property_ids" uuid[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);;--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"default_due_day" integer DEFAULT 1 NOT NULL,
	"default_grace_days" integer DEFAULT 5 NOT NULL,
	"default_late_fee" integer DEFAULT 5000 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;;--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_org_user_key" ON "memberships" USING btree ("org_id","user_id");;--> statement-breakpoint
CREATE INDEX "memberships_user_created_idx" ON "memberships" USING btree ("user_id","created_at");;--> statement-breakpoint
-- Each existing owner becomes an organisation (a one-off backfill: its id is the owner's account
-- id, so every owner_id already names its organisation; new organisations get fresh ids), named
-- after the company, else the first name, in the owner's language, with the owner as its admin.
INSERT INTO "organisations" ("id", "name", "created_at")
SELECT u."id",
  CASE
    WHEN nullif(btrim(p."company_name"), '') IS NOT NULL THEN btrim(p."company_name")
    WHEN coalesce(p."locale", 'en') = 'fr' THEN coalesce('Propriétés de ' || nullif(btrim(coalesce(p."first_name", u."user_metadata"->>'first_name')), ''), 'Mes propriétés')
    ELSE coalesce(nullif(btrim(coalesce(p."first_name", u."user_metadata"->>'first_name')), '') || '''s properties', 'My properties')
  END,
  u."created_at"
FROM "users" u LEFT JOIN "profiles" p ON p."id" = u."id"
WHERE u."role" = 'owner';--> statement-breakpoint
INSERT INTO "memberships" ("org_id", "user_id", "role", "created_at")
SELECT "id", "id", 'admin', "created_at" FROM "organisations";--> statement-breakpoint
-- Rows whose owner account no longer exists still get an organisation (no member).
INSERT INTO "organisations" ("id", "name")
SELECT o."owner_id", 'My properties' FROM (SELECT "owner_id" FROM "documents" UNION SELECT "owner_id" FROM "leases" UNION SELECT "owner_id" FROM "payments" UNION SELECT "owner_id" FROM "maintenance_requests" UNION SELECT "owner_id" FROM "vendors" UNION SELECT "owner_id" FROM "conversations" UNION SELECT "owner_id" FROM "properties" UNION SELECT "owner_id" FROM "reminders" UNION SELECT "owner_id" FROM "tenants" UNION SELECT "owner_id" FROM "rent_reminder_settings") o
WHERE NOT EXISTS (SELECT 1 FROM "organisations" x WHERE x."id" = o."owner_id");--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "org_id" uuid;--> statement-breakpoint
ALTER TABLE "leases" ADD COLUMN "org_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "org_id" uuid;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD COLUMN "org_id" uuid;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "org_id" uuid;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "org_id" uuid;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "org_id" uuid;--> statement-breakpoint
ALTER TABLE "reminders" ADD COLUMN "org_id" uuid;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "org_id" uuid;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "org_id" uuid;--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "org_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD COLUMN "org_id" uuid;--> statement-breakpoint
ALTER TABLE "maintenance_updates" ADD COLUMN "org_id" uuid;--> statement-breakpoint
ALTER TABLE "vendor_job_links" ADD COLUMN "org_id" uuid;--> statement-breakpoint
ALTER TABLE "maintenance_photos" ADD COLUMN "org_id" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "org_id" uuid;--> statement-breakpoint
ALTER TABLE "lease_notices" ADD COLUMN "org_id" uuid;--> statement-breakpoint
ALTER TABLE "rent_reminder_settings" ADD COLUMN "org_id" uuid;--> statement-breakpoint
UPDATE "documents" SET "org_id" = "owner_id";--> statement-breakpoint
UPDATE "leases" SET "org_id" = "owner_id";--> statement-breakpoint
UPDATE "payments" SET "org_id" = "owner_id";--> statement-breakpoint
UPDATE "maintenance_requests" SET "org_id" = "owner_id";--> statement-breakpoint
UPDATE "vendors" SET "org_id" = "owner_id";--> statement-breakpoint
UPDATE "conversations" SET "org_id" = "owner_id";--> statement-breakpoint
UPDATE "properties" SET "org_id" = "owner_id";--> statement-breakpoint
UPDATE "reminders" SET "org_id" = "owner_id";--> statement-breakpoint
UPDATE "tenants" SET "org_id" = "owner_id";--> statement-breakpoint
UPDATE "rent_reminder_settings" SET "org_id" = "owner_id";--> statement-breakpoint
UPDATE "units" c SET "org_id" = p."org_id" FROM "properties" p WHERE p."id" = c."property_id";--> statement-breakpoint
UPDATE "charges" c SET "org_id" = p."org_id" FROM "leases" p WHERE p."id" = c."lease_id";--> statement-breakpoint
UPDATE "payment_allocations" c SET "org_id" = p."org_id" FROM "payments" p WHERE p."id" = c."payment_id";--> statement-breakpoint
UPDATE "maintenance_updates" c SET "org_id" = p."org_id" FROM "maintenance_requests" p WHERE p."id" = c."request_id";--> statement-breakpoint
UPDATE "vendor_job_links" c SET "org_id" = p."org_id" FROM "maintenance_requests" p WHERE p."id" = c."request_id";--> statement-breakpoint
UPDATE "maintenance_photos" c SET "org_id" = p."org_id" FROM "maintenance_requests" p WHERE p."id" = c."request_id";--> statement-breakpoint
UPDATE "messages" c SET "org_id" = p."org_id" FROM "conversations" p WHERE p."id" = c."conversation_id";--> statement-breakpoint
UPDATE "lease_notices" c SET "org_id" = p."org_id" FROM "leases" p WHERE p."id" = c."lease_id";--> statement-breakpoint
ALTER TABLE "documents" ALTER COLUMN "org_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "leases" ALTER COLUMN "org_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "org_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ALTER COLUMN "org_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ALTER COLUMN "org_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ALTER COLUMN "org_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "org_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reminders" ALTER COLUMN "org_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ALTER COLUMN "org_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "units" ALTER COLUMN "org_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "charges" ALTER COLUMN "org_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_allocations" ALTER COLUMN "org_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "maintenance_updates" ALTER COLUMN "org_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_job_links" ALTER COLUMN "org_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "maintenance_photos" ALTER COLUMN "org_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "org_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "lease_notices" ALTER COLUMN "org_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "rent_reminder_settings" DROP COLUMN "owner_id";--> statement-breakpoint
ALTER TABLE "rent_reminder_settings" ADD PRIMARY KEY ("org_id");--> statement-breakpoint
DROP INDEX "documents_owner_created_idx";;--> statement-breakpoint
DROP INDEX "documents_owner_kind_idx";;--> statement-breakpoint
DROP INDEX "leases_owner_created_idx";;--> statement-breakpoint
DROP INDEX "payments_owner_received_idx";;--> statement-breakpoint
DROP INDEX "maintenance_requests_owner_created_idx";;--> statement-breakpoint
DROP INDEX "maintenance_requests_owner_status_idx";;--> statement-breakpoint
DROP INDEX "maintenance_requests_owner_priority_idx";;--> statement-breakpoint
DROP INDEX "vendors_owner_name_idx";;--> statement-breakpoint
DROP INDEX "conversations_owner_tenant_key";;--> statement-breakpoint
DROP INDEX "conversations_owner_activity_idx";;--> statement-breakpoint
DROP INDEX "properties_owner_created_idx";;--> statement-breakpoint
DROP INDEX "reminders_owner_created_idx";;--> statement-breakpoint
DROP INDEX "tenants_owner_created_idx";;--> statement-breakpoint
DROP INDEX "maintenance_requests_scheduled_idx";;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;;--> statement-breakpoint
ALTER TABLE "rent_reminder_settings" ADD CONSTRAINT "rent_reminder_settings_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;;--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;;--> statement-breakpoint
CREATE INDEX "documents_org_created_idx" ON "documents" USING btree ("org_id","created_at","id");;--> statement-breakpoint
CREATE INDEX "documents_org_kind_idx" ON "documents" USING btree ("org_id","kind");;--> statement-breakpoint
CREATE INDEX "leases_org_created_idx" ON "leases" USING btree ("org_id","created_at","id");;--> statement-breakpoint
CREATE INDEX "payments_org_received_idx" ON "payments" USING btree ("org_id","received_at");;--> statement-breakpoint
CREATE INDEX "maintenance_requests_org_created_idx" ON "maintenance_requests" USING btree ("org_id","created_at","id");;--> statement-breakpoint
CREATE INDEX "maintenance_requests_org_status_idx" ON "maintenance_requests" USING btree ("org_id","status","created_at");;--> statement-breakpoint
CREATE INDEX "maintenance_requests_org_priority_idx" ON "maintenance_requests" USING btree ("org_id","priority","created_at");;--> statement-breakpoint
CREATE INDEX "vendors_org_name_idx" ON "vendors" USING btree ("org_id","name","id");;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_org_tenant_key" ON "conversations" USING btree ("org_id","tenant_id");;--> statement-breakpoint
CREATE INDEX "conversations_org_activity_idx" ON "conversations" USING btree ("org_id",coalesce("last_message_at", "created_at") desc,"id" desc);;--> statement-breakpoint
CREATE INDEX "properties_org_created_idx" ON "properties" USING btree ("org_id","created_at","id");;--> statement-breakpoint
CREATE INDEX "reminders_org_created_idx" ON "reminders" USING btree ("org_id","created_at","id");;--> statement-breakpoint
CREATE INDEX "tenants_org_created_idx" ON "tenants" USING btree ("org_id","created_at","id");;--> statement-breakpoint
CREATE INDEX "maintenance_requests_scheduled_idx" ON "maintenance_requests" USING btree ("org_id","scheduled_for") WHERE "maintenance_requests"."scheduled_for" is not null;;--> statement-breakpoint
-- A child row's org_id is its parent's, copied on insert (db/schema/organisations.ts orgIdFromParent):
-- inserts need not name it, and it can never differ from the parent's.;--> statement-breakpoint
CREATE FUNCTION "units_org_id_from_parent"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "org_id" INTO NEW."org_id" FROM "properties" WHERE "id" = NEW."property_id";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "units_org_id" BEFORE INSERT ON "units" FOR EACH ROW EXECUTE FUNCTION "units_org_id_from_parent"();--> statement-breakpoint
CREATE FUNCTION "charges_org_id_from_parent"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "org_id" INTO NEW."org_id" FROM "leases" WHERE "id" = NEW."lease_id";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "charges_org_id" BEFORE INSERT ON "charges" FOR EACH ROW EXECUTE FUNCTION "charges_org_id_from_parent"();--> statement-breakpoint
CREATE FUNCTION "payment_allocations_org_id_from_parent"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "org_id" INTO NEW."org_id" FROM "payments" WHERE "id" = NEW."payment_id";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "payment_allocations_org_id" BEFORE INSERT ON "payment_allocations" FOR EACH ROW EXECUTE FUNCTION "payment_allocations_org_id_from_parent"();--> statement-breakpoint
CREATE FUNCTION "maintenance_updates_org_id_from_parent"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "org_id" INTO NEW."org_id" FROM "maintenance_requests" WHERE "id" = NEW."request_id";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "maintenance_updates_org_id" BEFORE INSERT ON "maintenance_updates" FOR EACH ROW EXECUTE FUNCTION "maintenance_updates_org_id_from_parent"();--> statement-breakpoint
CREATE FUNCTION "vendor_job_links_org_id_from_parent"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "org_id" INTO NEW."org_id" FROM "maintenance_requests" WHERE "id" = NEW."request_id";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "vendor_job_links_org_id" BEFORE INSERT ON "vendor_job_links" FOR EACH ROW EXECUTE FUNCTION "vendor_job_links_org_id_from_parent"();--> statement-breakpoint
CREATE FUNCTION "maintenance_photos_org_id_from_parent"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "org_id" INTO NEW."org_id" FROM "maintenance_requests" WHERE "id" = NEW."request_id";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "maintenance_photos_org_id" BEFORE INSERT ON "maintenance_photos" FOR EACH ROW EXECUTE FUNCTION "maintenance_photos_org_id_from_parent"();--> statement-breakpoint
CREATE FUNCTION "messages_org_id_from_parent"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "org_id" INTO NEW."org_id" FROM "conversations" WHERE "id" = NEW."conversation_id";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "messages_org_id" BEFORE INSERT ON "messages" FOR EACH ROW EXECUTE FUNCTION "messages_org_id_from_parent"();--> statement-breakpoint
CREATE FUNCTION "lease_notices_org_id_from_parent"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "org_id" INTO NEW."org_id" FROM "leases" WHERE "id" = NEW."lease_id";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "lease_notices_org_id" BEFORE INSERT ON "lease_notices" FOR EACH ROW EXECUTE FUNCTION "lease_notices_org_id_from_parent"();--> statement-breakpoint
ALTER TABLE "payment_voids" ADD COLUMN "org_id" uuid;--> statement-breakpoint
UPDATE "payment_voids" c SET "org_id" = p."org_id" FROM "payments" p WHERE p."id" = c."payment_id";--> statement-breakpoint
ALTER TABLE "payment_voids" ALTER COLUMN "org_id" SET NOT NULL;--> statement-breakpoint
CREATE FUNCTION "payment_voids_org_id_from_parent"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "org_id" INTO NEW."org_id" FROM "payments" WHERE "id" = NEW."payment_id";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "payment_voids_org_id" BEFORE INSERT ON "payment_voids" FOR EACH ROW EXECUTE FUNCTION "payment_voids_org_id_from_parent"();--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "org_id" uuid;--> statement-breakpoint
UPDATE "payment_refunds" c SET "org_id" = p."org_id" FROM "payments" p WHERE p."id" = c."payment_id";--> statement-breakpoint
ALTER TABLE "payment_refunds" ALTER COLUMN "org_id" SET NOT NULL;--> statement-breakpoint
CREATE FUNCTION "payment_refunds_org_id_from_parent"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "org_id" INTO NEW."org_id" FROM "payments" WHERE "id" = NEW."payment_id";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "payment_refunds_org_id" BEFORE INSERT ON "payment_refunds" FOR EACH ROW EXECUTE FUNCTION "payment_refunds_org_id_from_parent"();
