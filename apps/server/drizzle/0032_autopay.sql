CREATE TABLE "autopay_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"lease_id" uuid NOT NULL,
	"period" text NOT NULL,
	"due_date" text NOT NULL,
	"noticed_at" timestamp with time zone,
	"charged_at" timestamp with time zone,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"amount" integer,
	"payment_intent_id" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "autopay_mandates" (
	"lease_id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"tenant_user_id" uuid NOT NULL,
	"account_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"setup_intent_id" text,
	"payment_method_id" text,
	"payment_method_label" text,
	"enabled" boolean DEFAULT false NOT NULL,
	"enabled_on" text,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "autopay_charges" ADD CONSTRAINT "autopay_charges_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_charges" ADD CONSTRAINT "autopay_charges_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_mandates" ADD CONSTRAINT "autopay_mandates_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_mandates" ADD CONSTRAINT "autopay_mandates_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "autopay_charges_lease_period_unique" ON "autopay_charges" USING btree ("lease_id","period");--> statement-breakpoint
CREATE INDEX "autopay_charges_intent_idx" ON "autopay_charges" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "autopay_charges_org_idx" ON "autopay_charges" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "autopay_mandates_org_idx" ON "autopay_mandates" USING btree ("org_id");