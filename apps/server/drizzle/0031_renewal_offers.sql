CREATE TABLE "lease_templates" (
	"org_id" uuid PRIMARY KEY NOT NULL,
	"clauses" jsonb NOT NULL,
	"updated_by" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "renewal_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"lease_id" uuid NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"rent_amount" integer NOT NULL,
	"rent_increase_basis_points" integer,
	"previous_rent_amount" integer NOT NULL,
	"expires_on" date NOT NULL,
	"message" text,
	"document_id" uuid,
	"decline_reason" text,
	"responded_at" timestamp with time zone,
	"reminded_on" date,
	"signature_request_id" uuid,
	"signed_document_id" uuid,
	"renewal_lease_id" uuid,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lease_templates" ADD CONSTRAINT "lease_templates_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_offers" ADD CONSTRAINT "renewal_offers_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_offers" ADD CONSTRAINT "renewal_offers_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_offers" ADD CONSTRAINT "renewal_offers_renewal_lease_id_leases_id_fk" FOREIGN KEY ("renewal_lease_id") REFERENCES "public"."leases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "renewal_offers_org_lease_idx" ON "renewal_offers" USING btree ("org_id","lease_id","created_at");--> statement-breakpoint
CREATE INDEX "renewal_offers_lease_idx" ON "renewal_offers" USING btree ("lease_id");--> statement-breakpoint
CREATE INDEX "renewal_offers_org_status_idx" ON "renewal_offers" USING btree ("org_id","status","expires_on");