// Search on the full catalogue (1,000,000 books on PostgreSQL, 100,000 on PGlite): a word in one book
// of NOUNS.length, the same word misspelt, and by price, each against exactly the statements the app
// sends for it.
import { ApiClient } from '../../apps/server/test/api-client.js';
import { targetsOf } from './report.js';
import { againstSameStatements } from './same-sql.js';
import { fillBooks, NOUNS } from './seed.js';
import { appOnDemand, labelOf, type BenchDatabase } from './servers.js';
import { CONNECTIONS } from './settings.js';

export async function benchSearch(database: BenchDatabase, books: number): Promise<void> {
  const check = targetsOf(labelOf(database));
  const server = appOnDemand(database);
  const client = new ApiClient((await server.app()).url);
  const seller = await client.signUp('seller');
  const buyer = await client.signUp('buyer');
  await server.stopped();
  await fillBooks(database, seller, books);
  const share = `1 book in ${NOUNS.length}`;
  const gets = [
    {
      scenario: `search "garden" (${share} of ${books.toLocaleString('en')}), by relevance (buyer)`,
      target: 'search for a common word',
      path: '/api/search?q=garden',
    },
    {
      scenario: `search "gardn" (misspelt: searched as "garden"), by relevance (buyer)`,
      target: 'search with a misspelling',
      path: '/api/search?q=gardn',
    },
    {
      scenario: `search "garden", cheapest first (buyer)`,
      target: 'search by price',
      path: '/api/search?q=garden&sort=price_asc',
    },
  ].map((get) => ({ ...get, cookie: buyer.cookie }));
  try {
    await againstSameStatements(database, server, 'search', gets, (get, figures) => {
      if (database.kind === 'postgres') {
        check(
          `${get.target}: p99 ≤ 30 ms at ${CONNECTIONS} connections`,
          `${figures.p99} ms`,
          figures.p99 <= 30,
        );
      }
    });
  } finally {
    await server.stopped();
  }
}
