CREATE TABLE "mail_opt_outs" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_opt_outs_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "mail_outbox_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text,
	"to_address" text NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"state" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_outbox_state_check" CHECK ("mail_outbox"."state" in ('queued', 'sent', 'failed', 'kept'))
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "mail_done_at" timestamp with time zone;--> statement-breakpoint
-- What people were told before mail existed is not mailed now, days late.
UPDATE "notifications" SET "mail_done_at" = "created_at";--> statement-breakpoint
ALTER TABLE "mail_opt_outs" ADD CONSTRAINT "mail_opt_outs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_seq_idx" ON "mail_outbox" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "mail_outbox_user_idx" ON "mail_outbox" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "notifications_mail_due_idx" ON "notifications" USING btree ("seq") WHERE "notifications"."mail_done_at" is null;--> statement-breakpoint
-- A person's open pages hear of a new notification, a thread's one brought up again, or one read:
-- not of its email being written (mail_done_at), which changes nothing they see.
DROP TRIGGER "notifications_live" ON "notifications";--> statement-breakpoint
CREATE TRIGGER "notifications_live" AFTER INSERT OR UPDATE OF "seq", "read_at" ON "notifications"
  FOR EACH ROW EXECUTE FUNCTION "notify_booking_live"();
