import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes a .br and a .gz beside every text file of the build worth compressing, at the highest
 * levels (once, at build time): the server sends them as they are (@fastify/static preCompressed).
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const compressible = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
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

// React Router's package exports resolve to its development build in every mode
// (remix-run/react-router#12532, #14102); a production build bundles the one it ships beside it.
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), precompress()],
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
  build: {
    sourcemap: true,
    // scripts/bundle-size.mjs follows the manifest to weigh what the home page loads.
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    // Every browser the app supports knows <link rel="modulepreload">; the polyfill would only add bytes.
    modulePreload: {
      polyfill: false,
      // React and Rolldown's runtime come with the first page (index.html preloads them): listing
      // them again among every lazy screen's dependencies would only add bytes to the first page.
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => !/\/(react|rolldown-runtime)-[\w-]+\.js$/.test(dep)) : deps,
    },
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              // React and its JSX runtime in one small chunk of their own, as Rolldown made it
              // before the booking modal became a lazy chunk. Since then, left to itself, it puts
              // the JSX runtime in one more chunk, which costs the home page 0.3 KB and a request.
              groups: [
                { name: 'react', test: /[\\/]node_modules[\\/]react[\\/]/, priority: 3 },
                { name: 'app', tags: ['$initial'], priority: 2 },
                {
                  name: 'screens',
                  test: /[\\/]src[\\/](components|lib)[\\/](?!zod-without-eval)/,
                  minShareCount: 2,
                  priority: 1,
                },
              ],
            },
          },
        },
  },
}));
