-- charges.paid: the sum of the charge's payment_allocations, kept ready so that "what is still open"
-- (amount - paid) is read from one row and the open charges are a small partial index (decision 013).
-- Hand-written parts (drizzle-kit does not generate them): the two backfills, owner_id added in
-- three steps, the statistics on (amount - paid), and the triggers that keep `paid` true. Keep
-- them if the migrations are squashed.
ALTER TABLE "charges" ADD COLUMN "paid" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "charges" AS c SET "paid" = s."amount"
  FROM (SELECT "charge_id", sum("amount")::integer AS "amount" FROM "payment_allocations" GROUP BY "charge_id") AS s
 WHERE s."charge_id" = c."id";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
UPDATE "payments" AS p SET "owner_id" = l."owner_id" FROM "leases" AS l WHERE l."id" = p."lease_id";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "owner_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "charges_open_lease_due_idx" ON "charges" USING btree ("lease_id","due_date","amount","paid") WHERE "charges"."amount" - "charges"."paid" > 0;--> statement-breakpoint
-- Without it the planner guesses that a third of all charges are open (its default for a
-- comparison of two columns) and reads the whole table instead of the partial index.
CREATE STATISTICS "charges_open_amount_stats" ON ("amount" - "paid") FROM "charges";--> statement-breakpoint
ANALYZE "charges";--> statement-breakpoint
CREATE INDEX "payments_owner_received_idx" ON "payments" USING btree ("owner_id","received_at");--> statement-breakpoint
-- Statement-level triggers with transition tables: one UPDATE of charges per statement on
-- payment_allocations, in that statement's transaction, whichever code wrote the allocations.
-- Updates and deletes are handled too, though the application only inserts allocations.
CREATE FUNCTION "charges_paid_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "charges" AS c SET "paid" = c."paid" + d."delta"
      FROM (SELECT "charge_id", sum("amount")::integer AS "delta" FROM new_rows GROUP BY "charge_id") AS d
     WHERE c."id" = d."charge_id" AND d."delta" <> 0;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "charges" AS c SET "paid" = c."paid" - d."delta"
      FROM (SELECT "charge_id", sum("amount")::integer AS "delta" FROM old_rows GROUP BY "charge_id") AS d
     WHERE c."id" = d."charge_id" AND d."delta" <> 0;
  ELSE
    UPDATE "charges" AS c SET "paid" = c."paid" + d."delta"
      FROM (SELECT "charge_id", sum("amount")::integer AS "delta"
              FROM (SELECT "charge_id", "amount" FROM new_rows
                    UNION ALL SELECT "charge_id", -"amount" FROM old_rows) AS r
             GROUP BY "charge_id") AS d
     WHERE c."id" = d."charge_id" AND d."delta" <> 0;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "payment_allocations_paid_insert" AFTER INSERT ON "payment_allocations"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "charges_paid_sync"();--> statement-breakpoint
CREATE TRIGGER "payment_allocations_paid_update" AFTER UPDATE ON "payment_allocations"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "charges_paid_sync"();--> statement-breakpoint
CREATE TRIGGER "payment_allocations_paid_delete" AFTER DELETE ON "payment_allocations"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "charges_paid_sync"();--> statement-breakpoint
-- TRUNCATE fires no row or statement DML trigger: with no allocations left, nothing is paid.
CREATE FUNCTION "charges_paid_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "charges" SET "paid" = 0 WHERE "paid" <> 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "payment_allocations_paid_truncate" AFTER TRUNCATE ON "payment_allocations"
  FOR EACH STATEMENT EXECUTE FUNCTION "charges_paid_reset"();
