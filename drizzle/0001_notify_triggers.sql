-- Row changes announced on '<table>_changes' so SSE streams can follow them (STYLE.md, example 10).
-- The payload carries only the id: listeners read the row themselves, which keeps it far below
-- NOTIFY's 8000-byte limit and never leaks columns through the channel.
CREATE OR REPLACE FUNCTION notify_row_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(
    TG_TABLE_NAME || '_changes',
    json_build_object('table', TG_TABLE_NAME, 'op', TG_OP, 'id', NEW.id)::text
  );
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ai_use_case_requests_notify
AFTER INSERT OR UPDATE ON ai_use_case_requests
FOR EACH ROW EXECUTE FUNCTION notify_row_change();
--> statement-breakpoint
CREATE TRIGGER events_notify
AFTER INSERT OR UPDATE ON events
FOR EACH ROW EXECUTE FUNCTION notify_row_change();
