// Bundles the server into dist/ (our own code and @second-shelf/shared; npm packages stay external).
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const { dependencies } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

await build({
  entryPoints: ['src/server.ts', 'src/admin.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  external: Object.keys(dependencies).filter((name) => name !== '@second-shelf/shared'),
  logLevel: 'warning',
});
