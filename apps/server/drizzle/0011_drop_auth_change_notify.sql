-- The session cache that listened to these notifications is gone (decision 019): every request
-- reads its session from the database, so nothing needs to hear about session or user changes.
DROP TRIGGER IF EXISTS "sessions_notify_auth_change" ON "sessions";--> statement-breakpoint
DROP TRIGGER IF EXISTS "users_notify_auth_change" ON "users";--> statement-breakpoint
DROP FUNCTION IF EXISTS "notify_auth_change"();
