ALTER TABLE "email_outbox" ADD COLUMN "secret" text;--> statement-breakpoint
CREATE INDEX "ai_use_case_requests_session_idx" ON "ai_use_case_requests" USING btree ("user_session_id");--> statement-breakpoint
-- Sign-in e-mails queued before kept their link in the text: it goes, as new ones never hold it.
UPDATE "email_outbox" SET "text_body" = regexp_replace("text_body", 'https?://[^[:space:]]*/admin/sign-in/link\?token=[A-Za-z0-9_-]+', '[one-time link: put in as the e-mail is sent, not kept]', 'g') WHERE "kind" = 'admin-sign-in';
