import { desc, eq } from 'drizzle-orm';
import type { BOOK_FORMATS } from '@second-shelf/shared';
import type { Db } from '../../db/client.js';
import { listings } from '../../db/schema.js';

/** What this site's own latest copy of a book says of it. */
export interface KnownCopy {
  title: string;
  author: string;
  format: (typeof BOOK_FORMATS)[number];
  language: string;
  publisher: string;
  publishedYear: number | null;
  categoryId: string;
}

/**
 * The latest copy of the book listed here before, by its ISBN (on products_isbn_idx), whatever
 * became of it: an install without the metadata service learns its own catalogue.
 */
export async function latestCopyOf(db: Db, isbn: string): Promise<KnownCopy | undefined> {
  const [copy] = await db
    .select({
      title: listings.bookName,
      author: listings.author,
      format: listings.format,
      language: listings.language,
      publisher: listings.publisher,
      publishedYear: listings.publishedYear,
      categoryId: listings.categoryId,
    })
    .from(listings)
    .where(eq(listings.isbn, isbn))
    .orderBy(desc(listings.seq))
    .limit(1);
  return copy;
}
