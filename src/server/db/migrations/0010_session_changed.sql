-- Issue 13: a server may hold who a session cookie belongs to in memory (src/server/auth/
-- session-lookup.ts) instead of reading it on every request. Whatever could end a session or
-- change what a guard reads of its user is announced on the channel "session_changed" when it
-- commits, with the user's id as the payload (empty: everyone), so every server drops that user's
-- sessions at once, whichever server, script or psql session made the change: a session ended or
-- changed (sign-out, revocation, expiry moved), a user deleted, or a user's role or email changed.
-- A learner's XP or other columns of users announce nothing. NOTIFY is sent only on commit and
-- once per distinct payload within a transaction.
CREATE FUNCTION "session_changed_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('session_changed', '');
  ELSE
    PERFORM pg_notify('session_changed', to_jsonb(OLD) ->> TG_ARGV[0]);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_session_changed" AFTER UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "session_changed_notify"('user_id');
--> statement-breakpoint
CREATE TRIGGER "sessions_session_truncated" AFTER TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "session_changed_notify"();
--> statement-breakpoint
CREATE TRIGGER "users_session_changed" AFTER UPDATE ON "users"
  FOR EACH ROW WHEN (OLD."role" IS DISTINCT FROM NEW."role" OR OLD."email" IS DISTINCT FROM NEW."email" OR OLD."id" IS DISTINCT FROM NEW."id")
  EXECUTE FUNCTION "session_changed_notify"('id');
--> statement-breakpoint
CREATE TRIGGER "users_session_deleted" AFTER DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "session_changed_notify"('id');
--> statement-breakpoint
CREATE TRIGGER "users_session_truncated" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "session_changed_notify"();
