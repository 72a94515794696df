-- One registration per session and mailbox, not per address: a +tag, and for Gmail dots and the
-- googlemail.com domain, reach the same mailbox (the rule of mailboxKey, app/lib/email-address.ts,
-- computed here in SQL for the rows already stored).
DROP INDEX "event_registrations_event_email_unique";--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "email_key" text;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "details_resent_at" timestamp with time zone;--> statement-breakpoint
WITH "split" AS (
  SELECT "id",
    regexp_replace(regexp_replace(lower("email"), '@[^@]*$', ''), '^(.[^+]*)\+.*$', '\1') AS "local",
    substring(lower("email") from '@([^@]*)$') AS "domain"
  FROM "event_registrations"
)
UPDATE "event_registrations" AS r
SET "email_key" = CASE
    WHEN s."domain" IN ('gmail.com', 'googlemail.com') THEN replace(s."local", '.', '') || '@gmail.com'
    ELSE s."local" || '@' || s."domain"
  END
FROM "split" AS s
WHERE r."id" = s."id";--> statement-breakpoint
-- Rows stored before that share a mailbox all stay: each was told it holds a seat or a place, and
-- taking one back would need an e-mail a migration cannot send. The seat holder (else the first in
-- line, else the earliest) keeps the plain key; the others get it followed by '#' and their id,
-- which no address can equal, so the index holds and the owner can remove them from the console.
UPDATE "event_registrations" AS r
SET "email_key" = r."email_key" || '#' || r."id"
FROM (
  SELECT "id", row_number() OVER (
    PARTITION BY "event_id", "email_key"
    ORDER BY CASE "status" WHEN 'registered' THEN 0 WHEN 'waiting' THEN 1 ELSE 2 END, "created_at", "id"
  ) AS "position"
  FROM "event_registrations"
) AS "ranked"
WHERE r."id" = "ranked"."id" AND "ranked"."position" > 1;--> statement-breakpoint
ALTER TABLE "event_registrations" ALTER COLUMN "email_key" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_event_email_key_unique" ON "event_registrations" USING btree ("event_id","email_key");
