import type { UploadedPhoto } from '@second-shelf/shared';
import { apiRequest } from '../../../lib/api-client.js';

export interface BookFacts {
  isbn: string;
  title: string;
  author: string;
  cover: UploadedPhoto | null;
}

/** Fill from ISBN: what the book metadata service knows of a book, its cover already uploaded. */
export async function lookupIsbn(isbn: string): Promise<BookFacts> {
  return (await apiRequest<BookFacts>(`/api/isbn/${encodeURIComponent(isbn)}`)).data;
}
