import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess, startWorkerProcess, testSecretText, type WorkerProcess } from '@tmt/testing';
import S3rver from 's3rver';

/**
 * TMT as an organisation runs it: one PostgreSQL, one S3 peer (s3rver), two servers without workers, two worker
 * processes and HAProxy (Debian's) in front, balancing round robin and routing by `/readyz`. Every process is the
 * real program; the tests talk to the proxy only, and read which server answered from `X-Served-By`.
 */
export interface Cluster {
  /** The proxy's base URL. */
  url: string;
  databaseUrl: string;
  servers: ClusterProcess[];
  workers: ClusterProcess[];
  /** HAProxy's own answers per token (its stick table): the proxy-level rate limit of the admin docs. */
  proxyRateLimitPerMinute: number;
  stop(): Promise<void>;
}

export interface ClusterProcess {
  name: string;
  /** A server's own address (behind the proxy), for checks of that one server. */
  url?: string;
  /** The running process (replaced by `start`). */
  current(): WorkerProcess;
  /** Starts it (again), on the same port; resolves once it is ready. */
  start(): Promise<void>;
  /** Sends `signal` and waits until the process is gone. */
  stop(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything every run of it printed. */
  output(): string;
}

const S3_BUCKET = 'tmt-cluster';
const URL_SECRET = 'cluster-url-secret-of-at-least-32-bytes';

/** A port nothing listens on now. */
export const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function until(what: string, check: () => Promise<boolean>, timeoutMs: number, output: () => string) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (await check().catch(() => false)) return;
    await sleep(100);
  }
  throw new Error(`${what} within ${timeoutMs} ms:\n${output().slice(-4000)}`);
}

/** A process kept under a name, restartable with the same environment (so the same port). */
function managed(
  name: string,
  launch: () => WorkerProcess,
  ready: (p: WorkerProcess) => Promise<void>,
  url?: string,
): ClusterProcess {
  let process: WorkerProcess | undefined;
  let earlier = '';
  return {
    name,
    url,
    current: () => {
      if (!process) throw new Error(`${name} was not started`);
      return process;
    },
    async start() {
      if (process) earlier += process.output();
      process = launch();
      await ready(process);
    },
    async stop(signal) {
      const running = this.current();
      if (running.child.exitCode === null && running.child.signalCode === null) running.child.kill(signal);
      return running.exited;
    },
    output: () => earlier + (process?.output() ?? ''),
  };
}

function haproxyConfig(port: number, servers: number[], ratePerMinute: number): string {
  return `global
  maxconn 2000

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-keep-alive 10s
  # A check's own time (HAProxy otherwise takes the check interval, 300 ms here): a server busy under load, or a slow
  # blob store, must not fail its check while it answers, or both servers go out at once and the proxy answers 503.
  # A draining server answers its check with 503 at once, so it still goes out within one interval.
  timeout check 3s
  # A server that refuses the connection (stopped, or restarting) costs a retry on the other, not an error. Only
  # refused connections are retried: a request a server may have begun is never sent twice.
  retries 3
  option redispatch 1
  retry-on conn-failure
  # One server connection per request: a stopping server's idle keep-alive connections are never reused.
  option http-server-close

frontend tmt
  bind 127.0.0.1:${port}
  # One budget per token across all servers (the admin docs' proxy-level limit).
  stick-table type string len 256 size 100k expire 2m store http_req_rate(1m)
  http-request track-sc0 req.hdr(Authorization) if { req.hdr(Authorization) -m found }
  http-request return status 429 content-type application/json hdr Retry-After 60 string '{"jsonrpc":"2.0","id":null,"error":{"code":-32029,"message":"Too many requests; retry in 60 s.","data":{"reason":"TOO_MANY_REQUESTS","retryAfter":60}}}' if { sc_http_req_rate(0) gt ${ratePerMinute} }
  default_backend tmt

backend tmt
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
  default-server inter 300 fall 1 rise 2
  http-response set-header X-Served-By %[srv_name]
${servers.map((p, i) => `  server s${i + 1} 127.0.0.1:${p} check`).join('\n')}
`;
}

export interface ClusterOptions {
  /** An empty database of the cluster's own (the servers migrate it). */
  databaseUrl: string;
  /** HAProxy's per-token limit. */
  proxyRateLimitPerMinute?: number;
  /** Extra environment of the servers. */
  serverEnv?: Record<string, string>;
}

/** Starts the whole cluster on an empty database of its own. */
export async function startCluster({
  databaseUrl,
  proxyRateLimitPerMinute = 100_000,
  serverEnv = {},
}: ClusterOptions): Promise<Cluster> {
  const directory = mkdtempSync(join(tmpdir(), 'tmt-cluster-'));
  const s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: join(directory, 's3'),
    configureBuckets: [{ name: S3_BUCKET, configs: [] }],
  });
  const { port: s3Port } = (await s3.run()) as AddressInfo;
  const shared = {
    DATABASE_URL: databaseUrl,
    TMT_S3_BUCKET: S3_BUCKET,
    TMT_S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_REGION: 'us-east-1',
    TMT_WORKER_DEAD_SECONDS: '5',
  };
  const serverPorts = [await freePort(), await freePort()];
  const servers = serverPorts.map((port, i) =>
    managed(
      `s${i + 1}`,
      () =>
        startServerProcess({
          ...shared,
          PORT: String(port),
          HOST: '127.0.0.1',
          TMT_DATA_DIR: join(directory, `server-${i + 1}`),
          TMT_JWT_SECRET: testSecretText,
          TMT_JWKS_URL: '',
          TMT_URL_SECRET: URL_SECRET,
          TMT_WORKER: 'off',
          TMT_SEED_DEMO: 'false',
          TMT_AUTH_CACHE_SECONDS: '300',
          TMT_SHUTDOWN_DRAIN_SECONDS: '2',
          TMT_RATE_LIMIT_PER_MINUTE: '0',
          ...serverEnv,
        }),
      (p) =>
        until(
          `server s${i + 1} ready`,
          async () => (await fetch(`http://127.0.0.1:${port}/readyz`)).status === 200,
          90_000,
          p.output,
        ),
      `http://127.0.0.1:${port}`,
    ),
  );
  const workers = [1, 2].map((n) =>
    managed(
      `w${n}`,
      () => startWorkerProcess(databaseUrl, { ...shared, TMT_DATA_DIR: join(directory, `worker-${n}`) }),
      (p) => until(`worker w${n} running`, async () => p.output().includes('TMT worker running'), 90_000, p.output),
    ),
  );
  const proxyPort = await freePort();
  const configFile = join(directory, 'haproxy.cfg');
  writeFileSync(configFile, haproxyConfig(proxyPort, serverPorts, proxyRateLimitPerMinute));
  // Both servers at once, on an empty database: the migrations run once, under their advisory lock.
  await Promise.all(servers.map((server) => server.start()));
  await Promise.all(workers.map((worker) => worker.start()));
  let proxyOutput = '';
  const proxy = spawn('haproxy', ['-db', '-f', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  proxy.stdout.on('data', (chunk) => {
    proxyOutput += chunk;
  });
  proxy.stderr.on('data', (chunk) => {
    proxyOutput += chunk;
  });
  const url = `http://127.0.0.1:${proxyPort}`;
  // Up once both servers passed their checks: then round robin alternates between them.
  await until(
    'HAProxy routing to both servers',
    async () => {
      const served = new Set<string>();
      for (let i = 0; i < 4; i++) served.add((await fetch(`${url}/readyz`)).headers.get('x-served-by') ?? '');
      return served.has('s1') && served.has('s2');
    },
    30_000,
    () => proxyOutput,
  );
  return {
    url,
    databaseUrl,
    servers,
    workers,
    proxyRateLimitPerMinute,
    async stop() {
      proxy.kill('SIGTERM');
      await Promise.all([...servers, ...workers].map((p) => p.stop('SIGKILL').catch(() => undefined)));
      await new Promise<void>((done) => s3.close(() => done()));
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** Waits until `proxy` routes to every server again (after a restart: HAProxy needs its `rise` checks). */
export async function routedToAll(url: string, names: string[], timeoutMs = 30_000): Promise<void> {
  await until(
    `HAProxy routing to ${names.join(', ')}`,
    async () => {
      const served = new Set<string>();
      for (let i = 0; i < names.length * 2; i++)
        served.add((await fetch(`${url}/readyz`)).headers.get('x-served-by') ?? '');
      return names.every((name) => served.has(name));
    },
    timeoutMs,
    () => '',
  );
}
