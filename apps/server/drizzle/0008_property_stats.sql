-- properties.units_count / occupied_units / monthly_revenue: the figures every Properties page
-- shows, kept ready on the property row so a list page reads 20 rows instead of counting each
-- property's units and probing each unit for an occupant (decision 014).
-- Hand-written parts (drizzle-kit does not generate them): the functions, the triggers and the
-- backfill. Keep them if the migrations are squashed.
ALTER TABLE "properties" ADD COLUMN "units_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "occupied_units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "monthly_revenue" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Recounts one property. A unit is occupied while a pending or active tenant is assigned to it.
-- The property row is locked first, so the counts run on a snapshot taken after any concurrent
-- writer to the same property committed (PL/pgSQL takes a new snapshot per statement in READ
-- COMMITTED): a recount, not an increment, and never lost between two transactions. NO KEY
-- UPDATE, not UPDATE: inserting a unit or tenant holds KEY SHARE on the property (the foreign
-- key), which FOR UPDATE would wait on — two such inserts would deadlock.
CREATE FUNCTION "refresh_property_stats"(target uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF target IS NULL THEN
    RETURN;
  END IF;
  PERFORM 1 FROM "properties" WHERE "id" = target FOR NO KEY UPDATE;
  UPDATE "properties" AS p
     SET "units_count" = s."units_count", "occupied_units" = s."occupied_units", "monthly_revenue" = s."monthly_revenue"
    FROM (SELECT count(*)::integer AS "units_count",
                 (count(*) FILTER (WHERE o."occupied"))::integer AS "occupied_units",
                 coalesce(sum(u."monthly_rent") FILTER (WHERE o."occupied"), 0)::integer AS "monthly_revenue"
            FROM "units" AS u
           CROSS JOIN LATERAL (SELECT EXISTS (SELECT 1 FROM "tenants" AS t
                                               WHERE t."unit_id" = u."id" AND t."status" IN ('pending', 'active')) AS "occupied") AS o
           WHERE u."property_id" = target) AS s
   WHERE p."id" = target
     AND (p."units_count", p."occupied_units", p."monthly_revenue") IS DISTINCT FROM (s."units_count", s."occupied_units", s."monthly_revenue");
END $$;--> statement-breakpoint
-- A unit's insert, delete, rent or property change recounts its old and new property.
CREATE FUNCTION "units_property_stats_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "refresh_property_stats"(OLD."property_id");
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."property_id" IS DISTINCT FROM OLD."property_id") THEN
    PERFORM "refresh_property_stats"(NEW."property_id");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Occupancy belongs to units: a tenant's insert, delete, status or unit change recounts the
-- property of its old and of its new unit.
CREATE FUNCTION "tenants_property_stats_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."unit_id" IS NOT NULL THEN
    PERFORM "refresh_property_stats"((SELECT "property_id" FROM "units" WHERE "id" = OLD."unit_id"));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."unit_id" IS NOT NULL
     AND (TG_OP = 'INSERT' OR NEW."unit_id" IS DISTINCT FROM OLD."unit_id") THEN
    PERFORM "refresh_property_stats"((SELECT "property_id" FROM "units" WHERE "id" = NEW."unit_id"));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "units_property_stats" AFTER INSERT OR DELETE OR UPDATE OF "property_id", "monthly_rent" ON "units"
  FOR EACH ROW EXECUTE FUNCTION "units_property_stats_sync"();--> statement-breakpoint
CREATE TRIGGER "tenants_property_stats" AFTER INSERT OR DELETE OR UPDATE OF "unit_id", "status" ON "tenants"
  FOR EACH ROW EXECUTE FUNCTION "tenants_property_stats_sync"();--> statement-breakpoint
SELECT "refresh_property_stats"("id") FROM "properties";
