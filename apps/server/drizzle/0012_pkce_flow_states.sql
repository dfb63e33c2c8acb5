CREATE TABLE "auth_flow_states" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"link_token_hash" text NOT NULL,
	"code_challenge" text NOT NULL,
	"auth_code_hash" text,
	"auth_code_issued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "recovery_token_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "recovery_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auth_flow_states" ADD CONSTRAINT "auth_flow_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auth_flow_states_link_token_hash_key" ON "auth_flow_states" USING btree ("link_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_flow_states_auth_code_hash_key" ON "auth_flow_states" USING btree ("auth_code_hash");--> statement-breakpoint
CREATE INDEX "auth_flow_states_user_id_idx" ON "auth_flow_states" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_recovery_token_hash_key" ON "users" USING btree ("recovery_token_hash");