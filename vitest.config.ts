import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

// Absolute roots, so the config works from any package directory (turbo runs each package's tests there).
const at = (dir: string) => resolve(import.meta.dirname, dir);

/** One run, several projects; every project that touches the database shares the global setup. */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contract',
          root: at('packages/contract'),
          include: ['test/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          root: at('apps/server'),
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
          root: at('apps/server'),
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
