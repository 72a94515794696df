CREATE TABLE "site_setting_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by" text NOT NULL,
	"area" text NOT NULL,
	"entries" jsonb NOT NULL,
	"undoes" uuid,
	"undone_by" uuid,
	CONSTRAINT "site_setting_changes_area_check" CHECK ("site_setting_changes"."area" in ('settings', 'offers'))
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"saved_by" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "site_setting_changes_at_idx" ON "site_setting_changes" USING btree ("at");
--> statement-breakpoint
-- Every instance keeps the site's values in memory and reads them again after any change
-- (app/db/table-cache.server.ts), so the payload names only the table.
CREATE OR REPLACE FUNCTION notify_site_settings_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('site_settings_changes', json_build_object('table', TG_TABLE_NAME, 'op', TG_OP)::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER site_settings_notify
AFTER INSERT OR UPDATE OR DELETE ON site_settings
FOR EACH STATEMENT EXECUTE FUNCTION notify_site_settings_change();
