CREATE TABLE "newsletter_subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"source" text NOT NULL,
	"kit_status" text DEFAULT 'local' NOT NULL,
	"kit_attempts" integer DEFAULT 0 NOT NULL,
	"kit_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscribers_kit_status_check" CHECK ("newsletter_subscribers"."kit_status" in ('local', 'pending', 'subscribed', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_email_unique" ON "newsletter_subscribers" USING btree (lower("email"));