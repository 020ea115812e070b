import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // One graphql instance for every package ("Cannot use GraphQLObjectType from another realm").
    alias: { graphql: require.resolve('graphql') },
  },
  test: {
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    env: { NODE_ENV: 'test' },
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['subgraphs/*/src/**/*.test.ts', 'sandboxes/src/**/*.test.ts', 'gateway/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          // A fresh, migrated database on the real PostgreSQL server for the run.
          globalSetup: ['scripts/test/global-setup.ts'],
        },
      },
      {
        extends: true,
        // The web client's unit tests: a browser-like DOM (happy-dom), no database, no globalSetup.
        test: { name: 'web', include: ['web/src/**/*.test.{ts,tsx}'], environment: 'happy-dom', setupFiles: ['web/src/test-setup.ts'] },
      },
    ],
  },
});
