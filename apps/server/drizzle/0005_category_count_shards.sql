CREATE TABLE "category_counts" (
	"category_id" text NOT NULL,
	"shard" integer NOT NULL,
	"available" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "category_counts_category_id_shard_pk" PRIMARY KEY("category_id","shard")
);
--> statement-breakpoint
ALTER TABLE "category_counts" ADD CONSTRAINT "category_counts_category_id_categories_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("category_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" DROP COLUMN "available_books";--> statement-breakpoint
-- The counts move to 16 rows per category, chosen by product id: a booking locks one of them until
-- its commit, so bookings of different copies no longer queue behind one row per category. Rows
-- are changed in key order, so two statements changing several cannot deadlock.
INSERT INTO "category_counts" ("category_id", "shard", "available")
SELECT c."category_id", s.shard, 0 FROM "categories" c CROSS JOIN generate_series(0, 15) AS s(shard);
--> statement-breakpoint
UPDATE "category_counts" cc SET "available" = d.n
FROM (
  SELECT "category_id", abs(hashtext("id")) % 16 AS shard, count(*)::int AS n
  FROM "products" WHERE "status" = 'available' GROUP BY 1, 2
) AS d
WHERE cc."category_id" = d."category_id" AND cc."shard" = d.shard;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "products_count_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "category_counts" AS cc ("category_id", "shard", "available")
  SELECT "category_id", shard, change FROM (
    SELECT "category_id", abs(hashtext("id")) % 16 AS shard, count(*)::int AS change
    FROM new_rows WHERE "status" = 'available' GROUP BY 1, 2
  ) AS d
  WHERE change <> 0
  ORDER BY "category_id", shard
  ON CONFLICT ("category_id", "shard") DO UPDATE SET "available" = cc."available" + excluded."available";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "products_count_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "category_counts" AS cc ("category_id", "shard", "available")
  SELECT "category_id", shard, change FROM (
    SELECT "category_id", abs(hashtext("id")) % 16 AS shard, -count(*)::int AS change
    FROM old_rows WHERE "status" = 'available' GROUP BY 1, 2
  ) AS d
  WHERE change <> 0
  ORDER BY "category_id", shard
  ON CONFLICT ("category_id", "shard") DO UPDATE SET "available" = cc."available" + excluded."available";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "products_count_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "category_counts" AS cc ("category_id", "shard", "available")
  SELECT "category_id", shard, change FROM (
    SELECT "category_id", abs(hashtext("id")) % 16 AS shard, sum(change)::int AS change FROM (
      SELECT "category_id", "id", 1 AS change FROM new_rows WHERE "status" = 'available'
      UNION ALL
      SELECT "category_id", "id", -1 FROM old_rows WHERE "status" = 'available'
    ) AS changes
    GROUP BY 1, 2
  ) AS d
  WHERE change <> 0
  ORDER BY "category_id", shard
  ON CONFLICT ("category_id", "shard") DO UPDATE SET "available" = cc."available" + excluded."available";
  RETURN NULL;
END
$$;
