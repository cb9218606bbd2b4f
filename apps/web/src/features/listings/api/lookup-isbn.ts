import type { BOOK_FORMATS, UploadedPhoto } from '@second-shelf/shared';
import { apiRequest } from '../../../lib/api-client.js';

export interface BookFacts {
  isbn: string;
  title: string;
  author: string;
  cover: UploadedPhoto | null;
  /** As a copy listed here before had them. */
  format: (typeof BOOK_FORMATS)[number] | null;
  language: string | null;
  publisher: string | null;
  published_year: number | null;
  /** The category the latest copy listed here was in. */
  category_id: string | null;
}

/**
 * Fill from ISBN: what the book metadata service (when set up) and the copies listed here before
 * know of a book, its cover already uploaded.
 */
export async function lookupIsbn(isbn: string): Promise<BookFacts> {
  return (await apiRequest<BookFacts>(`/api/isbn/${encodeURIComponent(isbn)}`)).data;
}
