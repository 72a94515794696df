-- A registration inserted without its mailbox key (rows restored from a backup made before the key
-- existed) gets it here, by the rule of mailboxKey (app/lib/email-address.ts) that migration 0012
-- wrote in SQL; a mailbox the session already holds gets the key followed by '#' and the row's id,
-- as 0012 did for the rows that shared one. The site itself always writes the key.
CREATE OR REPLACE FUNCTION event_registration_mailbox_key() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  local_part text;
  domain text;
  mailbox text;
BEGIN
  IF NEW.email_key IS NOT NULL THEN
    RETURN NEW;
  END IF;
  local_part := regexp_replace(regexp_replace(lower(NEW.email), '@[^@]*$', ''), '^(.[^+]*)\+.*$', '\1');
  domain := substring(lower(NEW.email) from '@([^@]*)$');
  mailbox := CASE
    WHEN domain IN ('gmail.com', 'googlemail.com') THEN replace(local_part, '.', '') || '@gmail.com'
    ELSE local_part || '@' || domain
  END;
  IF EXISTS (SELECT 1 FROM event_registrations WHERE event_id = NEW.event_id AND email_key = mailbox) THEN
    mailbox := mailbox || '#' || NEW.id;
  END IF;
  NEW.email_key := mailbox;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER event_registrations_mailbox_key
BEFORE INSERT ON event_registrations
FOR EACH ROW EXECUTE FUNCTION event_registration_mailbox_key();
