-- Ask before booking: a buyer's conversation with a seller about one copy, which the booking's
-- thread continues; who blocked whom.
CREATE SEQUENCE "public"."conversation_activity_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "blocks" (
	"blocker_id" text NOT NULL,
	"blocked_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocks_blocker_id_blocked_id_pk" PRIMARY KEY("blocker_id","blocked_id"),
	CONSTRAINT "blocks_not_self_check" CHECK ("blocks"."blocker_id" <> "blocks"."blocked_id")
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "conversations_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"listing_id" text,
	"buyer_id" text,
	"seller_id" text,
	"book_name" text NOT NULL,
	"image_url" text NOT NULL,
	"activity" bigint DEFAULT nextval('conversation_activity_seq') NOT NULL,
	"buyer_unread" boolean DEFAULT false NOT NULL,
	"seller_unread" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_booking_id_bookings_id_fk";
--> statement-breakpoint
DROP INDEX "messages_booking_seq_idx";--> statement-breakpoint
DROP INDEX "notifications_unread_message_idx";--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "conversation_id" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "conversation_id" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "conversation_id" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "warning" text;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_warning_check" CHECK ("messages"."warning" in ('contact', 'payment'));--> statement-breakpoint
-- Every booking so far gets its conversation: one per buyer and copy (named by its first booking's
-- id; the latest booking's book and picture), or one of its own when its buyer or its copy is gone.
-- Activity follows the latest message or booking; a side is unread where its message notification
-- is (two bookings' unread message notices of one conversation become one: the latest).
UPDATE "bookings" b SET "conversation_id" = k."first" FROM (
  SELECT "id", first_value("id") OVER (PARTITION BY "key" ORDER BY "seq") AS "first"
  FROM (SELECT "id", "seq",
    CASE WHEN "product_id" IS NOT NULL AND "buyer_id" IS NOT NULL THEN "product_id" || ':' || "buyer_id" ELSE "id" END AS "key"
    FROM "bookings") keyed) k
  WHERE k."id" = b."id";--> statement-breakpoint
INSERT INTO "conversations" ("id", "listing_id", "buyer_id", "seller_id", "book_name", "image_url", "created_at", "activity")
  SELECT DISTINCT ON (b."conversation_id") b."conversation_id", b."product_id", b."buyer_id", b."seller_id",
    b."product_name", b."image_url", b."created_at", 0
  FROM "bookings" b ORDER BY b."conversation_id", b."seq" DESC;--> statement-breakpoint
UPDATE "messages" m SET "conversation_id" = b."conversation_id" FROM "bookings" b WHERE b."id" = m."booking_id";--> statement-breakpoint
UPDATE "notifications" n SET "conversation_id" = b."conversation_id" FROM "bookings" b WHERE b."id" = n."booking_id";--> statement-breakpoint
UPDATE "notifications" SET "read_at" = now()
  WHERE "kind" = 'message' AND "read_at" IS NULL AND "id" NOT IN (
    SELECT DISTINCT ON ("user_id", "conversation_id") "id" FROM "notifications"
    WHERE "kind" = 'message' AND "read_at" IS NULL ORDER BY "user_id", "conversation_id", "seq" DESC);--> statement-breakpoint
UPDATE "conversations" c SET "activity" = ordered."n" FROM (
  SELECT c2."id", row_number() OVER (ORDER BY greatest(
    (SELECT max(b."created_at") FROM "bookings" b WHERE b."conversation_id" = c2."id"),
    (SELECT max(m."created_at") FROM "messages" m WHERE m."conversation_id" = c2."id")), c2."id") AS "n"
  FROM "conversations" c2) ordered
  WHERE ordered."id" = c."id";--> statement-breakpoint
SELECT setval('conversation_activity_seq', (SELECT coalesce(max("activity"), 0) + 1 FROM "conversations"), false);--> statement-breakpoint
UPDATE "conversations" c SET
  "buyer_unread" = EXISTS (SELECT 1 FROM "notifications" n WHERE n."conversation_id" = c."id" AND n."user_id" = c."buyer_id" AND n."kind" = 'message' AND n."read_at" IS NULL),
  "seller_unread" = EXISTS (SELECT 1 FROM "notifications" n WHERE n."conversation_id" = c."id" AND n."user_id" = c."seller_id" AND n."kind" = 'message' AND n."read_at" IS NULL);--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "conversation_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "conversation_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocker_id_user_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocked_id_user_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_listing_id_products_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_buyer_id_user_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_seller_id_user_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blocks_blocked_idx" ON "blocks" USING btree ("blocked_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_seq_idx" ON "conversations" USING btree ("seq");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_listing_buyer_idx" ON "conversations" USING btree ("listing_id","buyer_id");--> statement-breakpoint
CREATE INDEX "conversations_buyer_activity_idx" ON "conversations" USING btree ("buyer_id","activity");--> statement-breakpoint
CREATE INDEX "conversations_seller_activity_idx" ON "conversations" USING btree ("seller_id","activity");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_conversation_seq_idx" ON "bookings" USING btree ("conversation_id","seq");--> statement-breakpoint
CREATE INDEX "messages_conversation_seq_idx" ON "messages" USING btree ("conversation_id","seq");--> statement-breakpoint
CREATE INDEX "messages_booking_idx" ON "messages" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "notifications_conversation_idx" ON "notifications" USING btree ("conversation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_unread_message_idx" ON "notifications" USING btree ("user_id","conversation_id") WHERE "notifications"."kind" = 'message' and "notifications"."read_at" is null;--> statement-breakpoint
-- A message reaches the open pages of its conversation ('m:' conversation id ':' message id), a
-- booking's page watching its booking's conversation; the rest as migration 0019 wrote it.
CREATE OR REPLACE FUNCTION "notify_booking_live"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'messages' THEN
    PERFORM pg_notify('booking_live', 'm:' || NEW."conversation_id" || ':' || NEW."id");
  ELSIF TG_TABLE_NAME = 'bookings' THEN
    PERFORM pg_notify('booking_live', 'b:' || json_build_object(
      'id', NEW."id",
      'state', NEW."state",
      'stateChangedAt', NEW."state_changed_at",
      'paymentMethod', NEW."payment_method",
      'paid', NEW."paid_at" IS NOT NULL
    )::text);
  ELSE
    PERFORM pg_notify('booking_live', 'n:' || NEW."user_id");
  END IF;
  RETURN NULL;
END
$$;