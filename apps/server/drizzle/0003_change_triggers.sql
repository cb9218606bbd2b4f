-- Counts of available books per category, kept in the same transaction as every change to products
-- (listing, booking, removal, a seller's account deleted with its books). Statement-level triggers
-- with transition tables: one UPDATE per statement whatever the number of rows, and the category rows
-- are locked only after the statement has locked its product rows, always in that order.
UPDATE "categories" c SET "available_books" = (
  SELECT count(*)::int FROM "products" p WHERE p."category_id" = c."category_id" AND p."status" = 'available'
);
--> statement-breakpoint
-- A trigger naming transition tables may have only one event, so each event has its own function.
CREATE FUNCTION "products_count_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "categories" c SET "available_books" = c."available_books" + d.change
  FROM (SELECT "category_id", count(*)::int AS change FROM new_rows WHERE "status" = 'available' GROUP BY 1) AS d
  WHERE c."category_id" = d."category_id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "products_count_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "categories" c SET "available_books" = c."available_books" - d.change
  FROM (SELECT "category_id", count(*)::int AS change FROM old_rows WHERE "status" = 'available' GROUP BY 1) AS d
  WHERE c."category_id" = d."category_id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "products_count_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "categories" c SET "available_books" = c."available_books" + d.change
  FROM (
    SELECT "category_id", sum(change)::int AS change FROM (
      SELECT "category_id", 1 AS change FROM new_rows WHERE "status" = 'available'
      UNION ALL
      SELECT "category_id", -1 FROM old_rows WHERE "status" = 'available'
    ) AS changes
    GROUP BY 1
    HAVING sum(change) <> 0
  ) AS d
  WHERE c."category_id" = d."category_id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_count_inserted" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "products_count_inserted"();
--> statement-breakpoint
CREATE TRIGGER "products_count_deleted" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "products_count_deleted"();
--> statement-breakpoint
CREATE TRIGGER "products_count_updated" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "products_count_updated"();
--> statement-breakpoint
-- Every server instance keeps signed-in sessions and the category list in memory and drops them when
-- the database says they changed. NOTIFY is delivered at commit, to every listening instance, whoever
-- made the change (Better Auth, an admin, the admin command, another instance).
CREATE FUNCTION "notify_viewer_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'session' THEN
    PERFORM pg_notify('viewer_changed', 's:' || OLD."id");
  ELSE
    PERFORM pg_notify('viewer_changed', 'u:' || OLD."id");
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "session_viewer_changed" AFTER UPDATE OR DELETE ON "session"
  FOR EACH ROW EXECUTE FUNCTION "notify_viewer_changed"();
--> statement-breakpoint
CREATE TRIGGER "user_viewer_changed" AFTER UPDATE OR DELETE ON "user"
  FOR EACH ROW EXECUTE FUNCTION "notify_viewer_changed"();
--> statement-breakpoint
CREATE FUNCTION "notify_catalog_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Only the columns the category list shows: the counts change with every booking and are not cached.
CREATE TRIGGER "categories_catalog_changed" AFTER INSERT OR DELETE OR UPDATE OF "category_id", "category_name", "image_url"
  ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
