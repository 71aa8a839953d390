import { join } from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import {
  closeDatabase,
  collectAttachments,
  createTokenVerifier,
  DEMO_TENANT,
  DEMO_USER,
  diskBlobStore,
  type EmbeddedDatabase,
  endNotifications,
  loadOrCreateDevSecret,
  openDatabase,
  pruneHistory,
  s3BlobStore,
  seedDemo,
  signToken,
  startEmbeddedPostgres,
  startWorker,
  type TokenKey,
} from '@tmt/core';
import { createApp } from './app';
import type { Config } from './config';
import { listen } from './listen';
import { logger } from './logger';
import { superviseWorker } from './worker-child';

export interface RunningTmt {
  url: string;
  orm: MikroORM;
  /** A token for the demo user, when this server signs its own tokens. */
  demoToken?: string;
  /**
   * Stops serving: `/readyz` turns 503 and requests are still served for `drainMs` (a load balancer's health check
   * takes the server out meanwhile), then event streams end, the listener closes and running requests get
   * `config.shutdownTimeoutMs` to finish before their connections are cut; then the worker and the database.
   */
  stop(options?: { drainMs?: number }): Promise<void>;
}

/** The signing/verification key: a JWKS URL, a configured secret, or the generated dev secret under the data dir. */
async function tokenKey(config: Config): Promise<TokenKey> {
  const claims = { issuer: config.jwtIssuer, audience: config.jwtAudience };
  if (config.jwksUrl) return { jwksUrl: config.jwksUrl, ...claims };
  if (config.jwtSecret) return { secret: new TextEncoder().encode(config.jwtSecret), ...claims };
  return { secret: await loadOrCreateDevSecret(join(config.dataDir, 'jwt-secret')), ...claims };
}

/** The console's OpenID Connect provider, when both its issuer and its client id are configured. */
function oidcOf(config: Config) {
  if (!config.oidcIssuer || !config.oidcClientId) return undefined;
  return {
    issuer: config.oidcIssuer,
    clientId: config.oidcClientId,
    scope: config.oidcScope,
    ...(config.oidcResource ? { resource: config.oidcResource } : {}),
  };
}

/** Database (embedded unless DATABASE_URL), migrations, demo data, the task worker (unless off), HTTP server. */
export async function startTmt(config: Config): Promise<RunningTmt> {
  let embedded: EmbeddedDatabase | undefined;
  let url = config.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres(join(config.dataDir, 'postgres'), config.embeddedPostgresPort);
    url = embedded.url;
  }
  const orm = await openDatabase({
    url,
    poolMax: config.dbPoolMax,
    readPoolMax: config.dbReadPoolMax,
    timeouts: config.dbTimeouts,
  });
  if (config.seedDemo && (await seedDemo(orm)))
    logger.info('demo data created', { tenant: DEMO_TENANT, user: DEMO_USER });
  const key = await tokenKey(config);
  const blobs = config.s3Bucket
    ? s3BlobStore(config.s3Bucket, config.s3Endpoint ? { endpoint: config.s3Endpoint } : {})
    : diskBlobStore(join(config.dataDir, 'blobs'));
  // Known once the server listens (PORT=0 picks a free port); the docs' links and feeds carry it.
  let publicUrl = config.publicUrl?.replace(/\/+$/, '');
  let draining = false;
  const app = createApp({
    orm,
    draining: () => draining,
    verify: createTokenVerifier(key),
    logger,
    bodyLimitBytes: config.bodyLimitBytes,
    authCacheMs: config.authCacheMs,
    maxBatch: config.maxBatch,
    rateLimitPerMinute: config.rateLimitPerMinute,
    eventsHeartbeatMs: config.eventsHeartbeatMs,
    webDist: config.webDist,
    publicUrl: () => publicUrl,
    console: {
      // The dev sign-in form only where the server signs its own dev tokens.
      devSecret: 'secret' in key && !config.jwtSecret ? key.secret : undefined,
      oidc: oidcOf(config),
    },
    attachments: {
      blobs,
      maxBytes: config.attachmentMaxBytes,
      thumbnailsPerMinute: config.thumbnailRateLimitPerMinute,
      urlSecret: config.urlSecret
        ? new TextEncoder().encode(config.urlSecret)
        : await loadOrCreateDevSecret(join(config.dataDir, 'url-secret')),
    },
  });
  // `inline`: a child process with a heap of its own (see superviseWorker); `in-process` (tests, scripts) shares
  // this process.
  const worker =
    config.worker === 'inline'
      ? superviseWorker(
          {
            DATABASE_URL: url,
            TMT_DATA_DIR: config.dataDir,
            TMT_WORKER_CONCURRENCY: String(config.workerConcurrency),
            TMT_WORKER_DEAD_SECONDS: String(config.workerDeadSeconds),
            TMT_S3_BUCKET: config.s3Bucket,
            TMT_S3_ENDPOINT: config.s3Endpoint,
          },
          config.workerHeapMb,
          logger,
        )
      : config.worker === 'in-process'
        ? await startWorker(orm, {
            url,
            concurrency: config.workerConcurrency,
            deadSeconds: config.workerDeadSeconds,
            blobs,
          })
        : undefined;
  const server = await listen(app.fetch, {
    port: config.port,
    hostname: config.host,
    headersTimeoutMs: config.headersTimeoutMs,
    requestTimeoutMs: config.requestTimeoutMs,
    keepAliveTimeoutMs: config.keepAliveTimeoutMs,
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  publicUrl ??= `http://localhost:${port}`;
  const demoToken =
    'secret' in key && config.seedDemo
      ? await signToken(key.secret, { tenant: DEMO_TENANT, username: DEMO_USER })
      : undefined;
  // The periodic round: unused uploads and content go, and history older than its tenant's retention.
  const collect = () =>
    collectAttachments(orm, blobs, { unassignedMs: config.attachmentUnassignedHours * 3_600_000, graceMs: 3_600_000 })
      .then((done) => done.attachments + done.blobs > 0 && logger.info('attachments collected', { ...done }))
      .catch((err) => logger.error('collecting attachments failed', err))
      .then(() => pruneHistory(orm))
      .then((entries) => entries > 0 && logger.info('document history pruned', { entries }))
      .catch((err) => logger.error('pruning document history failed', err));
  const collector = setInterval(collect, Math.max(1, config.attachmentCollectMinutes) * 60_000);
  if (!config.attachmentCollectMinutes) clearInterval(collector);
  collector.unref();
  return {
    url: publicUrl,
    orm,
    demoToken,
    stop: async ({ drainMs = 0 } = {}) => {
      draining = true;
      clearInterval(collector);
      if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
      // Event streams last as long as their clients: they end first, or the server would wait for them. Their
      // clients reconnect through the balancer, which by now sends them to another server.
      await endNotifications(orm);
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Keep-alive connections with no request in flight would hold close() open until they time out.
      if ('closeIdleConnections' in server) server.closeIdleConnections();
      const cut = setTimeout(
        () => 'closeAllConnections' in server && server.closeAllConnections(),
        config.shutdownTimeoutMs,
      );
      await closed;
      clearTimeout(cut);
      await worker?.stop();
      await closeDatabase(orm);
      await embedded?.stop();
    },
  };
}
