import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = fileURLToPath(new URL('.', import.meta.url));
const web = './apps/web/src';
/** The web app's features, named as the server's (bookings, catalog, products, users, auth). */
const webFeatures = readdirSync(new URL(`${web}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const server = './apps/server/src';
const serverFeatures = readdirSync(new URL(`${server}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'coverage/**',
      // Written by npm run openapi (openapi-typescript).
      'apps/server/test/typed-client/openapi.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The web app's layers: screens (app/) compose features; a feature never imports another
    // (what two features share lives in components/ or lib/, query keys in lib/query-keys.ts);
    // components/ and lib/ import neither. (Tests may render the whole app.)
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { typescript: { project: 'apps/web/tsconfig.json' } },
    },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            ...webFeatures.map((feature) => ({
              target: `${web}/features/${feature}`,
              from: `${web}/features`,
              except: [`./${feature}`],
              message:
                'A feature does not import another: compose them in app/routes, or share through components/ or lib/.',
            })),
            {
              target: `${web}/features`,
              from: `${web}/app`,
              message: 'Features do not import screens.',
            },
            {
              target: [`${web}/components`, `${web}/lib`],
              from: [`${web}/features`, `${web}/app`],
              message: 'Shared code (components/, lib/) does not import features or screens.',
            },
          ],
        },
      ],
    },
  },
  {
    // The server's layers: db/, lib/ and jobs/ know no feature (the demo data lives in demo/), and
    // a feature's repository keeps to its own rows: work that spans features is a use case
    // (use-cases/), which may call several features; a feature's plugin (index.ts) wires in what
    // it needs from others.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts'],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { typescript: { project: 'apps/server/tsconfig.json' } },
    },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: [`${server}/db`, `${server}/lib`, `${server}/jobs`],
              from: [
                `${server}/features`,
                `${server}/use-cases`,
                `${server}/demo`,
                `${server}/live`,
                `${server}/pages`,
              ],
              message: 'db/, lib/ and jobs/ import no feature, use case, demo data, live stream or page.',
            },
            ...serverFeatures.map((feature) => ({
              target: `${server}/features/${feature}/repository.ts`,
              from: [`${server}/features`, `${server}/use-cases`],
              except: [`./${feature}`],
              message:
                "A feature's repository keeps to its own rows: work that spans features lives in use-cases/.",
            })),
            {
              target: `${server}/use-cases`,
              from: [`${server}/app.ts`, `${server}/live`, `${server}/pages`],
              message: 'Use cases do not import the app, the live stream or pages.',
            },
          ],
        },
      ],
    },
  },
  {
    // Command-line programs talk to their operator on standard output.
    files: [
      'scripts/**',
      'apps/server/src/admin.ts',
      'apps/server/build.mjs',
      'e2e/screenshots.ts',
      'bench/**',
    ],
    rules: { 'no-console': 'off' },
  },
  {
    // The stress tests print the figures that docs/reliability.md records.
    files: ['apps/server/test/stress/**'],
    rules: { 'no-console': 'off' },
  },
);
