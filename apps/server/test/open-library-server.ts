import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/** A book the local service knows: Open Library's fields, and whether it has a cover. */
export interface LocalBook {
  title: string;
  authors: string[];
  cover?: boolean;
  /** Open Library's `publishers: [{ name }]` and `publish_date` ("2004", "March 2004"…). */
  publisher?: string;
  publishDate?: string;
}

export interface LocalOpenLibrary {
  url: string;
  /** Every path asked for, in order. */
  requests: string[];
  /** Answers after this many milliseconds (a slow service). */
  delayMs: number;
  close(): Promise<void>;
}

/**
 * A local server answering as Open Library does (https://openlibrary.org/dev/docs/api/books):
 * `GET /api/books?bibkeys=ISBN:<isbn>&jscmd=data&format=json` gives `{ "ISBN:<isbn>": { title,
 * authors: [{ name, url }], publishers: [{ name }], publish_date, cover: { small, medium, large } } }`
 * for a known book and `{}` otherwise;
 * the covers are JPEGs on the same server (Open Library's are on covers.openlibrary.org).
 */
export async function startOpenLibrary(books: Record<string, LocalBook>): Promise<LocalOpenLibrary> {
  const cover = await sharp({
    create: {
      width: 360,
      height: 540,
      channels: 3,
      background: '#1d4e89',
      noise: { type: 'gaussian', mean: 90, sigma: 20 },
    },
  })
    .jpeg()
    .toBuffer();
  const state = { requests: [] as string[], delayMs: 0 };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    state.requests.push(`${url.pathname}${url.search}`);
    setTimeout(() => {
      if (url.pathname === '/api/books') {
        const key = url.searchParams.get('bibkeys') ?? '';
        const book = books[key.replace(/^ISBN:/, '')];
        const base = `http://${request.headers.host}`;
        const body = book
          ? {
              [key]: {
                url: `${base}/books/OL1M`,
                key: '/books/OL1M',
                title: book.title,
                authors: book.authors.map((name, index) => ({ url: `${base}/authors/OL${index}A`, name })),
                ...(book.publisher ? { publishers: [{ name: book.publisher }] } : {}),
                ...(book.publishDate ? { publish_date: book.publishDate } : {}),
                ...(book.cover
                  ? {
                      cover: {
                        small: `${base}/b/id/1-S.jpg`,
                        medium: `${base}/b/id/1-M.jpg`,
                        large: `${base}/b/id/1-L.jpg`,
                      },
                    }
                  : {}),
              },
            }
          : {};
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      } else if (url.pathname.startsWith('/b/id/')) {
        response.writeHead(200, { 'content-type': 'image/jpeg' }).end(cover);
      } else {
        response.writeHead(404).end();
      }
    }, state.delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get requests() {
      return state.requests;
    },
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(value: number) {
      state.delayMs = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
