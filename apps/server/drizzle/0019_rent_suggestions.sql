CREATE TABLE "rent_indices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"index_name" text NOT NULL,
	"period_start" date NOT NULL,
	"value" numeric(10, 3) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "late_fee_limit_percent" numeric(5, 2) DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "bedrooms" integer;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "bathrooms" numeric(3, 1);--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "area_m2" integer;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "floor" integer;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "features" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "rent_indices" ADD CONSTRAINT "rent_indices_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rent_indices_org_period_key" ON "rent_indices" USING btree ("org_id","index_name","period_start");