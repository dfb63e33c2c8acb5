-- Every instance keeps the sessions it has checked in memory (auth/session-cache.ts, decision 016)
-- and listens on the channel "rentwise_auth". Whatever ends a session or changes what a request
-- is allowed to do sends the session's or the user's id on it, from the database itself, so no
-- code path (or manual SQL) can change them without every instance forgetting its copy.
-- Hand-written (drizzle-kit does not generate triggers): keep it if the migrations are squashed.
CREATE FUNCTION "notify_auth_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('rentwise_auth', 's:' || OLD."id"::text);
  ELSE
    PERFORM pg_notify('rentwise_auth', 'u:' || OLD."id"::text);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A refresh only touches refreshed_at, which no check reads: no message for it.
CREATE TRIGGER "sessions_notify_auth_change" AFTER DELETE OR UPDATE OF "user_id", "kind", "not_after", "created_at" ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "notify_auth_change"();--> statement-breakpoint
-- Any change to a user: the check hands the whole account (password hash included) to the auth routes.
CREATE TRIGGER "users_notify_auth_change" AFTER DELETE OR UPDATE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "notify_auth_change"();
