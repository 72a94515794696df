ALTER TABLE "event_registrations" DROP CONSTRAINT "event_registrations_event_email_unique";--> statement-breakpoint
ALTER TABLE "landing_page_signups" DROP CONSTRAINT "landing_page_signups_source_email_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_event_email_unique" ON "event_registrations" USING btree ("event_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "landing_page_signups_source_email_unique" ON "landing_page_signups" USING btree ("page_source",lower("email"));