import { defineConfig } from 'vitest/config';

/** One run, several projects; every project that touches the database shares the global setup. */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contract',
          root: 'packages/contract',
          include: ['test/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['test/**/*.test.ts'],
          exclude: ['test/browser/**'],
          globalSetup: ['../../packages/testing/src/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'browser',
          root: 'apps/server',
          include: ['test/browser/**/*.test.ts'],
          globalSetup: ['../../packages/testing/src/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
