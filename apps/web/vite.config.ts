import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// React Router's package exports resolve to its development build in every mode
// (remix-run/react-router#12532, #14102); a production build bundles the one it ships beside it.
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss()],
  resolve:
    command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  server: {
    port: 5173,
    // The API lives under /api on the same origin in production; in development Vite forwards it.
    proxy: { '/api': { target: process.env.API_URL ?? 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    sourcemap: true,
    // scripts/bundle-size.mjs follows the manifest to weigh what the home page loads.
    manifest: true,
    // Every browser the app supports knows <link rel="modulepreload">; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React and its JSX runtime in one small chunk of their own, as Rolldown made it before the
          // booking modal became a lazy chunk. Since then, left to itself, it puts the JSX runtime in
          // one more chunk, which costs the home page 0.3 KB and a request.
          groups: [{ name: 'react', test: /[\\/]node_modules[\\/]react[\\/]/ }],
        },
      },
    },
  },
}));
