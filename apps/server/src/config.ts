import { resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '../../..');

const int = (name: string, fallback: number) => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
};

/** Everything the server reads from the environment; README "Configuration" lists the same. */
export function loadConfig() {
  const jwtSecret = process.env.TMT_JWT_SECRET || undefined;
  const jwksUrl = process.env.TMT_JWKS_URL || undefined;
  const dataDir = resolve(process.env.TMT_DATA_DIR ?? resolve(repoRoot, '.data'));
  return {
    port: int('PORT', 3000),
    // Dev mode (no TMT_JWT_SECRET or TMT_JWKS_URL) hands tokens to anyone through its sign-in form: this machine only.
    host: process.env.HOST || (jwtSecret || jwksUrl ? '0.0.0.0' : '127.0.0.1'),
    publicUrl: process.env.TMT_PUBLIC_URL,
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir,
    embeddedPostgresPort: int('TMT_EMBEDDED_PG_PORT', 54329),
    jwtSecret,
    /** Signs attachment download URLs; every instance behind one address needs the same. */
    urlSecret: process.env.TMT_URL_SECRET || undefined,
    jwksUrl,
    jwtIssuer: process.env.TMT_JWT_ISSUER || undefined,
    jwtAudience: process.env.TMT_JWT_AUDIENCE || undefined,
    /** The OpenID Connect provider the console signs in with (Authorization Code with PKCE, a public client). */
    oidcIssuer: process.env.TMT_OIDC_ISSUER || undefined,
    oidcClientId: process.env.TMT_OIDC_CLIENT_ID || undefined,
    oidcScope: process.env.TMT_OIDC_SCOPE || 'openid profile',
    /** The `resource` (RFC 8707) the console asks its access token for, when the provider wants one. */
    oidcResource: process.env.TMT_OIDC_RESOURCE || undefined,
    bodyLimitBytes: int('TMT_BODY_LIMIT_BYTES', 10 * 1024 * 1024),
    attachmentMaxBytes: int('TMT_ATTACHMENT_MAX_BYTES', 256 * 1024 * 1024),
    /** Thumbnail requests (tokenless) per minute per client address; 0 turns the limit off. */
    thumbnailRateLimitPerMinute: int('TMT_THUMBNAIL_RATE_LIMIT_PER_MINUTE', 600),
    /** An upload no document takes within this time is removed, as is one that lost its last document. */
    attachmentUnassignedHours: int('TMT_ATTACHMENT_UNASSIGNED_HOURS', 24),
    /** How often unused attachments and content are collected; 0 turns it off. */
    attachmentCollectMinutes: int('TMT_ATTACHMENT_COLLECT_MINUTES', 60),
    /** Uploaded files go to this S3 bucket when set (credentials and region from the usual AWS variables). */
    s3Bucket: process.env.TMT_S3_BUCKET || undefined,
    /** An S3-compatible endpoint other than AWS (MinIO, Ceph, …). */
    s3Endpoint: process.env.TMT_S3_ENDPOINT || undefined,
    authCacheMs: int('TMT_AUTH_CACHE_SECONDS', 10) * 1000,
    maxBatch: int('TMT_MAX_BATCH', 100),
    dbPoolMax: int('TMT_DB_POOL_MAX', 20),
    dbReadPoolMax: int('TMT_DB_READ_POOL_MAX', 10),
    /** How long a call may wait on a row lock, run a statement, wait for a pooled connection; a task's statements. */
    dbTimeouts: {
      lockMs: int('TMT_LOCK_TIMEOUT_MS', 5_000),
      statementMs: int('TMT_STATEMENT_TIMEOUT_MS', 30_000),
      acquireMs: int('TMT_DB_ACQUIRE_TIMEOUT_MS', 10_000),
      taskStatementMs: int('TMT_TASK_STATEMENT_TIMEOUT_MS', 600_000),
    },
    webDist: resolve(process.env.TMT_WEB_DIST ?? resolve(repoRoot, 'apps/web/dist')),
    seedDemo: process.env.TMT_SEED_DEMO !== 'false',
    /**
     * `inline` runs the task worker as a child process of the server; `off` leaves tasks to separate worker
     * processes; `in-process` (for tests and scripts) runs it in the server process itself.
     */
    worker: (['off', 'in-process'] as const).find((mode) => mode === process.env.TMT_WORKER) ?? ('inline' as const),
    /** The heap limit of the inline worker's child process. */
    workerHeapMb: Math.max(64, int('TMT_WORKER_HEAP_MB', 1024)),
    workerConcurrency: int('TMT_WORKER_CONCURRENCY', 2),
    /** Per bearer token (and per client address for calls without a valid token); 0 turns the limit off. */
    rateLimitPerMinute: int('TMT_RATE_LIMIT_PER_MINUTE', 6000),
    /** How often an idle live-results stream sends a comment line, for proxies that close quiet connections. */
    eventsHeartbeatMs: Math.max(1, int('TMT_EVENTS_HEARTBEAT_SECONDS', 15)) * 1000,
    ...httpTimeouts(),
    workerDeadSeconds: int('TMT_WORKER_DEAD_SECONDS', 60),
    /**
     * On SIGTERM: how long `/readyz` answers 503 while requests are still served, so a load balancer's health check
     * takes the server out before it stops listening; then how long running requests get to finish.
     */
    shutdownDrainMs: int('TMT_SHUTDOWN_DRAIN_SECONDS', 5) * 1000,
    shutdownTimeoutMs: int('TMT_SHUTDOWN_TIMEOUT_SECONDS', 30) * 1000,
  };
}

/**
 * How long a client may take to send the request headers, and the whole request (0: no limit); how long an idle
 * kept-alive connection stays open.
 */
function httpTimeouts() {
  const keepAliveTimeoutMs = int('TMT_HTTP_KEEP_ALIVE_TIMEOUT_MS', 65_000);
  const headersTimeoutMs = int('TMT_HTTP_HEADERS_TIMEOUT_MS', 20_000);
  const requestTimeoutMs = int('TMT_HTTP_REQUEST_TIMEOUT_MS', 120_000);
  if (requestTimeoutMs > 0 && headersTimeoutMs > requestTimeoutMs) {
    throw new Error('TMT_HTTP_HEADERS_TIMEOUT_MS must not be larger than TMT_HTTP_REQUEST_TIMEOUT_MS');
  }
  return { headersTimeoutMs, requestTimeoutMs, keepAliveTimeoutMs };
}
export type Config = ReturnType<typeof loadConfig>;
