CREATE TABLE "booking_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"booking_id" text NOT NULL,
	"state" text NOT NULL,
	"actor_id" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "messages_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"booking_id" text NOT NULL,
	"sender_id" text,
	"sender_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_body_check" CHECK (char_length("messages"."body") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "notifications_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"booking_id" text NOT NULL,
	"kind" text NOT NULL,
	"actor_name" text,
	"book_name" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('requested', 'accepted', 'declined', 'cancelled', 'expired', 'sold', 'message', 'review'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"checkout_session_id" text NOT NULL,
	"payment_intent_id" text,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_checkout_session_id_unique" UNIQUE("checkout_session_id"),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'paid', 'refunding', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "reviews_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"booking_id" text NOT NULL,
	"author_id" text,
	"author_name" text NOT NULL,
	"subject_id" text NOT NULL,
	"rating" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_comment_check" CHECK (char_length("reviews"."comment") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "user_ratings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_buyer_id_user_id_fk";
--> statement-breakpoint
DROP INDEX "bookings_product_id_idx";--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "buyer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "seller_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "state" text DEFAULT 'requested' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "state_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_user_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_subject_id_user_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_ratings" ADD CONSTRAINT "user_ratings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_events_booking_idx" ON "booking_events" USING btree ("booking_id","id");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."done_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_seq_idx" ON "messages" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "messages_booking_seq_idx" ON "messages" USING btree ("booking_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_seq_idx" ON "notifications" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "notifications_user_seq_idx" ON "notifications" USING btree ("user_id","seq");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_unread_message_idx" ON "notifications" USING btree ("user_id","booking_id") WHERE "notifications"."kind" = 'message' and "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_seq_idx" ON "reviews" USING btree ("seq");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_booking_author_idx" ON "reviews" USING btree ("booking_id","author_id");--> statement-breakpoint
CREATE INDEX "reviews_subject_seq_idx" ON "reviews" USING btree ("subject_id","seq");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_seller_id_user_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_buyer_id_user_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_open_product_idx" ON "bookings" USING btree ("product_id") WHERE "bookings"."state" in ('requested', 'accepted');--> statement-breakpoint
CREATE INDEX "bookings_product_idx" ON "bookings" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "bookings_seller_seq_idx" ON "bookings" USING btree ("seller_id","seq");--> statement-breakpoint
CREATE INDEX "bookings_open_expiry_idx" ON "bookings" USING btree ("expires_at") WHERE "bookings"."state" in ('requested', 'accepted');--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_state_check" CHECK ("bookings"."state" in ('requested', 'accepted', 'declined', 'cancelled', 'expired', 'completed'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_payment_method_check" CHECK ("bookings"."payment_method" in ('cash', 'card'));--> statement-breakpoint
-- Bookings made before the lifecycle: requested, of the seller of their copy, expiring 48 hours from
-- now (BOOKING_REQUEST_HOURS' default), each with its first event.
UPDATE "bookings" b SET "seller_id" = p."seller_id" FROM "products" p WHERE p."id" = b."product_id";
--> statement-breakpoint
UPDATE "bookings" SET "expires_at" = now() + interval '48 hours', "state_changed_at" = "created_at";
--> statement-breakpoint
INSERT INTO "booking_events" ("booking_id", "state", "actor_id", "created_at")
SELECT "id", 'requested', "buyer_id", "created_at" FROM "bookings" ORDER BY "seq";
--> statement-breakpoint
-- open_bookings counts each buyer's open bookings (requested or accepted), not every row: a booking
-- that closes frees its place under MAX_OPEN_BOOKINGS. Buyers in key order, as before.
CREATE OR REPLACE FUNCTION "bookings_count_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "open_bookings" o SET "count" = o."count" + d.n
  FROM (SELECT "buyer_id", count(*)::int AS n FROM new_rows
        WHERE "state" IN ('requested', 'accepted') GROUP BY 1 ORDER BY 1) AS d
  WHERE o."buyer_id" = d."buyer_id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bookings_count_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "open_bookings" o SET "count" = greatest(o."count" - d.n, 0)
  FROM (SELECT "buyer_id", count(*)::int AS n FROM old_rows
        WHERE "state" IN ('requested', 'accepted') GROUP BY 1 ORDER BY 1) AS d
  WHERE o."buyer_id" = d."buyer_id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "bookings_count_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "open_bookings" o SET "count" = greatest(o."count" + d.n, 0)
  FROM (
    SELECT "buyer_id", sum(delta)::int AS n FROM (
      SELECT "buyer_id", 1 AS delta FROM new_rows WHERE "state" IN ('requested', 'accepted')
      UNION ALL
      SELECT "buyer_id", -1 FROM old_rows WHERE "state" IN ('requested', 'accepted')
    ) AS changes WHERE "buyer_id" IS NOT NULL GROUP BY 1 HAVING sum(delta) <> 0 ORDER BY 1
  ) AS d
  WHERE o."buyer_id" = d."buyer_id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "bookings_count_updated" AFTER UPDATE ON "bookings"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bookings_count_updated"();
--> statement-breakpoint
UPDATE "open_bookings" o SET "count" = (
  SELECT count(*)::int FROM "bookings" b
  WHERE b."buyer_id" = o."buyer_id" AND b."state" IN ('requested', 'accepted'));
--> statement-breakpoint
-- A person's reviews summed for the book cards, in the same transaction as the review.
CREATE FUNCTION "reviews_rated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "user_ratings" AS r ("user_id", "count", "total")
  SELECT "subject_id", count(*)::int, sum("rating")::int FROM new_rows GROUP BY 1 ORDER BY 1
  ON CONFLICT ("user_id") DO UPDATE SET "count" = r."count" + excluded."count", "total" = r."total" + excluded."total";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "reviews_rated" AFTER INSERT ON "reviews"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "reviews_rated"();
--> statement-breakpoint
-- What the open pages must learn at once, on every instance (server-sent events): a message in a
-- thread ('m:' booking id ':' message id), a booking's new state ('b:' booking id), a person's new
-- or changed notification ('n:' user id). Delivered at commit, in commit order.
CREATE FUNCTION "notify_booking_live"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'messages' THEN
    PERFORM pg_notify('booking_live', 'm:' || NEW."booking_id" || ':' || NEW."id");
  ELSIF TG_TABLE_NAME = 'bookings' THEN
    PERFORM pg_notify('booking_live', 'b:' || NEW."id");
  ELSE
    PERFORM pg_notify('booking_live', 'n:' || NEW."user_id");
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "messages_live" AFTER INSERT ON "messages"
  FOR EACH ROW EXECUTE FUNCTION "notify_booking_live"();
--> statement-breakpoint
CREATE TRIGGER "bookings_live" AFTER UPDATE OF "state", "payment_method", "paid_at" ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "notify_booking_live"();
--> statement-breakpoint
CREATE TRIGGER "notifications_live" AFTER INSERT OR UPDATE ON "notifications"
  FOR EACH ROW EXECUTE FUNCTION "notify_booking_live"();
