CREATE TABLE "deposit_deductions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"settlement_id" uuid NOT NULL,
	"org_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"amount" integer NOT NULL,
	"document_id" uuid,
	"charge_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposit_settlements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lease_id" uuid NOT NULL,
	"org_id" uuid NOT NULL,
	"deposit_held" integer NOT NULL,
	"open_charges" integer NOT NULL,
	"deductions_total" integer NOT NULL,
	"refund_due" integer NOT NULL,
	"balance_owed" integer NOT NULL,
	"payment_id" uuid,
	"document_id" uuid,
	"settled_on" date NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lease_rent_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lease_id" uuid NOT NULL,
	"org_id" uuid NOT NULL,
	"effective_date" date NOT NULL,
	"rent_amount" integer NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leases" ADD COLUMN "renewed_from_lease_id" uuid;--> statement-breakpoint
ALTER TABLE "leases" ADD COLUMN "move_out_date" date;--> statement-breakpoint
ALTER TABLE "leases" ADD COLUMN "end_reason" text;--> statement-breakpoint
ALTER TABLE "leases" ADD COLUMN "ended_by" uuid;--> statement-breakpoint
ALTER TABLE "deposit_deductions" ADD CONSTRAINT "deposit_deductions_settlement_id_deposit_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."deposit_settlements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_deductions" ADD CONSTRAINT "deposit_deductions_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_settlements" ADD CONSTRAINT "deposit_settlements_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_settlements" ADD CONSTRAINT "deposit_settlements_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_rent_changes" ADD CONSTRAINT "lease_rent_changes_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposit_deductions_settlement_idx" ON "deposit_deductions" USING btree ("settlement_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_settlements_lease_unique" ON "deposit_settlements" USING btree ("lease_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lease_rent_changes_lease_effective_unique" ON "lease_rent_changes" USING btree ("lease_id","effective_date");--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_renewed_from_lease_id_leases_id_fk" FOREIGN KEY ("renewed_from_lease_id") REFERENCES "public"."leases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leases_renewed_from_idx" ON "leases" USING btree ("renewed_from_lease_id");--> statement-breakpoint
CREATE FUNCTION "lease_rent_changes_org_id_from_parent"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "org_id" INTO NEW."org_id" FROM "leases" WHERE "id" = NEW."lease_id";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "lease_rent_changes_org_id" BEFORE INSERT ON "lease_rent_changes" FOR EACH ROW EXECUTE FUNCTION "lease_rent_changes_org_id_from_parent"();--> statement-breakpoint
CREATE FUNCTION "deposit_settlements_org_id_from_parent"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "org_id" INTO NEW."org_id" FROM "leases" WHERE "id" = NEW."lease_id";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "deposit_settlements_org_id" BEFORE INSERT ON "deposit_settlements" FOR EACH ROW EXECUTE FUNCTION "deposit_settlements_org_id_from_parent"();--> statement-breakpoint
CREATE FUNCTION "deposit_deductions_org_id_from_parent"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "org_id" INTO NEW."org_id" FROM "deposit_settlements" WHERE "id" = NEW."settlement_id";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "deposit_deductions_org_id" BEFORE INSERT ON "deposit_deductions" FOR EACH ROW EXECUTE FUNCTION "deposit_deductions_org_id_from_parent"();
