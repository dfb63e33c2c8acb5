CREATE TABLE "stripe_accounts" (
	"org_id" uuid PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"fee_payer" text DEFAULT 'organisation' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"account_id" text,
	"org_id" uuid,
	"outcome" text NOT NULL,
	"livemode" boolean DEFAULT false NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stripe_payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"account_id" text NOT NULL,
	"lease_id" uuid NOT NULL,
	"tenant_user_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"fee" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'requires_payment_method' NOT NULL,
	"payment_id" uuid,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stripe_accounts" ADD CONSTRAINT "stripe_accounts_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stripe_payment_intents" ADD CONSTRAINT "stripe_payment_intents_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stripe_payment_intents" ADD CONSTRAINT "stripe_payment_intents_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stripe_payment_intents" ADD CONSTRAINT "stripe_payment_intents_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stripe_accounts_account_unique" ON "stripe_accounts" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "stripe_payment_intents_org_lease_idx" ON "stripe_payment_intents" USING btree ("org_id","lease_id");--> statement-breakpoint
CREATE INDEX "stripe_payment_intents_payment_idx" ON "stripe_payment_intents" USING btree ("payment_id");