// The page audits: Lighthouse (bench/lighthouse.mjs) on the home, category, book, login and Add
// Product pages of a server with the demo data on PGlite.
import { spawnServer, waitUntilUp } from '../../apps/server/test/child-server.js';
import { freePort } from '../../apps/server/test/free-port.js';
import { pgliteDatabase } from './servers.js';
import { CATEGORY } from './settings.js';

export async function lighthouseTable(): Promise<string> {
  // The helper lives in bench/; it audits pages of a running server.
  const { runLighthouse, bookPagePath } = (await import('../lighthouse.mjs')) as {
    bookPagePath: (baseUrl: string, cookie: string) => Promise<string | undefined>;
    runLighthouse: (options: {
      baseUrl: string;
      pages: {
        name: string;
        path: string;
        cookie?: string;
        withoutScripts?: boolean;
        withoutOpenerPolicy?: boolean;
      }[];
    }) => Promise<
      {
        name: string;
        path: string;
        performance: number;
        performanceRange: [number, number];
        accessibility: number;
        bestPractices: number;
        lcpMs: number;
        cls: number;
        tbtMs: number;
        benchmarkIndex: number;
        browser: string;
      }[]
    >;
  };
  const database = pgliteDatabase();
  const port = await freePort();
  const server = spawnServer({ ...database.serverSettings(port), SEED_DEMO: 'true' });
  try {
    await waitUntilUp(server, 120_000);
    const cookieOf = async (email: string, password: string) => {
      const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify({ email, password }),
      });
      return signIn.headers
        .getSetCookie()
        .map((value) => value.split(';')[0])
        .join('; ');
    };
    const cookie = await cookieOf('buyer@example.com', 'shelf-buyer-1');
    const sellerCookie = await cookieOf('seller@example.com', 'shelf-seller-1');
    // The demo advertises books with photos: the home page has its Advertised Items, and the first
    // of them is the book page audited.
    const bookPage = await bookPagePath(server.url, cookie);
    if (!bookPage) throw new Error('The demo data has no book for the book page');
    const results = await runLighthouse({
      baseUrl: server.url,
      // Each page also with its scripts blocked: the page as the server draws it, the limit of what
      // the browser's part (loading, hydrating, drawing the rest) is measured against; and without
      // the Cross-Origin-Opener-Policy header, whose cost on a load is measured so.
      pages: [
        { name: 'home (with Advertised Items)', path: '/' },
        { name: 'category (signed-in buyer)', path: `/category/${CATEGORY}`, cookie },
        { name: 'book page (signed-in buyer)', path: bookPage, cookie },
      ]
        .flatMap((page) => [
          page,
          { ...page, name: `${page.name}, scripts blocked`, withoutScripts: true },
          { ...page, name: `${page.name}, without Cross-Origin-Opener-Policy`, withoutOpenerPolicy: true },
        ])
        // The first page of every new visitor, which the browser draws itself (no server drawing),
        // and the seller's Add Product (its accessibility above all: a form of many controls).
        .concat(
          { name: 'login (visitor)', path: '/login' },
          { name: 'Add Product (signed-in seller)', path: '/addproduct', cookie: sellerCookie },
        ),
    });
    return [
      '| Page | Performance | Accessibility | Best practices | LCP | CLS | TBT | Machine |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...results.map(
        (r) =>
          `| ${r.name} (${r.path}) | ${r.performance} (${r.performanceRange.join('–')}) | ${r.accessibility} | ${r.bestPractices} | ${(r.lcpMs / 1000).toFixed(2)} s | ${r.cls} | ${r.tbtMs} ms | ${r.benchmarkIndex} |`,
      ),
      '',
      `Browser: ${[...new Set(results.map((r) => r.browser))].join(', ')}. Machine: Lighthouse's benchmark index of the median run (its own measure of the CPU's speed during the run; higher is faster), which the scores follow from one day to the next.`,
    ].join('\n');
  } finally {
    await server.stop();
    await database.drop();
  }
}
