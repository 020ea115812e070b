// ESLint for the whole tree (`npm run lint`, run by `npm test` and CI): typescript-eslint's
// recommended rules, React's hooks rules for the web client, and Prettier's formatting left to
// Prettier (`npm run format`).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'web/src/gql/**', 'gateway/src/rest/generated/**', 'schema/**', '.data/**', 'test-results/**', 'coverage/**', 'docs/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // `_name` says "deliberately unused" (a destructured field left out, a callback's position).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // type-graphql's resolver lists and type functions take classes as `Function`.
      '@typescript-eslint/no-unsafe-function-type': 'off',
    },
  },
  {
    // Tests read JSON answers of any shape.
    files: ['**/*.test.{ts,tsx}', '**/*.testing.ts', 'subgraphs/kit/src/testing.ts', 'web/src/testing/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  prettier,
);
