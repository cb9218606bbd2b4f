import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bookMetadata } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';

/** What the service knows of a book, by ISBN-13. */
export interface BookFacts {
  title: string;
  author: string;
  /** The cover's address at the service, when it has one. */
  coverUrl: string | null;
  /** The edition's first publisher ('' when none is given) and year (null when none is read). */
  publisher: string;
  publishedYear: number | null;
}

/** A known book is asked again after a month, an unknown one after a day (it may be added). */
const FOUND_FOR_MS = 30 * 24 * 60 * 60 * 1000;
const NOT_FOUND_FOR_MS = 24 * 60 * 60 * 1000;
/** The largest cover fetched. */
const COVER_MAX_BYTES = 5 * 1024 * 1024;

interface OpenLibraryBook {
  title?: unknown;
  subtitle?: unknown;
  authors?: { name?: unknown }[];
  publishers?: { name?: unknown }[];
  publish_date?: unknown;
  cover?: { large?: unknown; medium?: unknown; small?: unknown };
}

const text = (value: unknown, max: number) =>
  typeof value === 'string' ? value.replace(/\s+/g, ' ').trim().slice(0, max) : '';

/** The facts of Open Library's `/api/books?jscmd=data` answer for one ISBN, or null when it has none. */
export function readOpenLibraryAnswer(body: unknown, isbn: string): BookFacts | null {
  const book = (body as Record<string, OpenLibraryBook | undefined> | null)?.[`ISBN:${isbn}`];
  if (!book || typeof book !== 'object') return null;
  const title = text(book.title, 200);
  if (title === '') return null;
  const authors = Array.isArray(book.authors)
    ? book.authors.map((a) => text(a?.name, 200)).filter(Boolean)
    : [];
  const cover = book.cover?.large ?? book.cover?.medium ?? book.cover?.small;
  const publisher = Array.isArray(book.publishers) ? text(book.publishers[0]?.name, 200) : '';
  // "2004", "March 2004", "2004-03-01": the first four-digit year in it.
  const year = /\b(1[4-9]\d\d|20\d\d)\b/.exec(text(book.publish_date, 100))?.[1];
  return {
    title,
    author: authors.join(', ').slice(0, 200),
    coverUrl: typeof cover === 'string' ? cover : null,
    publisher,
    publishedYear: year === undefined ? null : Number(year),
  };
}

/**
 * "Fill from ISBN": asks an Open Library-compatible service (BOOK_METADATA_URL), with a short
 * timeout, and keeps its answers in book_metadata, so a book is asked for once a month at most.
 */
export function createBookLookup(db: Db, service: { url: string; timeoutMs: number }) {
  const origin = new URL(service.url).origin;

  async function ask(isbn: string): Promise<BookFacts | null> {
    let response: Response;
    try {
      response = await fetch(`${service.url}/api/books?bibkeys=ISBN:${isbn}&jscmd=data&format=json`, {
        signal: AbortSignal.timeout(service.timeoutMs),
        headers: { accept: 'application/json' },
      });
    } catch {
      throw new AppError('BOOK_METADATA_UNAVAILABLE');
    }
    if (!response.ok) throw new AppError('BOOK_METADATA_UNAVAILABLE');
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new AppError('BOOK_METADATA_UNAVAILABLE');
    }
    return readOpenLibraryAnswer(body, isbn);
  }

  return {
    /** The book's facts, cached or asked for; null when the service knows no such book. */
    async facts(isbn: string): Promise<BookFacts | null> {
      const [cached] = await db.select().from(bookMetadata).where(eq(bookMetadata.isbn, isbn)).limit(1);
      const age = cached ? Date.now() - cached.fetchedAt.getTime() : Infinity;
      if (cached && age < (cached.found ? FOUND_FOR_MS : NOT_FOUND_FOR_MS)) {
        return cached.found
          ? {
              title: cached.title ?? '',
              author: cached.author ?? '',
              coverUrl: cached.coverUrl,
              publisher: cached.publisher ?? '',
              publishedYear: cached.publishedYear,
            }
          : null;
      }
      const facts = await ask(isbn);
      const row = {
        isbn,
        found: facts !== null,
        title: facts?.title ?? null,
        author: facts?.author ?? null,
        coverUrl: facts?.coverUrl ?? null,
        publisher: facts?.publisher ?? null,
        publishedYear: facts?.publishedYear ?? null,
      };
      await db
        .insert(bookMetadata)
        .values(row)
        .onConflictDoUpdate({ target: bookMetadata.isbn, set: { ...row, fetchedAt: sql`now()` } });
      return facts;
    },

    /**
     * The cover's bytes, when its address is https or on the service itself (never another plain
     * http address), within the timeout and size limit; null when it cannot be had.
     */
    async cover(url: string): Promise<Buffer | null> {
      let address: URL;
      try {
        address = new URL(url, service.url);
      } catch {
        return null;
      }
      if (address.protocol !== 'https:' && address.origin !== origin) return null;
      try {
        const response = await fetch(address, { signal: AbortSignal.timeout(service.timeoutMs) });
        const length = Number(response.headers.get('content-length') ?? 0);
        if (!response.ok || length > COVER_MAX_BYTES) return null;
        const data = Buffer.from(await response.arrayBuffer());
        return data.length > COVER_MAX_BYTES || data.length === 0 ? null : data;
      } catch {
        return null;
      }
    },
  };
}

export type BookLookup = ReturnType<typeof createBookLookup>;
