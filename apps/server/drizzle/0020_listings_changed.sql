-- The visitor pages each instance keeps in memory (src/pages/visitor-pages.ts) are dropped when what
-- they show changes: every statement that adds, changes or removes listings tells 'listings_changed'
-- each category ('c:' id) and each seller ('s:' id) it touched, and a review or a seller's
-- verification tells the seller ('s:' id), whose rating and tick their books show. Past 50 of them
-- in one statement (a bulk import), one '*': everything. src/db/change-events.ts reads them.
CREATE FUNCTION "notify_listings_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched text[];
  one text;
BEGIN
  IF TG_TABLE_NAME = 'products' AND TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT k) INTO touched FROM (
      SELECT 'c:' || "category_id" FROM new_rows UNION ALL SELECT 's:' || "seller_id" FROM new_rows
    ) t(k);
  ELSIF TG_TABLE_NAME = 'products' AND TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT k) INTO touched FROM (
      SELECT 'c:' || "category_id" FROM old_rows UNION ALL SELECT 's:' || "seller_id" FROM old_rows
    ) t(k);
  ELSIF TG_TABLE_NAME = 'products' THEN
    SELECT array_agg(DISTINCT k) INTO touched FROM (
      SELECT 'c:' || "category_id" FROM new_rows UNION ALL SELECT 's:' || "seller_id" FROM new_rows
      UNION ALL SELECT 'c:' || "category_id" FROM old_rows UNION ALL SELECT 's:' || "seller_id" FROM old_rows
    ) t(k);
  ELSIF TG_TABLE_NAME = 'reviews' THEN
    SELECT array_agg(DISTINCT 's:' || "subject_id") INTO touched FROM new_rows;
  ELSE
    touched := ARRAY['s:' || NEW."id"];
  END IF;
  IF cardinality(touched) > 50 THEN
    PERFORM pg_notify('listings_changed', '*');
  ELSIF touched IS NOT NULL THEN
    FOREACH one IN ARRAY touched LOOP
      PERFORM pg_notify('listings_changed', one);
    END LOOP;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_listings_inserted" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_listings_changed"();
--> statement-breakpoint
CREATE TRIGGER "products_listings_updated" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_listings_changed"();
--> statement-breakpoint
CREATE TRIGGER "products_listings_deleted" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_listings_changed"();
--> statement-breakpoint
CREATE TRIGGER "reviews_listings_changed" AFTER INSERT ON "reviews"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_listings_changed"();
--> statement-breakpoint
CREATE TRIGGER "user_listings_verified" AFTER UPDATE OF "verified_at" ON "user"
  FOR EACH ROW WHEN (OLD."verified_at" IS DISTINCT FROM NEW."verified_at")
  EXECUTE FUNCTION "notify_listings_changed"();
