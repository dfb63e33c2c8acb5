CREATE TABLE "properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"city" text,
	"state" text,
	"zip_code" text,
	"property_type" text NOT NULL,
	"units" integer NOT NULL,
	"monthly_rent" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"label" text NOT NULL,
	"monthly_rent" integer NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"auth_user_id" uuid,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"property_id" uuid NOT NULL,
	"unit_id" uuid,
	"move_in_date" date,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "properties_owner_created_idx" ON "properties" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "units_property_idx" ON "units" USING btree ("property_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "tenants_email_unique" ON "tenants" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "tenants_owner_created_idx" ON "tenants" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "tenants_property_idx" ON "tenants" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "tenants_unit_idx" ON "tenants" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "tenants_auth_user_idx" ON "tenants" USING btree ("auth_user_id");