// Bundles the server into dist/: our code, @second-shelf/shared and the npm packages, so that
// start-up reads a few files instead of resolving and loading hundreds (it was half of the embedded
// server's start-up). Packages that read their own files at run time stay external.
import { build } from 'esbuild';

/** Read files beside their own code (WebAssembly and data, the documentation page's assets). */
const external = ['@electric-sql/pglite', '@fastify/swagger-ui', 'pg-native'];

await build({
  entryPoints: ['src/server.ts', 'src/admin.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  external,
  // CommonJS packages inside an ES module bundle still call require() for Node's own modules.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
