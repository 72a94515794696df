CREATE TABLE "purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"buyer_email" text,
	"stripe_checkout_session_id" text NOT NULL,
	"stripe_payment_intent_id" text,
	"status" text DEFAULT 'paid' NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	"landing_page" text,
	CONSTRAINT "purchases_stripe_checkout_session_id_unique" UNIQUE("stripe_checkout_session_id"),
	CONSTRAINT "purchases_status_check" CHECK ("purchases"."status" in ('paid', 'refunded')),
	CONSTRAINT "purchases_amounts_check" CHECK ("purchases"."amount" >= 0 and "purchases"."refunded_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stripe_refunds" (
	"stripe_payment_intent_id" text PRIMARY KEY NOT NULL,
	"refunded_amount" integer NOT NULL,
	"refunded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "purchases_payment_intent_idx" ON "purchases" USING btree ("stripe_payment_intent_id");--> statement-breakpoint
CREATE INDEX "purchases_created_at_idx" ON "purchases" USING btree ("created_at");