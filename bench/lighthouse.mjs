// Lighthouse audits of pages of a running Second Shelf server (issue 6, "Web").
//
//   node bench/lighthouse.mjs http://127.0.0.1:3000
//
// audits "/" (with its Advertised Items when some book is advertised, as in the demo data),
// "/category/1" and a book's page (signed in as the demo buyer when the server has the demo
// accounts) and Add Product (as the demo seller), and prints a table; bench/parts/lighthouse.ts imports runLighthouse and bookPagePath for
// bench/results.md.
//
// Lighthouse runs with its default configuration: mobile form factor and simulated throttling
// (a mid-range phone on a slow 4G connection), so that the figures compare with any other
// Lighthouse run. Each page is audited once to warm the server up, then LIGHTHOUSE_RUNS (5) times,
// and the median run is kept, chosen as Lighthouse's own tooling chooses it (computeMedianRun: the
// run nearest the median first paint and time to interactive). The runs' lowest and highest
// performance scores are kept too: on two shared cores, one run's blocking time can differ from
// the next one's by 300 ms. The browser is /usr/bin/chromium (CHROME_PATH overrides it), started
// headless here and always ended here.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { createServer, request } from 'node:http';
import { pathToFileURL } from 'node:url';

const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
// The targets are in these three; SEO and the rest would only lengthen each run.
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const DEMO_BUYER = { email: 'buyer@example.com', password: 'shelf-buyer-1' };
const DEMO_SELLER = { email: 'seller@example.com', password: 'shelf-seller-1' };
// Runs per page; the median run is reported.
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));

const score = (lhr, category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr, audit) => lhr.audits[audit]?.numericValue ?? Number.NaN;

/**
 * Audits the pages one after another in one headless Chromium (one at a time, so that the runs do
 * not compete for the CPU whose speed the simulated throttling scales from) and returns their
 * scores (0–100) and the metrics the targets name. A page with a cookie is loaded with it
 * on every request, as a signed-in user would.
 *
 * A page with `withoutScripts` is loaded with its JavaScript blocked: the page as the server draws it,
 * the limit its scripts are measured against (what is left of the score is theirs). A page with
 * `withoutOpenerPolicy` is loaded through a proxy that takes the Cross-Origin-Opener-Policy header
 * off every answer, to measure what that header costs a load (see openerPolicyStripper).
 *
 * @param {{ baseUrl: string, pages: { name: string, path: string, cookie?: string,
 *   withoutScripts?: boolean, withoutOpenerPolicy?: boolean }[] }} options
 * @returns {Promise<{ name: string, path: string, performance: number,
 *   performanceRange: [number, number], accessibility: number,
 *   bestPractices: number, lcpMs: number, cls: number, tbtMs: number, benchmarkIndex: number,
 *   browser: string }[]>}
 */
export async function runLighthouse({ baseUrl, pages }) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    // --no-sandbox: as root in a container, Chromium has no user namespace for its sandbox.
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    logLevel: 'silent',
  });
  const stripper = pages.some((page) => page.withoutOpenerPolicy)
    ? await openerPolicyStripper(baseUrl)
    : undefined;
  try {
    // The browser's own version (its user agent says only "156.0.0.0").
    const { Browser: browser } = await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json();
    const results = [];
    for (const page of pages) {
      const url = new URL(page.path, page.withoutOpenerPolicy ? stripper.url : baseUrl).href;
      const audit = async () =>
        (
          await lighthouse(url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: CATEGORIES,
            ...(page.cookie ? { extraHeaders: { Cookie: page.cookie } } : {}),
            ...(page.withoutScripts ? { blockedUrlPatterns: ['*.js'] } : {}),
          })
        )?.lhr;
      // A page that could not be audited still gets a report, with empty scores. Some of the
      // reasons are passing hiccups of the browser (NO_NAVSTART, a trace not recorded): try once more.
      const auditOnce = async () => {
        let lhr = await audit();
        if (lhr?.runtimeError) lhr = await audit();
        if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
        if (lhr.runtimeError)
          throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
        return lhr;
      };
      // A first, discarded run warms the server up: here it shares the two cores with the browser,
      // and its first drawing of a page (loading the renderer, compiling the code paths, reading
      // the photos) would count as the phone's own work, which a server elsewhere never does.
      await auditOnce();
      // Lighthouse's own advice for a figure to rely on: several runs, and the median one.
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await auditOnce());
      const lhr = computeMedianRun(runs);
      const performances = runs.map((run) => score(run, 'performance'));
      results.push({
        name: page.name,
        path: page.path,
        performance: score(lhr, 'performance'),
        performanceRange: [Math.min(...performances), Math.max(...performances)],
        accessibility: score(lhr, 'accessibility'),
        bestPractices: score(lhr, 'best-practices'),
        lcpMs: Math.round(numeric(lhr, 'largest-contentful-paint')),
        cls: Number(numeric(lhr, 'cumulative-layout-shift').toFixed(3)),
        tbtMs: Math.round(numeric(lhr, 'total-blocking-time')),
        // Lighthouse's own measure of the machine's speed during the run (higher is faster): the
        // scores follow it, and it moves from day to day here.
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
        browser,
      });
    }
    return results;
  } finally {
    chrome.kill();
    stripper?.close();
  }
}

/**
 * A proxy on 127.0.0.1 in front of the server that forwards every request and answer as it is, but
 * for the Cross-Origin-Opener-Policy header, taken off. With that header a page is opened in a
 * browsing context group of its own: Chromium moves the navigation from Lighthouse's blank page to
 * a new renderer process, and the task that commits the navigation there (93-193 ms in the traces,
 * creating the page's JavaScript context among the rest) falls in the simulated phone's blocking
 * time.
 */
async function openerPolicyStripper(baseUrl) {
  const target = new URL(baseUrl);
  const server = createServer((incoming, outgoing) => {
    const forwarded = request(
      {
        hostname: target.hostname,
        port: target.port,
        path: incoming.url,
        method: incoming.method,
        headers: { ...incoming.headers, host: target.host },
      },
      (answer) => {
        const headers = { ...answer.headers };
        delete headers['cross-origin-opener-policy'];
        outgoing.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () => server.close(),
  };
}

/** A demo account's session cookie, or undefined when the server has no demo accounts. */
async function demoCookie(baseUrl, account) {
  const response = await fetch(new URL('/api/auth/sign-in/email', baseUrl), {
    method: 'POST',
    // The auth routes refuse a request from another origin than the site's.
    headers: { 'content-type': 'application/json', origin: new URL(baseUrl).origin },
    body: JSON.stringify(account),
  }).catch((error) => {
    const reason = error.cause?.code ?? error.cause?.message ?? error.message;
    throw new Error(`No server answers at ${baseUrl} (${reason})`);
  });
  if (!response.ok) return undefined;
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  return cookie || undefined;
}

/**
 * A book's page to audit: the first of the home page's Advertised Items (the demo advertises books
 * with photos), else the newest book of category 1 as a signed-in buyer sees it; undefined when
 * there is neither.
 */
export async function bookPagePath(baseUrl, cookie) {
  const advertised = await (await fetch(new URL('/api/advertised', baseUrl))).json();
  let id = advertised[0]?._id;
  if (!id && cookie) {
    const books = await (await fetch(new URL('/api/categories/1', baseUrl), { headers: { cookie } })).json();
    id = books[0]?._id;
  }
  return id === undefined ? undefined : `/book/${encodeURIComponent(id)}`;
}

function printTable(results) {
  const rows = [
    ['Page', 'Performance', 'Accessibility', 'Best practices', 'LCP', 'CLS', 'TBT', 'Machine'],
    ...results.map((r) => [
      `${r.name} (${r.path})`,
      `${r.performance} (${r.performanceRange.join('–')})`,
      String(r.accessibility),
      String(r.bestPractices),
      `${(r.lcpMs / 1000).toFixed(2)} s`,
      String(r.cls),
      `${r.tbtMs} ms`,
      String(r.benchmarkIndex),
    ]),
  ];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const pad = (cell, column) => (column === 0 ? cell.padEnd(widths[0]) : cell.padStart(widths[column]));
  for (const row of rows) console.log(row.map(pad).join('  '));
}

async function main() {
  const baseUrl = process.argv[2];
  if (!baseUrl) {
    console.error('Usage: node bench/lighthouse.mjs <base URL of a running server>');
    process.exit(1);
  }
  const cookie = await demoCookie(baseUrl, DEMO_BUYER);
  const sellerCookie = await demoCookie(baseUrl, DEMO_SELLER);
  if (!cookie) console.warn('No demo buyer to sign in: /category/1 is audited as a visitor.');
  const bookPage = cookie && (await bookPagePath(baseUrl, cookie));
  const results = await runLighthouse({
    baseUrl,
    pages: [
      { name: 'home', path: '/' },
      { name: cookie ? 'category (signed-in buyer)' : 'category (visitor)', path: '/category/1', cookie },
      ...(bookPage ? [{ name: 'book page (signed-in buyer)', path: bookPage, cookie }] : []),
      ...(sellerCookie
        ? [{ name: 'Add Product (signed-in seller)', path: '/addproduct', cookie: sellerCookie }]
        : []),
    ],
  });
  printTable(results);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
