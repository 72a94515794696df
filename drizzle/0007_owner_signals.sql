CREATE TABLE "analytics_conversions" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"landing_path" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_conversions_day_kind_landing_path_pk" PRIMARY KEY("day","kind","landing_path"),
	CONSTRAINT "analytics_conversions_kind_check" CHECK ("analytics_conversions"."kind" in ('early-access-signup', 'registration', 'mini-app-run', 'newsletter-click'))
);
--> statement-breakpoint
CREATE TABLE "analytics_page_views" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"referrer_host" text DEFAULT '' NOT NULL,
	"utm_source" text DEFAULT '' NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_page_views_day_path_referrer_host_utm_source_pk" PRIMARY KEY("day","path","referrer_host","utm_source")
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_visitors" (
	"day" date NOT NULL,
	"visitor_hash" text NOT NULL,
	"landing_path" text NOT NULL,
	CONSTRAINT "analytics_visitors_day_visitor_hash_pk" PRIMARY KEY("day","visitor_hash")
);
