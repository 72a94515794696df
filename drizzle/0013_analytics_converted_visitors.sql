CREATE TABLE "analytics_converted_visitors" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"visitor_hash" text NOT NULL,
	CONSTRAINT "analytics_converted_visitors_day_kind_visitor_hash_pk" PRIMARY KEY("day","kind","visitor_hash")
);
