-- A manage link's path holds its registration's secret token. The analytics now count those pages
-- as /events/manage/[token]; the rows stored before are merged into that path (their counts kept,
-- added to any row already there) and the token-bearing ones deleted. Any letter case, and a path
-- below the page (its calendar file), is matched: the router answered them all.
INSERT INTO "analytics_page_views" ("day", "path", "referrer_host", "utm_source", "views")
SELECT "day", regexp_replace("path", '^/events/manage/[^/]+', '/events/manage/[token]', 'i'), "referrer_host", "utm_source", sum("views")::int
FROM "analytics_page_views"
WHERE "path" ~* '^/events/manage/[^/]' AND "path" !~ '^/events/manage/\[token\](/|$)'
GROUP BY 1, 2, 3, 4
ON CONFLICT ("day", "path", "referrer_host", "utm_source") DO UPDATE SET "views" = "analytics_page_views"."views" + excluded."views";
--> statement-breakpoint
DELETE FROM "analytics_page_views" WHERE "path" ~* '^/events/manage/[^/]' AND "path" !~ '^/events/manage/\[token\](/|$)';
--> statement-breakpoint
UPDATE "analytics_visitors" SET "landing_path" = regexp_replace("landing_path", '^/events/manage/[^/]+', '/events/manage/[token]', 'i')
WHERE "landing_path" ~* '^/events/manage/[^/]' AND "landing_path" !~ '^/events/manage/\[token\](/|$)';
--> statement-breakpoint
INSERT INTO "analytics_conversions" ("day", "kind", "landing_path", "count")
SELECT "day", "kind", regexp_replace("landing_path", '^/events/manage/[^/]+', '/events/manage/[token]', 'i'), sum("count")::int
FROM "analytics_conversions"
WHERE "landing_path" ~* '^/events/manage/[^/]' AND "landing_path" !~ '^/events/manage/\[token\](/|$)'
GROUP BY 1, 2, 3
ON CONFLICT ("day", "kind", "landing_path") DO UPDATE SET "count" = "analytics_conversions"."count" + excluded."count";
--> statement-breakpoint
DELETE FROM "analytics_conversions" WHERE "landing_path" ~* '^/events/manage/[^/]' AND "landing_path" !~ '^/events/manage/\[token\](/|$)';
