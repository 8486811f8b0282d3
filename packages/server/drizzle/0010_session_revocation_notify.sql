-- Nodes keep a customer's live sessions in memory for a few seconds. Whatever ends a session
-- (a revocation, a deleted row, a user no longer active), through the server or by hand, tells
-- every node on commit whose sessions to drop: channel session_revoked, payload the user id.
CREATE FUNCTION "notify_session_revoked"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_TABLE_NAME = 'users' THEN
		PERFORM pg_notify('session_revoked', OLD."id"::text);
	ELSE
		PERFORM pg_notify('session_revoked', OLD."user_id"::text);
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_notify_revoked" AFTER UPDATE OR DELETE ON "sessions"
	FOR EACH ROW EXECUTE FUNCTION "notify_session_revoked"();--> statement-breakpoint
CREATE TRIGGER "users_notify_status" AFTER UPDATE OF "status" ON "users"
	FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status") EXECUTE FUNCTION "notify_session_revoked"();
