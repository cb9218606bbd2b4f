-- Search (src/features/search): pg_trgm for misspelt words, unaccent to fold accents. Both ship with
-- PostgreSQL (contrib) and with PGlite (passed when it is opened, src/db/extensions.ts); both are
-- trusted extensions, which the database's owner may create.
CREATE EXTENSION IF NOT EXISTS "unaccent";--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS "pg_trgm";--> statement-breakpoint
-- unaccent() is only STABLE (it reads its dictionary by name); an index or a generated column needs
-- an IMMUTABLE function, so this one names the dictionary itself. Lower case and accents folded:
-- "Émile" and "emile" are one word to search.
CREATE FUNCTION "search_fold"(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, search_fold(book_name || ' ' || author)), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(isbn, '')), 'A') || setweight(to_tsvector('english'::regconfig, search_fold(location)), 'B') || setweight(to_tsvector('english'::regconfig, search_fold(description)), 'C')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_document") WHERE "products"."status" = 'available';--> statement-breakpoint
CREATE INDEX "products_available_seq_idx" ON "products" USING btree ("seq") WHERE "products"."status" = 'available';--> statement-breakpoint
CREATE INDEX "products_available_price_idx" ON "products" USING btree ("resell_price","seq") WHERE "products"."status" = 'available';--> statement-breakpoint
-- The dictionary of misspellings: every word of the titles and authors, added as books are listed
-- or renamed (never removed: a word of a book gone still spells a word). Statement-level on insert,
-- so a batch of books costs one statement; row-level on update, only when the title or author
-- changes, so a booking's change of status never runs it.
CREATE FUNCTION "search_words_of"(title text, author text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT DISTINCT word FROM regexp_split_to_table(search_fold(title || ' ' || author), '[^[:alnum:]]+') AS word
        WHERE char_length(word) BETWEEN 3 AND 40 AND word !~ '^[0-9]+$' $$;
--> statement-breakpoint
CREATE FUNCTION "products_words_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word")
  SELECT DISTINCT w FROM new_rows, search_words_of(new_rows."book_name", new_rows."author") AS w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_words_inserted" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "products_words_inserted"();
--> statement-breakpoint
CREATE FUNCTION "products_words_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word") SELECT search_words_of(NEW."book_name", NEW."author") ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_words_renamed" AFTER UPDATE OF "book_name", "author" ON "products" FOR EACH ROW
  WHEN (OLD."book_name" IS DISTINCT FROM NEW."book_name" OR OLD."author" IS DISTINCT FROM NEW."author")
  EXECUTE FUNCTION "products_words_renamed"();
--> statement-breakpoint
INSERT INTO "search_words" ("word")
SELECT DISTINCT w FROM "products", search_words_of("products"."book_name", "products"."author") AS w
ON CONFLICT DO NOTHING;
