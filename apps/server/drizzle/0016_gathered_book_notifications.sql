-- A book's price cuts, and an alert's new copies, within a day of the first are one notification,
-- updated in place (the first is emailed, the others not); the unique index keeps it one under races.
ALTER TABLE "notifications" ADD COLUMN "copies" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "gather_key" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "gather_until" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_gather_idx" ON "notifications" USING btree ("gather_key","user_id") WHERE "notifications"."gather_key" is not null;