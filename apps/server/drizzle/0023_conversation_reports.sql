-- A conversation can be reported by a person in it: its subject is the other person, and the
-- admins' queue shows its last messages. Once per person and conversation, like books and people.
ALTER TABLE "reports" DROP CONSTRAINT "reports_kind_check";--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "conversation_id" text;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_reporter_conversation_idx" ON "reports" USING btree ("reporter_id","conversation_id") WHERE "reports"."kind" = 'conversation';--> statement-breakpoint
CREATE INDEX "reports_open_conversation_idx" ON "reports" USING btree ("conversation_id") WHERE "reports"."state" = 'open';--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_kind_check" CHECK ("reports"."kind" in ('book', 'person', 'conversation'));