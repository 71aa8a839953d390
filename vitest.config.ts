import { resolve } from 'node:path';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Absolute roots, so the config works from any package directory (turbo runs each package's tests there).
const at = (dir: string) => resolve(import.meta.dirname, dir);

/** Workspace packages that are published resolve to their TypeScript source here, as in `tsc` (`customConditions`). */
const source = {
  resolve: { conditions: ['@tmt/source', ...defaultClientConditions] },
  // Without `module`, as Vitest's own default: packages' bundler-only ESM builds would not load in Node.
  ssr: { resolve: { conditions: ['@tmt/source', ...defaultServerConditions.filter((c) => c !== 'module')] } },
};

/**
 * What passing tests print (workers' task logs, servers' notices) stays out of the output: a failing test still shows
 * all it printed, and the summary is what a reader of a CI log finds.
 */
const printOnFailure = { silent: 'passed-only' } as const;

/** One run, several projects; every project that touches the database shares the global setup. */
export default defineConfig({
  test: {
    projects: [
      {
        ...source,
        test: {
          ...printOnFailure,
          name: 'contract',
          root: at('packages/contract'),
          include: ['test/**/*.test.ts'],
        },
      },
      {
        ...source,
        // Pure functions of core (list grammar, JUnit parsing, order keys, risk): no database.
        test: {
          ...printOnFailure,
          name: 'core',
          root: at('packages/core'),
          include: ['test/**/*.test.ts'],
        },
      },
      {
        ...source,
        test: {
          ...printOnFailure,
          name: 'server',
          root: at('apps/server'),
          include: ['test/**/*.test.ts'],
          exclude: ['test/browser/**', 'test/cluster/**'],
          globalSetup: ['../../packages/testing/src/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        ...source,
        test: {
          ...printOnFailure,
          name: 'browser',
          root: at('apps/server'),
          include: ['test/browser/**/*.test.ts'],
          globalSetup: ['../../packages/testing/src/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        ...source,
        // `npm run test:cluster`: servers, workers, S3 and HAProxy as separate processes (HAProxy from Debian).
        test: {
          ...printOnFailure,
          name: 'cluster',
          root: at('apps/server'),
          include: ['test/cluster/**/*.test.ts'],
          globalSetup: ['../../packages/testing/src/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          // Each file starts a fleet of processes: one at a time.
          fileParallelism: false,
        },
      },
    ],
  },
});
