-- Search's newest-first walk names the search document in its predicate, so that the category page
-- (which never mentions it) keeps its own index: with an index of every book on sale by seq, the
-- planner walked all of them newest first for a category's page and filtered by category.
DROP INDEX "products_available_seq_idx";--> statement-breakpoint
CREATE INDEX "products_search_newest_idx" ON "products" USING btree ("seq") WHERE "products"."status" = 'available' and "products"."search_document" is not null;
