DROP INDEX "owner_statement_publications_unique";--> statement-breakpoint
ALTER TABLE "owner_statement_publications" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "owner_statement_publications" ADD COLUMN "snapshot" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "owner_statement_publications_version_unique" ON "owner_statement_publications" USING btree ("owner_client_id","period","version");