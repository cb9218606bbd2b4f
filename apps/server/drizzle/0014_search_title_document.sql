-- Search (src/db/fast-path/search-pages.ts).
-- The relevance order puts the books whose title, author or ISBN hold every word first. It tested
-- each match's whole document for that (ts_filter), so a word common in descriptions but rare in
-- titles read every match: the title's words now have a column and a GIN index of their own.
-- The newest-first walk's index said `search_document is not null` to keep the category page off it;
-- PostgreSQL 18 (PGlite's) drops that from a query as always true of a NOT NULL column, so no search
-- could take the index there: it says `seq > 0` (an identity from 1) instead.
DROP INDEX "products_search_newest_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "title_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, search_fold(book_name || ' ' || author)) || to_tsvector('simple'::regconfig, coalesce(isbn, ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_title_search_idx" ON "products" USING gin ("title_document") WHERE "products"."status" = 'available';--> statement-breakpoint
CREATE INDEX "products_search_newest_idx" ON "products" USING btree ("seq") WHERE "products"."status" = 'available' and "products"."seq" > 0;