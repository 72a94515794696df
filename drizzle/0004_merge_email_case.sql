-- Addresses that differ only in case are one person: before the unique indexes on lower(email)
-- (next migration), merge what was stored twice. The oldest row stays, with its id and time; a
-- registration keeps a name given only on its later copy; the seats the copies took are freed.
UPDATE "event_registrations" AS kept
SET "name" = later."name"
FROM (
  SELECT DISTINCT ON ("event_id", lower("email")) "event_id", lower("email") AS "address", "name"
  FROM "event_registrations"
  WHERE "name" <> ''
  ORDER BY "event_id", lower("email"), "created_at" DESC, "id" DESC
) AS later
WHERE kept."name" = ''
  AND kept."event_id" = later."event_id"
  AND lower(kept."email") = later."address";
--> statement-breakpoint
WITH "ranked" AS (
  SELECT "id", row_number() OVER (PARTITION BY "event_id", lower("email") ORDER BY "created_at", "id") AS "position"
  FROM "event_registrations"
), "dropped" AS (
  DELETE FROM "event_registrations" AS r
  USING "ranked"
  WHERE r."id" = "ranked"."id" AND "ranked"."position" > 1
  RETURNING r."event_id"
)
UPDATE "events" AS e
SET "current_attendees" = greatest(0, e."current_attendees" - d."copies")
FROM (SELECT "event_id", count(*)::integer AS "copies" FROM "dropped" GROUP BY "event_id") AS d
WHERE e."id" = d."event_id";
--> statement-breakpoint
DELETE FROM "landing_page_signups" AS s
USING (
  SELECT "id", row_number() OVER (PARTITION BY "page_source", lower("email") ORDER BY "created_at", "id") AS "position"
  FROM "landing_page_signups"
) AS "ranked"
WHERE s."id" = "ranked"."id" AND "ranked"."position" > 1;
