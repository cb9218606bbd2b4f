-- The price suggestion of a book without an ISBN finds copies of the same title and author.
CREATE INDEX "products_title_author_idx" ON "products" USING btree (lower("book_name"),lower("author"));