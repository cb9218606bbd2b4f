-- One account buys and sells: every account buys, and "sells" says who also sells. Everyone who
-- signed up as a seller sells already; their role stays what they signed up for. The admins' list
-- of sellers reads the new index; nothing lists by role any more.
DROP INDEX "user_role_seq_idx";--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "sells" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "user" SET "sells" = true WHERE "role" = 'seller';--> statement-breakpoint
CREATE INDEX "user_sells_seq_idx" ON "user" USING btree ("seq") WHERE "user"."sells";
