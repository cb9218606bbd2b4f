-- One account buys and sells: every account buys, and "sells" says who also sells. Everyone who
-- signed up as a seller sells already; their role stays what they signed up for.
ALTER TABLE "user" ADD COLUMN "sells" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "user" SET "sells" = true WHERE "role" = 'seller';
