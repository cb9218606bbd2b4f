// The home page's JavaScript budget: what the browser loads for "/" before any
// interaction — the entry chunk with its static imports, and the home route's own lazy chunk with
// its static imports if the home route is lazy — gzipped at level 9, within 115 KB (1 KB = 1000 bytes).
// And the pages people browse (home, category, book, search, guides, login, sign-up) load no schema
// code: zod and the shared package's schemas are one chunk ('schemas', apps/web/vite.config.ts),
// which only the screens with a form import (login and sign-up load it when their form is first
// used: apps/web/src/lib/schemas-on-demand.ts).
//
//   node scripts/bundle-size.mjs [--budget KB] [--dist apps/web/dist]    (or BUNDLE_BUDGET_KB=…)
//
// Reads Vite's manifest (build.manifest in apps/web/vite.config.ts), prints every file and the
// total, and exits 1 past the budget or when the build cannot be read.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export const DEFAULT_BUDGET_KB = 115;
/** The module of the "/" route, as the manifest names it (a key when it has a chunk of its own). */
export const HOME_ROUTE_MODULE = 'src/app/routes/home.tsx';

/**
 * The JavaScript files the browser loads for the home page, in load order: the entry chunk and
 * the chunks it imports statically, then the home route's chunk and its static imports when the
 * home route is lazy. Dynamic imports (other routes, on-demand libraries) are not followed.
 */
export function homeRouteFiles(manifest, homeModule = HOME_ROUTE_MODULE) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('the manifest has no entry chunk');
  const files = [];
  const seen = new Set();
  const visit = (key, reason) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk "${key}"`);
    seen.add(key);
    files.push({ file: chunk.file, reason });
    for (const imported of chunk.imports ?? []) visit(imported, `imported by ${chunk.file}`);
  };
  visit(entryKey, 'entry');
  if (manifest[homeModule]) visit(homeModule, 'home route');
  return { files, isHomeRouteLazy: Boolean(manifest[homeModule]), entryFile: manifest[entryKey].file };
}

/**
 * The screens whose scripts must not bring the schemas chunk, beside the first bundle (the home
 * page's): nothing on them validates a form, or not before the form is used.
 */
export const SCHEMA_FREE_SCREENS = ['category', 'book', 'search', 'guide', 'login', 'signup'].map(
  (screen) => `src/app/routes/${screen}.tsx`,
);

/**
 * The first bundle's file and the screens of SCHEMA_FREE_SCREENS whose chunk imports the schemas
 * chunk, directly or through the chunks it imports statically (what loads with it); throws when
 * the build has no schemas chunk.
 */
export function screensLoadingSchemas(manifest, screens = SCHEMA_FREE_SCREENS) {
  const schemas = Object.keys(manifest).find((key) => manifest[key].name === 'schemas');
  if (!schemas) throw new Error('the manifest has no "schemas" chunk');
  const loads = (key, seen = new Set()) => {
    if (key === schemas) return true;
    if (seen.has(key) || !manifest[key]) return false;
    seen.add(key);
    return (manifest[key].imports ?? []).some((imported) => loads(imported, seen));
  };
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  return [entry, ...screens].filter((key) => {
    if (!key || !manifest[key]) throw new Error(`the manifest has no chunk "${key}"`);
    return loads(key);
  });
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/** Weighs the home page's JavaScript in a Vite build directory; returns the figures and a report. */
export function measureHomeRoute(
  distDir,
  { budgetKb = DEFAULT_BUDGET_KB, homeModule = HOME_ROUTE_MODULE } = {},
) {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    throw new Error(`no ${manifestPath}: build the web app first (npm run build) with build.manifest on`);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const { files, isHomeRouteLazy, entryFile } = homeRouteFiles(manifest, homeModule);

  // A home route that is neither lazy nor inside the entry chunk would be weighed as nothing.
  if (!isHomeRouteLazy) {
    const mapPath = join(distDir, `${entryFile}.map`);
    if (existsSync(mapPath)) {
      const { sources = [] } = JSON.parse(readFileSync(mapPath, 'utf8'));
      if (!sources.some((source) => source.endsWith(homeModule))) {
        throw new Error(`${homeModule} is neither a chunk of its own nor part of ${entryFile}`);
      }
    }
  }

  const rows = files.map(({ file, reason }) => {
    const content = readFileSync(join(distDir, file));
    return { file, reason, rawBytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
  });
  const totalBytes = rows.reduce((sum, row) => sum + row.gzipBytes, 0);
  const budgetBytes = Math.round(budgetKb * 1000);
  const withinBudget = totalBytes <= budgetBytes;

  const width = Math.max(...rows.map((row) => row.file.length), 'total'.length);
  const lines = [`JavaScript the browser loads for "/" (gzip -9; 1 KB = 1000 bytes):`];
  for (const row of rows) {
    lines.push(
      `  ${row.file.padEnd(width)}  ${kb(row.rawBytes).padStart(9)} raw  ${kb(row.gzipBytes).padStart(9)} gzip  (${row.reason})`,
    );
  }
  const margin = Math.abs(budgetBytes - totalBytes);
  lines.push(
    `  ${'total'.padEnd(width)}  ${''.padStart(13)}  ${kb(totalBytes).padStart(9)} gzip  (${totalBytes} bytes)`,
    withinBudget
      ? `Within the budget of ${kb(budgetBytes)}: ${kb(margin)} to spare.`
      : `OVER the budget of ${kb(budgetBytes)} by ${kb(margin)}.`,
  );
  return { rows, totalBytes, budgetBytes, withinBudget, report: lines.join('\n') };
}

function main() {
  const { values } = parseArgs({
    options: {
      budget: { type: 'string', default: process.env.BUNDLE_BUDGET_KB ?? String(DEFAULT_BUDGET_KB) },
      dist: { type: 'string', default: 'apps/web/dist' },
    },
  });
  const budgetKb = Number(values.budget);
  if (!Number.isFinite(budgetKb) || budgetKb <= 0) {
    console.error(`The budget must be a number of KB, not "${values.budget}".`);
    process.exit(1);
  }
  try {
    const result = measureHomeRoute(resolve(values.dist), { budgetKb });
    console.log(result.report);
    const manifest = JSON.parse(readFileSync(join(resolve(values.dist), '.vite', 'manifest.json'), 'utf8'));
    const heavy = screensLoadingSchemas(manifest);
    console.log(
      heavy.length === 0
        ? `No schema code on the pages people browse (the first bundle and ${SCHEMA_FREE_SCREENS.length} screens).`
        : `Schema code loads with ${heavy.join(', ')}: import labels and limits from the shared package's plain modules.`,
    );
    process.exit(result.withinBudget && heavy.length === 0 ? 0 : 1);
  } catch (error) {
    console.error(`The bundle size could not be measured: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
