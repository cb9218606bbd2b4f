import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Zod and the shared package's modules that make schemas with it: one chunk, which only the
 * screens that validate a form load. Its schemas are made as it is evaluated, which on a slow
 * phone held a page's first task up to 20 ms longer (measured on the login and category pages
 * with Chromium's profiler at 4× CPU throttling); the shared package's plain modules (labels,
 * limits, addresses) stay out of it, with whatever imports them.
 */
const sharedModule = (id: string): boolean => /[\\/]packages[\\/]shared[\\/]src[\\/][\w-]+\.ts$/.test(id);
const madeWithZod = (id: string): boolean =>
  /[\\/]node_modules[\\/]zod[\\/]/.test(id) ||
  (sharedModule(id) && /from '(zod|\.\/zod-in-browsers\.js)'/.test(readFileSync(id, 'utf8')));

/**
 * Writes a .br and a .gz beside every text file of the build worth compressing, at the highest
 * levels (once, at build time): the server sends them as they are (@fastify/static preCompressed).
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const compressible = /\.(js|mjs|css|html|svg|json|txt|webmanifest|wasm)$/;
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  return {
    name: 'second-shelf:precompress',
    // The browser's files only: the server's renderer (dist/ssr) is read from disk, not sent.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of files(outDir)) {
        if (!compressible.test(file) || statSync(file).size < 1024) continue;
        const content = readFileSync(file);
        const brotli = brotliCompressSync(content, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
        });
        if (brotli.length < content.length) writeFileSync(`${file}.br`, brotli);
        const gzip = gzipSync(content, { level: 9 });
        if (gzip.length < content.length) writeFileSync(`${file}.gz`, gzip);
      }
    },
  };
}

/**
 * React Router's production build names its components for React DevTools (`Form.displayName =
 * "Form"`). Each such line is a write the bundler must keep, and with it the component, used or not
 * (Form, HistoryRouter, …). Blanked out, with spaces of the same length so that source maps stay
 * right, the unused components leave the first bundle: 0.13 KB of the home page's 115 KB budget.
 * DevTools then show those components by their minified names, as it does every other.
 */
function dropReactRouterDisplayNames(): Plugin {
  const displayName = /^[ \t]*[\w$]+\.displayName = "[^"\n]*";$/gm;
  return {
    name: 'second-shelf:react-router-display-names',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]react-router[\\/]dist[\\/]production[\\/]/.test(id)) return;
      return { code: code.replace(displayName, (line) => ' '.repeat(line.length)), map: null };
    },
  };
}

// React Router's package exports resolve to its development build in every mode
// (remix-run/react-router#12532, #14102); a production build bundles the one it ships beside it.
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), precompress(), dropReactRouterDisplayNames()],
  resolve:
    command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  server: {
    port: 5173,
    // The API lives under /api on the same origin in production; in development Vite forwards it.
    proxy: { '/api': { target: process.env.API_URL ?? 'http://localhost:3000', changeOrigin: false } },
  },
  // The server's renderer (src/entry-server.tsx, built into dist/ssr) carries its packages with it,
  // like the server's own bundle: it runs wherever dist/ is copied.
  ssr: { noExternal: true },
  // The barcode scanner's worker (features/listings/scanner): a module, named so that the server
  // gives its answer alone the Content-Security-Policy that lets it compile zxing-wasm.
  worker: {
    format: 'es',
    rolldownOptions: { output: { entryFileNames: 'assets/scanner-worker-[hash].js' } },
  },
  build: {
    sourcemap: true,
    // One style sheet, the page's own: a drawn page carries it inline (apps/server's page renderer),
    // and split per chunk Vite would list it among every lazy chunk's dependencies, whose loader
    // looks only for <link> tags: the heart, the search box or Report, loaded after hydration,
    // fetched the 40 KB again and the browser styled and laid out the whole page a second time.
    cssCodeSplit: false,
    // scripts/bundle-size.mjs follows the manifest to weigh what the home page loads.
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    // Every browser the app supports knows <link rel="modulepreload">; the polyfill would only add bytes.
    // A screen's code is fetched with the chunk every screen shares ('screens', named s-…); the
    // smaller chunks it imports besides (a dialog, a form's schema) come when its own code has
    // arrived, one round trip later. Listing them all, for every screen, in the first bundle weighed
    // 0.68 KB of the home page's budget (measured with scripts/bundle-size.mjs), which the page's
    // own features need. A page drawn on the server names all its chunks (the server's page hints).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps) => deps.filter((dep) => dep.startsWith('assets/s-')),
    },
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            // The first page names every lazy screen's file (its route table and preload lists):
            // by hash alone, each name is 10 to 20 bytes shorter, and 7 characters of hash (8 by
            // default; Rolldown wants 7 from 65 chunks on, which this build has) save 0.09 KB more
            // of the home page's budget. Source maps keep the modules' names.
            chunkFileNames: (chunk) =>
              chunk.name === 'screens' ? 'assets/s-[hash:7].js' : 'assets/[hash:7].js',
            codeSplitting: {
              // Everything the first page runs in one chunk, React and Rolldown's runtime included:
              // the lazy screens import them from it. Kept apart, in chunks of their own, they cost
              // the home page two more requests and 0.7 KB (each file compressed alone, and the
              // names passed between them), measured with scripts/bundle-size.mjs.
              groups: [
                { name: 'app', tags: ['$initial'], priority: 3 },
                { name: 'schemas', test: madeWithZod, priority: 2, includeDependenciesRecursively: false },
                {
                  name: 'screens',
                  test: (id) =>
                    /[\\/]src[\\/](components|lib)[\\/]/.test(id) || (sharedModule(id) && !madeWithZod(id)),
                  minShareCount: 2,
                  priority: 1,
                },
              ],
            },
          },
        },
  },
}));
