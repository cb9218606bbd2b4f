CREATE TABLE "open_bookings" (
	"buyer_id" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "open_bookings_count_check" CHECK ("open_bookings"."count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "open_bookings" ADD CONSTRAINT "open_bookings_buyer_id_user_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every user has a row, from sign-up on: a buyer's first bookings lock it like any later ones.
INSERT INTO "open_bookings" ("buyer_id", "count")
SELECT u."id", (SELECT count(*)::int FROM "bookings" b WHERE b."buyer_id" = u."id") FROM "user" u;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "user_open_bookings_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "open_bookings" ("buyer_id") VALUES (NEW."id") ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "user_open_bookings_row" AFTER INSERT ON "user"
  FOR EACH ROW EXECUTE FUNCTION "user_open_bookings_row"();
--> statement-breakpoint
-- Once per statement, buyers in key order: a booking statement has already locked these rows.
CREATE OR REPLACE FUNCTION "bookings_count_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "open_bookings" o SET "count" = o."count" + d.n
  FROM (SELECT "buyer_id", count(*)::int AS n FROM new_rows GROUP BY 1 ORDER BY 1) AS d
  WHERE o."buyer_id" = d."buyer_id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bookings_count_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "open_bookings" o SET "count" = greatest(o."count" - d.n, 0)
  FROM (SELECT "buyer_id", count(*)::int AS n FROM old_rows GROUP BY 1 ORDER BY 1) AS d
  WHERE o."buyer_id" = d."buyer_id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "bookings_count_inserted" AFTER INSERT ON "bookings"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bookings_count_inserted"();
--> statement-breakpoint
CREATE TRIGGER "bookings_count_deleted" AFTER DELETE ON "bookings"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bookings_count_deleted"();
