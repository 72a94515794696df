CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stream_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"address_key" text NOT NULL,
	"session_key" text,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limits_expire_idx" ON "rate_limits" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "stream_slots_address_idx" ON "stream_slots" USING btree ("name","address_key");--> statement-breakpoint
CREATE INDEX "stream_slots_session_idx" ON "stream_slots" USING btree ("name","session_key");--> statement-breakpoint
CREATE INDEX "stream_slots_expires_idx" ON "stream_slots" USING btree ("expires_at");