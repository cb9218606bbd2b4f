import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'coverage/**'] },
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
    // The crash and soak tests print the figures that docs/reliability.md records.
    files: ['apps/server/test/stress/crash.test.ts', 'apps/server/test/stress/soak.test.ts'],
    rules: { 'no-console': 'off' },
  },
);
