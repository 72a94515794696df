CREATE TABLE "session_message_recipients" (
	"message_id" uuid NOT NULL,
	"registration_id" uuid NOT NULL,
	CONSTRAINT "session_message_recipients_message_id_registration_id_pk" PRIMARY KEY("message_id","registration_id")
);
--> statement-breakpoint
CREATE TABLE "session_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"includes_waitlist" boolean DEFAULT false NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "session_message_recipients" ADD CONSTRAINT "session_message_recipients_message_id_session_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."session_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_message_recipients" ADD CONSTRAINT "session_message_recipients_registration_id_event_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."event_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_messages" ADD CONSTRAINT "session_messages_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_messages_event_sent_idx" ON "session_messages" USING btree ("event_id","sent_at");