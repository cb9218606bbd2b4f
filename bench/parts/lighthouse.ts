// The page audits: Lighthouse (bench/lighthouse.mjs) on every public page of a server with the demo
// data on PGlite, as a visitor and as the demo buyer, each beside itself with its scripts blocked.
import { spawnServer, waitUntilUp } from '../../apps/server/test/child-server.js';
import { freePort } from '../../apps/server/test/free-port.js';
import { pgliteDatabase } from './servers.js';

interface Account {
  email: string;
  password: string;
}

export async function lighthouseTable(): Promise<string> {
  // The helper lives in bench/; it audits pages of a running server.
  const lighthouse = (await import('../lighthouse.mjs')) as {
    DEMO_BUYER: Account;
    DEMO_SELLER: Account;
    demoCookie: (baseUrl: string, account: Account) => Promise<string | undefined>;
    bookPagePath: (baseUrl: string, cookie: string | undefined) => Promise<string | undefined>;
    auditedPages: (options: {
      bookPage: string;
      buyerCookie: string | undefined;
      sellerCookie: string | undefined;
    }) => { name: string; path: string; cookie?: string; withoutScripts?: boolean }[];
    runLighthouse: (options: {
      baseUrl: string;
      pages: ReturnType<typeof lighthouse.auditedPages>;
    }) => Promise<unknown[]>;
    lighthouseTable: (results: unknown[]) => string;
  };
  const database = pgliteDatabase();
  const port = await freePort();
  const server = spawnServer({ ...database.serverSettings(port), SEED_DEMO: 'true' });
  try {
    await waitUntilUp(server, 120_000);
    const buyerCookie = await lighthouse.demoCookie(server.url, lighthouse.DEMO_BUYER);
    const sellerCookie = await lighthouse.demoCookie(server.url, lighthouse.DEMO_SELLER);
    // The demo advertises books with photos: the home page has its Advertised Items, and the first
    // of them is the book page audited.
    const bookPage = await lighthouse.bookPagePath(server.url, buyerCookie);
    if (!bookPage) throw new Error('The demo data has no book for the book page');
    const results = await lighthouse.runLighthouse({
      baseUrl: server.url,
      pages: lighthouse.auditedPages({ bookPage, buyerCookie, sellerCookie }),
    });
    return lighthouse.lighthouseTable(results);
  } finally {
    await server.stop();
    await database.drop();
  }
}
