import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import {
  type BlobStore,
  closeDatabase,
  createTokenVerifier,
  type DatabaseTimeouts,
  diskBlobStore,
  openDatabase,
  type TokenKey,
} from '@tmt/core';
import { openTestDatabase, testSecret } from '@tmt/testing';
import { createApp } from '../src/app';
import type { Logger } from '../src/logger';
import type { ConsoleOptions } from '../src/routes/console';
import { checkAnswer } from './contract-check';

/** The secret test apps sign download URLs with, so tests can sign their own (a forged one, an old one). */
export const testUrlSecret = new TextEncoder().encode('tmt-test-url-secret-of-at-least-32-bytes');

export interface LoggedError {
  msg: string;
  err: unknown;
  fields: Record<string, unknown>;
}

/**
 * A real app on the run's database (or on `databaseUrl`, a database of the test's own); `errors` collects what it
 * logged as internal errors.
 */
export async function startTestApp(
  options: {
    bodyLimitBytes?: number;
    maxBatch?: number;
    applicationName?: string;
    databaseUrl?: string;
    attachmentMaxBytes?: number;
    /** Thumbnail requests per minute per client address; no limit by default. */
    thumbnailsPerMinute?: number;
    /** Where uploads go; a fresh directory by default. */
    blobs?: BlobStore;
    /** The URL the server says it is reached at (TMT_PUBLIC_URL); the docs' links and feeds name it. */
    publicUrl?: string;
    /** How tokens are verified; the test secret by default. */
    tokenKey?: TokenKey;
    /** How often an idle live-results stream sends a comment line. */
    eventsHeartbeatMs?: number;
    /** How long a verified token's caller is remembered (TMT_AUTH_CACHE_SECONDS); 10 s by default. */
    authCacheMs?: number;
    /** How the console signs in (the dev sign-in form when it has a dev secret). */
    console?: ConsoleOptions;
    /** Connections of the app's pool (10 by default) and its limits on waiting (the server's defaults). */
    poolMax?: number;
    timeouts?: Partial<DatabaseTimeouts>;
  } = {},
) {
  const orm: MikroORM = options.databaseUrl
    ? await openDatabase({ url: options.databaseUrl, poolMax: options.poolMax ?? 10, timeouts: options.timeouts })
    : await openTestDatabase(options.poolMax ?? 10, options.applicationName, options.timeouts);
  const errors: LoggedError[] = [];
  const blobDir = await mkdtemp(join(tmpdir(), 'tmt-blobs-'));
  const blobs = options.blobs ?? diskBlobStore(blobDir);
  const logger: Logger = { info: () => true, error: (msg, err, fields = {}) => errors.push({ msg, err, fields }) > 0 };
  const app = createApp({
    orm,
    verify: createTokenVerifier(options.tokenKey ?? { secret: testSecret }),
    logger,
    bodyLimitBytes: options.bodyLimitBytes ?? 10 * 1024 * 1024,
    authCacheMs: options.authCacheMs ?? 10_000,
    maxBatch: options.maxBatch ?? 100,
    eventsHeartbeatMs: options.eventsHeartbeatMs,
    webDist: resolve(import.meta.dirname, '../../web/dist'),
    attachments: {
      blobs,
      maxBytes: options.attachmentMaxBytes ?? 256 * 1024 * 1024,
      thumbnailsPerMinute: options.thumbnailsPerMinute,
      urlSecret: testUrlSecret,
    },
    onAnswer: checkAnswer,
    publicUrl: () => options.publicUrl,
    console: options.console,
  });
  const close = async () => {
    await closeDatabase(orm);
    await rm(blobDir, { recursive: true, force: true });
  };
  return { orm, app, errors, blobDir, blobs, close };
}
export type TestApp = Awaited<ReturnType<typeof startTestApp>>;
