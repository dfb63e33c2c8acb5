CREATE TABLE "recurring_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lease_id" uuid NOT NULL,
	"org_id" uuid NOT NULL,
	"description" text NOT NULL,
	"amount" integer NOT NULL,
	"first_due_date" date NOT NULL,
	"stopped_on" date,
	"stopped_by" uuid,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "charge_voids" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"charge_id" uuid NOT NULL,
	"org_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"credit_payment_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"org_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"fee_charge_id" uuid,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "recurring_charge_id" uuid;--> statement-breakpoint
ALTER TABLE "recurring_charges" ADD CONSTRAINT "recurring_charges_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_voids" ADD CONSTRAINT "charge_voids_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_voids" ADD CONSTRAINT "charge_voids_credit_payment_id_payments_id_fk" FOREIGN KEY ("credit_payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_returns" ADD CONSTRAINT "payment_returns_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_returns" ADD CONSTRAINT "payment_returns_fee_charge_id_charges_id_fk" FOREIGN KEY ("fee_charge_id") REFERENCES "public"."charges"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recurring_charges_lease_idx" ON "recurring_charges" USING btree ("lease_id");--> statement-breakpoint
CREATE UNIQUE INDEX "charge_voids_charge_unique" ON "charge_voids" USING btree ("charge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "charge_voids_credit_payment_unique" ON "charge_voids" USING btree ("credit_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_returns_payment_unique" ON "payment_returns" USING btree ("payment_id");--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_recurring_charge_id_recurring_charges_id_fk" FOREIGN KEY ("recurring_charge_id") REFERENCES "public"."recurring_charges"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "charges_recurring_period_unique" ON "charges" USING btree ("recurring_charge_id","period") WHERE "charges"."recurring_charge_id" is not null;--> statement-breakpoint
CREATE FUNCTION "recurring_charges_org_id_from_parent"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "org_id" INTO NEW."org_id" FROM "leases" WHERE "id" = NEW."lease_id";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "recurring_charges_org_id" BEFORE INSERT ON "recurring_charges" FOR EACH ROW EXECUTE FUNCTION "recurring_charges_org_id_from_parent"();--> statement-breakpoint
CREATE FUNCTION "charge_voids_org_id_from_parent"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "org_id" INTO NEW."org_id" FROM "charges" WHERE "id" = NEW."charge_id";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "charge_voids_org_id" BEFORE INSERT ON "charge_voids" FOR EACH ROW EXECUTE FUNCTION "charge_voids_org_id_from_parent"();--> statement-breakpoint
CREATE FUNCTION "payment_returns_org_id_from_parent"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "org_id" INTO NEW."org_id" FROM "payments" WHERE "id" = NEW."payment_id";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "payment_returns_org_id" BEFORE INSERT ON "payment_returns" FOR EACH ROW EXECUTE FUNCTION "payment_returns_org_id_from_parent"();
