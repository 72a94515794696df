CREATE TABLE "admin_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	"role" text NOT NULL,
	"collaborator_id" uuid,
	"sign_in_id" uuid,
	"sign_in_method" text NOT NULL,
	"sentence" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_collaborators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"role" text NOT NULL,
	"invite_token_hash" text,
	"invite_expires_at" timestamp with time zone,
	"joined_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_collaborators_invite_token_hash_unique" UNIQUE("invite_token_hash"),
	CONSTRAINT "admin_collaborators_role_check" CHECK ("admin_collaborators"."role" in ('owner', 'editor'))
);
--> statement-breakpoint
ALTER TABLE "admin_passkeys" ADD COLUMN "collaborator_id" uuid;--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD COLUMN "collaborator_id" uuid;--> statement-breakpoint
CREATE INDEX "admin_activity_at_idx" ON "admin_activity" USING btree ("at");--> statement-breakpoint
ALTER TABLE "admin_passkeys" ADD CONSTRAINT "admin_passkeys_collaborator_id_admin_collaborators_id_fk" FOREIGN KEY ("collaborator_id") REFERENCES "public"."admin_collaborators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD CONSTRAINT "admin_sessions_collaborator_id_admin_collaborators_id_fk" FOREIGN KEY ("collaborator_id") REFERENCES "public"."admin_collaborators"("id") ON DELETE cascade ON UPDATE no action;