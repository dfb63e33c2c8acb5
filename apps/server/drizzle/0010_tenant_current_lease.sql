-- tenants.lease_start_date / lease_end_date: the tenant's current lease period, which every
-- Tenants page shows, kept ready on the tenant row so a list page reads 20 rows instead of looking
-- up and sorting each tenant's leases (decision 017). The current lease is the active one, else
-- the latest ended one; drafts are not a period yet.
-- Hand-written parts (drizzle-kit does not generate them): the function, the trigger and the
-- backfill. Keep them if the migrations are squashed.
ALTER TABLE "tenants" ADD COLUMN "lease_start_date" date;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "lease_end_date" date;--> statement-breakpoint
-- Recomputes one tenant's period. As in refresh_property_stats (0008): the tenant row is locked
-- first (NO KEY UPDATE, which a lease insert's KEY SHARE on the tenant does not wait for), so the
-- lookup runs on a snapshot taken after any concurrent writer to the same tenant committed.
CREATE FUNCTION "refresh_tenant_current_lease"(target uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF target IS NULL THEN
    RETURN;
  END IF;
  PERFORM 1 FROM "tenants" WHERE "id" = target FOR NO KEY UPDATE;
  UPDATE "tenants" AS t
     SET "lease_start_date" = c."start_date", "lease_end_date" = c."end_date"
    FROM (SELECT target AS "id") AS k
    LEFT JOIN LATERAL (SELECT l."start_date", l."end_date" FROM "leases" AS l
                        WHERE l."tenant_id" = k."id" AND l."status" <> 'draft'
                        ORDER BY (l."status" = 'active') DESC, l."start_date" DESC LIMIT 1) AS c ON true
   WHERE t."id" = k."id"
     AND (t."lease_start_date", t."lease_end_date") IS DISTINCT FROM (c."start_date", c."end_date");
END $$;--> statement-breakpoint
-- A lease's insert, delete, or change of tenant, status or dates recomputes its old and new tenant.
CREATE FUNCTION "leases_tenant_current_lease_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "refresh_tenant_current_lease"(OLD."tenant_id");
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."tenant_id" IS DISTINCT FROM OLD."tenant_id") THEN
    PERFORM "refresh_tenant_current_lease"(NEW."tenant_id");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "leases_tenant_current_lease" AFTER INSERT OR DELETE OR UPDATE OF "tenant_id", "status", "start_date", "end_date" ON "leases"
  FOR EACH ROW EXECUTE FUNCTION "leases_tenant_current_lease_sync"();--> statement-breakpoint
UPDATE "tenants" AS t
   SET "lease_start_date" = c."start_date", "lease_end_date" = c."end_date"
  FROM (SELECT DISTINCT ON (l."tenant_id") l."tenant_id", l."start_date", l."end_date"
          FROM "leases" AS l
         WHERE l."status" <> 'draft'
         ORDER BY l."tenant_id", (l."status" = 'active') DESC, l."start_date" DESC) AS c
 WHERE c."tenant_id" = t."id";
