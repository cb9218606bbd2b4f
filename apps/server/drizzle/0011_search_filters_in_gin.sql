-- Search's GIN index takes the filters that are one value each (category, language, format,
-- condition) beside the words, through btree_gin (shipped with PostgreSQL and PGlite, a trusted
-- extension): a common word with a rare filter is read as the few books that have both.
CREATE EXTENSION IF NOT EXISTS "btree_gin";--> statement-breakpoint
DROP INDEX "products_search_idx";--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_document","category_id","language","format","product_condition") WHERE "products"."status" = 'available';--> statement-breakpoint
-- Search's newest-first walk names the search document in its predicate, so that the category page
-- (which never mentions it) keeps its own index: with an index of every book on sale by seq, the
-- planner walked all of them newest first for a category's page and filtered by category.
DROP INDEX "products_available_seq_idx";--> statement-breakpoint
CREATE INDEX "products_search_newest_idx" ON "products" USING btree ("seq") WHERE "products"."status" = 'available' and "products"."search_document" is not null;
