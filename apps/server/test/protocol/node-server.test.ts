import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createTestTenant } from '@tmt/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client } from '../client';
import { addProject } from '../factories';
import { startTestApp, type TestApp } from '../test-app';

// The JSON-RPC route reads headers and the body straight from Node's request when node-server serves it; these
// tests go over a real socket so that path is the one exercised.

let t: TestApp;
let server: ReturnType<typeof serve>;
let base: string;
let token: string;
let api: Client;
/** The same user, over the socket. */
let socket: Client;

beforeAll(async () => {
  t = await startTestApp({ bodyLimitBytes: 2048 });
  token = (await createTestTenant(t.orm, 'socket')).admin.token;
  api = client(t, token);
  server = await new Promise((done) => {
    const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => done(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  socket = client(base, token);
});
afterAll(async () => {
  await new Promise((done) => server.close(done));
  await t.close();
});

/** A body sent in chunks with no Content-Length, so only counting the bytes read can refuse it. */
function postChunked(chunks: string[]): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    const req = request(`${base}/api/v2/rpc`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => done({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', fail);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

describe('JSON-RPC over a real socket', () => {
  it('answers a call, with a fresh request id or the sane one the caller sent', async () => {
    const docRef = await addProject(api, 'Socket');
    const { status, headers, body } = await socket.call('GET_DOCUMENT', { docRef });
    expect(status).toBe(200);
    expect(headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(body).toMatchObject({ jsonrpc: '2.0', id: 1, result: { docRef } });
    expect(body.result.document.Root.General.Title).toBe('Socket');
    const traced = await socket.call('GET_DOCUMENT', { docRef }, { 'X-Request-Id': 'trace-abcdefgh' });
    expect(traced.headers.get('X-Request-Id')).toBe('trace-abcdefgh');
  });

  it('reads the locale and the project context headers', async () => {
    const german = await socket.fail('NO_SUCH_METHOD', {}, { 'Accept-Language': 'de-DE,de;q=0.9' });
    expect(german.code).toBe(-32601);
    expect(german.message).toBe('Die Methode NO_SUCH_METHOD gibt es nicht.');
    const docRef = await addProject(api, 'Headed');
    const mismatch = await socket.fail('GET_DOCUMENT', { docRef }, { 'Project-Id': 'P_999' });
    expect(mismatch.data.reason).toBe('HEADER_PARAM_MISMATCH');
  });

  it('refuses a call without a token with 401', async () => {
    const { status, body } = await client(base).call('LOAD_PROJECTS_BY_TENANT');
    expect(status).toBe(401);
    expect(body.error.data.reason).toBe('TOKEN_MISSING');
  });

  it('refuses a body over the limit, announced or streamed, and still serves the next call', async () => {
    const pad = 'x'.repeat(4096);
    const announced = await socket.call('LOAD_PROJECTS_BY_TENANT', { pad });
    expect(announced.status).toBe(413);
    expect(announced.body.error.data.reason).toBe('BODY_TOO_LARGE');
    const call = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'LOAD_PROJECTS_BY_TENANT', params: { pad } });
    const streamed = await postChunked([call.slice(0, 1000), call.slice(1000, 3000), call.slice(3000)]);
    expect(streamed.status).toBe(413);
    expect(JSON.parse(streamed.body).error.data.reason).toBe('BODY_TOO_LARGE');
    const small = JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'LOAD_PROJECTS_BY_TENANT', params: {} });
    const chunked = await postChunked([small.slice(0, 20), small.slice(20)]);
    expect(chunked.status).toBe(200);
    expect(JSON.parse(chunked.body).result.length).toBeGreaterThan(0);
  });
});

describe('the read pool', () => {
  it('replaces a read connection the database dropped, and the server keeps answering', async () => {
    const marked = await startTestApp({ applicationName: 'read-pool-test' });
    try {
      const reader = client(marked, (await createTestTenant(marked.orm, 'read-pool')).admin.token);
      const docRef = await addProject(reader, 'Survivor');
      const read = () => reader.call('GET_DOCUMENT', { docRef });
      expect((await read()).body.result.docRef).toBe(docRef);
      // Only the read pool runs the project-by-id statement; the ORM's own sessions stay.
      const dropped = await t.orm.em.fork().execute(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
           WHERE application_name = 'read-pool-test' AND query LIKE '%parent_business_id%'`,
      );
      expect(dropped.length).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const again = await read();
      expect(again.status).toBe(200);
      expect(again.body.result.document.Root.General.Title).toBe('Survivor');
    } finally {
      await marked.close();
    }
  });
});
