-- Search's GIN index takes the filters that are one value each (category, language, format,
-- condition) beside the words, through btree_gin (shipped with PostgreSQL and PGlite, a trusted
-- extension): a common word with a rare filter is read as the few books that have both.
CREATE EXTENSION IF NOT EXISTS "btree_gin";--> statement-breakpoint
DROP INDEX "products_search_idx";--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_document","category_id","language","format","product_condition") WHERE "products"."status" = 'available';
