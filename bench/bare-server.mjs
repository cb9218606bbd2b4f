// The limits the app is compared with: the least a server on node:http can do for the same answer.
//   node bench/bare-server.mjs <port> bytes  <answers.json>   the same bytes as each app GET, prebuilt
//     (each path's base64 JSON answer, or { type, base64 } for another content type: a photo)
//   node bench/bare-server.mjs <port> page   <postgres-url | pglite-dir>   the category page's SQL, per request
//   node bench/bare-server.mjs <port> insert <postgres-url | pglite-dir>   one durable INSERT per POST
//   node bench/bare-server.mjs <port> statements <postgres-url | pglite-dir> <statements.json>
//     for each GET path in the file, the statements the app sent to answer it (bench/capture-statements.ts),
//     in one transaction when the app ran them in one
// It prints "ready" once it listens and stops on SIGTERM.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';

const [portArg, mode, target, statementsFile] = process.argv.slice(2);
const port = Number(portArg);

/**
 * The category page's statement, as the app's repository sends it (Drizzle's text, copied): the
 * category with its count of available books (the sum of its counter rows), joined to one page of
 * books, each with its seller's rating (user_ratings, left joined inside the page).
 */
const BOOK_COLUMNS =
  `id seq category_id category_name book_name image_url original_price resell_price used location
  product_condition posted_time seller_name seller_email status author isbn format language seller_id`.split(
    /\s+/,
  );
const PAGE_COLUMNS = `${BOOK_COLUMNS.map((column) => `"products"."${column}"`).join(', ')},
  "user_ratings"."count" as "rating_count", "user_ratings"."total" as "rating_total"`;
const OUTER_COLUMNS = `"total", ${BOOK_COLUMNS.map((column) => `"page"."${column}"`).join(', ')}, "rating_count",
  "rating_total"`;
const COUNTED = `inner join lateral (select coalesce(sum("available"), 0)::int as "total" from "category_counts"
  where "category_counts"."category_id" = "categories"."category_id") "counted" on true`;
const RATED = `"products" left join "user_ratings" on "user_ratings"."user_id" = "products"."seller_id"`;
/** The app's default page size, and one more row to tell whether a next page exists. */
const PAGE_ROWS = 25;
const FIRST_PAGE = `select ${OUTER_COLUMNS} from "categories" ${COUNTED} left join lateral (select ${PAGE_COLUMNS}
  from ${RATED} where ("products"."category_id" = $1 and "products"."status" = $2) order by "products"."seq" desc
  limit ${PAGE_ROWS}) "page" on true where "categories"."category_id" = $3`;
const NEXT_PAGE = `select ${OUTER_COLUMNS} from "categories" ${COUNTED} left join lateral (select ${PAGE_COLUMNS}
  from ${RATED} where (("products"."category_id" = $1 and "products"."status" = $2) and "products"."seq" < $3)
  order by "products"."seq" desc limit ${PAGE_ROWS}) "page" on true where "categories"."category_id" = $4`;

/** A seller's rating as the app answers it: the average to one decimal, null before the first review. */
function ratingOf(count, total) {
  return count ? { average: Math.round((total * 10) / count) / 10, count } : { average: null, count: 0 };
}

async function openDriver(where) {
  if (where.startsWith('postgres')) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: where, max: 10 });
    return {
      // Named, as the app prepares its statements: parsed and planned once per connection.
      query: async (text, params, name, rowMode) =>
        (await pool.query({ name, text, values: params, rowMode })).rows,
      // The statements `work` sends, on one connection between BEGIN and COMMIT, as Drizzle runs them.
      async transaction(work) {
        const client = await pool.connect();
        try {
          await client.query('begin');
          const result = await work(
            async (text, params, name, rowMode) =>
              (await client.query({ name, text, values: params, rowMode })).rows,
          );
          await client.query('commit');
          return result;
        } catch (error) {
          await client.query('rollback');
          throw error;
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  // The extensions the app's migrations created (apps/server/src/db/extensions.ts).
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const client = await PGlite.create(join(where, 'pglite'), { extensions: { pg_trgm, unaccent } });
  return {
    query: async (text, params, _name, rowMode) =>
      (await client.query(text, params, rowMode ? { rowMode } : undefined)).rows,
    transaction: (work) =>
      client.transaction((tx) =>
        work(
          async (text, params, _name, rowMode) =>
            (await tx.query(text, params, rowMode ? { rowMode } : undefined)).rows,
        ),
      ),
    close: () => client.close(),
  };
}

function readBody(request) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function sendJson(response, status, body) {
  const bytes = Buffer.from(JSON.stringify(body));
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': bytes.length,
  });
  response.end(bytes);
}

async function handlerFor() {
  if (mode === 'bytes') {
    const answers = new Map(
      Object.entries(JSON.parse(readFileSync(target, 'utf8'))).map(([path, answer]) => [
        path,
        typeof answer === 'string'
          ? { type: 'application/json; charset=utf-8', body: Buffer.from(answer, 'base64') }
          : { type: answer.type, body: Buffer.from(answer.base64, 'base64') },
      ]),
    );
    return {
      close: async () => undefined,
      handle(request, response) {
        const answer = answers.get(request.url);
        if (!answer) return sendJson(response, 404, { error: 'unknown path' });
        response.writeHead(200, { 'content-type': answer.type, 'content-length': answer.body.length });
        response.end(answer.body);
      },
    };
  }
  const driver = await openDriver(target);
  if (mode === 'page') {
    return {
      close: driver.close,
      async handle(request, response) {
        const url = new URL(request.url, 'http://bare');
        const category = url.pathname.split('/').at(-1);
        const cursor = url.searchParams.get('cursor');
        const rows = cursor
          ? await driver.query(NEXT_PAGE, [category, 'available', Number(cursor), category], 'next_page')
          : await driver.query(FIRST_PAGE, [category, 'available', category], 'first_page');
        if (rows.length === 0) return sendJson(response, 404, { error: 'no such category' });
        sendJson(
          response,
          200,
          rows
            .slice(0, PAGE_ROWS - 1)
            .map(({ total: _total, seq: _seq, rating_count, rating_total, ...book }) => ({
              ...book,
              seller_rating: ratingOf(rating_count, rating_total),
            })),
        );
      },
    };
  }
  if (mode === 'statements') {
    // Each step's statements sent together, the steps one after another, as the app sent them.
    const answers = new Map(Object.entries(JSON.parse(readFileSync(statementsFile, 'utf8'))));
    return {
      close: driver.close,
      async handle(request, response) {
        const answer = answers.get(request.url);
        if (!answer) return sendJson(response, 404, { error: 'unknown path' });
        const run = async (query) => {
          const results = [];
          for (const step of answer.steps) {
            results.push(
              ...(await Promise.all(
                step.map((statement) =>
                  query(statement.text, statement.values, statement.name, statement.rowMode),
                ),
              )),
            );
          }
          return results;
        };
        sendJson(response, 200, await (answer.inTransaction ? driver.transaction(run) : run(driver.query)));
      },
    };
  }
  if (mode === 'insert') {
    await driver.query(
      'create table if not exists bench_inserts (id text primary key, payload jsonb not null, created_at timestamptz not null default now())',
      [],
    );
    return {
      close: driver.close,
      async handle(request, response) {
        const payload = JSON.parse((await readBody(request)).toString('utf8'));
        const id = randomUUID();
        await driver.query('insert into bench_inserts (id, payload) values ($1, $2)', [id, payload]);
        sendJson(response, 201, { acknowledged: true, insertedId: id });
      },
    };
  }
  throw new Error(`unknown mode ${mode}`);
}

const handler = await handlerFor();
const server = createServer((request, response) => {
  Promise.resolve(handler.handle(request, response)).catch((error) => {
    sendJson(response, 500, { error: String(error) });
  });
});
server.keepAliveTimeout = 30_000;
server.listen(port, '127.0.0.1', () => console.log('ready'));
process.once('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => {
    void handler.close().then(() => process.exit(0));
  });
});
