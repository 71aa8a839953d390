import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { ServerType } from '@hono/node-server';
import { closeDatabase, createTokenVerifier, diskBlobStore } from '@tmt/core';
import { createTestTenant, openTestDatabase, testSecret } from '@tmt/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app';
import { listen } from '../../src/listen';
import type { Logger } from '../../src/logger';
import { createRateLimiter } from '../../src/rate-limit';
import { client } from '../client';
import type { LoggedError } from '../test-app';

// Rate limits answer 429 / -32029 with Retry-After, per token; slow clients are cut off by the HTTP timeouts;
// a client that goes away mid-request costs nothing but its own request.

const LIMIT = 3;
let orm: Awaited<ReturnType<typeof openTestDatabase>>;
let app: ReturnType<typeof createApp>;
let server: ServerType;
let port: number;
const errors: LoggedError[] = [];
const rejections: unknown[] = [];
const onRejection = (reason: unknown) => rejections.push(reason);

beforeAll(async () => {
  orm = await openTestDatabase(5);
  const logger: Logger = { info: () => true, error: (msg, err, fields = {}) => errors.push({ msg, err, fields }) > 0 };
  app = createApp({
    orm,
    verify: createTokenVerifier({ secret: testSecret }),
    logger,
    bodyLimitBytes: 1024 * 1024,
    authCacheMs: 10_000,
    maxBatch: 10,
    rateLimitPerMinute: LIMIT,
    webDist: resolve(import.meta.dirname, '../../../web/dist'),
    // No upload reaches the store here.
    attachments: {
      blobs: diskBlobStore(join(tmpdir(), 'tmt-edge-limits-blobs')),
      maxBytes: 1024,
      urlSecret: testSecret,
    },
  });
  server = await listen(app.fetch, {
    port: 0,
    hostname: '127.0.0.1',
    headersTimeoutMs: 300,
    requestTimeoutMs: 600,
    keepAliveTimeoutMs: 65_000,
  });
  const address = server.address();
  port = typeof address === 'object' && address ? address.port : 0;
  process.on('unhandledRejection', onRejection);
});
afterAll(async () => {
  process.off('unhandledRejection', onRejection);
  await new Promise((done) => server.close(done));
  await closeDatabase(orm);
});

describe('rate limit', () => {
  it('answers 429 / -32029 with Retry-After past the limit, and other tokens go on', async () => {
    const [first, second] = await Promise.all([createTestTenant(orm, 'limit-a'), createTestTenant(orm, 'limit-b')]);
    const a = first.admin.token;
    for (let i = 0; i < LIMIT; i++) expect((await client({ app }, a).call('LOAD_PROJECTS_BY_TENANT')).status).toBe(200);
    const limited = await client({ app }, a).call('LOAD_PROJECTS_BY_TENANT', {}, { 'Accept-Language': 'de' });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60 / LIMIT);
    expect(limited.body).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: {
        code: -32029,
        message: `Zu viele Anfragen; bitte in ${retryAfter} s erneut versuchen.`,
        data: { reason: 'TOO_MANY_REQUESTS', retryAfter },
      },
    });
    // The console endpoint counts against the same token.
    const trpc = await app.request('/api/trpc/projects.loadProjectsByTenant?input=%7B%7D', {
      headers: { Authorization: `Bearer ${a}` },
    });
    expect(trpc.status).toBe(429);
    expect(Number(trpc.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    expect((await trpc.json()).error).toMatchObject({ code: -32029, data: { reason: 'TOO_MANY_REQUESTS' } });

    const b = second.admin.token;
    expect((await client({ app }, b).call('LOAD_PROJECTS_BY_TENANT')).status).toBe(200);
  });

  it('counts calls without a valid token by address', async () => {
    const forged = (i: number) => client({ app }, `forged-${i}`).post('{}');
    for (let i = 0; i < LIMIT; i++) expect((await forged(i)).status).toBe(401);
    const limited = await forged(LIMIT);
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe(-32029);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
  });

  it('sends Retry-After over a real socket too', async () => {
    const token = (await createTestTenant(orm, 'limit-socket')).admin.token;
    const send = () =>
      fetch(`http://127.0.0.1:${port}/api/v2/rpc`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: '{"jsonrpc":"2.0","id":1,"method":"LOAD_PROJECTS_BY_TENANT","params":{}}',
      });
    for (let i = 0; i < LIMIT; i++) expect((await send()).status).toBe(200);
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    expect((await limited.json()).error.code).toBe(-32029);
  });
});

describe('the token bucket', () => {
  it('says how long to wait, and 0 turns it off', () => {
    const perMinute = createRateLimiter(1);
    expect(perMinute.take('a')).toBe(0);
    expect(perMinute.take('a')).toBe(60);
    const perSecond = createRateLimiter(60);
    for (let i = 0; i < 60; i++) expect(perSecond.take('b')).toBe(0);
    expect(perSecond.take('b')).toBe(1);
    const off = createRateLimiter(0);
    for (let i = 0; i < 1000; i++) expect(off.take('c')).toBe(0);
  });

  it('keeps at most maxKeys buckets, forgetting the oldest first', () => {
    const limiter = createRateLimiter(1, 10);
    for (let i = 0; i < 10; i++) expect(limiter.take(`key-${i}`)).toBe(0);
    expect(limiter.take('key-0')).toBeGreaterThan(0);
    // An eleventh key makes room: the oldest is forgotten (and so starts afresh), the newest are kept.
    expect(limiter.take('key-10')).toBe(0);
    expect(limiter.take('key-9')).toBeGreaterThan(0);
    expect(limiter.take('key-0')).toBe(0);
  });
});

/** Opens a raw socket, writes `start`, then trickles `drip` every 100 ms; answers what came back and when it closed. */
function slowClient(start: string, drip: string): Promise<{ received: string; ms: number }> {
  return new Promise((done, fail) => {
    const began = Date.now();
    let received = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(start));
    const timer = setInterval(() => socket.writable && socket.write(drip), 100);
    socket.on('data', (chunk) => {
      received += chunk;
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      done({ received, ms: Date.now() - began });
    });
    setTimeout(() => fail(new Error('the server never closed the slow socket')), 5_000).unref();
  });
}

describe('kept-alive connections', () => {
  it('tells clients it keeps an idle connection 65 s, longer than they keep it, and serves the next call on it', async () => {
    const first = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(first.headers.get('keep-alive')).toBe('timeout=65');
    await first.text();
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
  });
});

describe('slow clients', () => {
  it('closes a socket whose headers never end', async () => {
    const { received, ms } = await slowClient('POST /api/v2/rpc HTTP/1.1\r\nHost: x\r\n', 'X-Slow: 1\r\n');
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(2_000);
  });

  it('closes a socket whose body never ends, without an error or a crash', async () => {
    const token = (await createTestTenant(orm, 'slow-body')).admin.token;
    const head =
      'POST /api/v2/rpc HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n' +
      `Authorization: Bearer ${token}\r\n\r\n{"jsonrpc":`;
    const { ms } = await slowClient(head, ' ');
    expect(ms).toBeLessThan(2_000);
    // The server still serves, logged nothing as internal and left no promise rejected.
    const res = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(res.status).toBe(200);
    expect(errors).toEqual([]);
    expect(rejections).toEqual([]);
  });

  it.each([
    ['/api/v2/rpc', '{"json'],
    ['/api/trpc/documents.addDocument', '{"documentModelName'],
  ])('survives a client that hangs up mid-body on %s', async (path, start) => {
    const token = (await createTestTenant(orm, 'hang-up')).admin.token;
    await new Promise<void>((done) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n` +
            `Authorization: Bearer ${token}\r\n\r\n${start}`,
        );
        setTimeout(() => socket.destroy(), 50);
      });
      socket.on('close', () => done());
    });
    await new Promise((wait) => setTimeout(wait, 200));
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    expect(errors).toEqual([]);
    expect(rejections).toEqual([]);
  });
});
