import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createTestTenant } from '@tmt/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProject, call, startTestApp, type TestApp } from './helpers';

// The JSON-RPC route reads headers and the body straight from Node's request when node-server serves it; these
// tests go over a real socket so that path is the one exercised.

let t: TestApp;
let server: ReturnType<typeof serve>;
let base: string;
let token: string;

beforeAll(async () => {
  t = await startTestApp({ bodyLimitBytes: 2048 });
  token = (await createTestTenant(t.orm, 'socket')).admin.token;
  server = await new Promise((done) => {
    const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => done(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((done) => server.close(done));
  await t.close();
});

const rpc = (method: string, params: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/v2/rpc`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, ...headers },
    body: JSON.stringify({ jsonrpc: '2.0', id: 7, method, params }),
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
    const docRef = await addProject(t.app, token, 'Socket');
    const res = await rpc('GET_DOCUMENT', { docRef });
    expect(res.status).toBe(200);
    expect(res.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
    const body = await res.json();
    expect(body).toMatchObject({ jsonrpc: '2.0', id: 7, result: { docRef } });
    expect(body.result.document.Root.General.Title).toBe('Socket');
    const traced = await rpc('GET_DOCUMENT', { docRef }, { 'X-Request-Id': 'trace-abcdefgh' });
    expect(traced.headers.get('X-Request-Id')).toBe('trace-abcdefgh');
  });

  it('reads the locale and the project context headers', async () => {
    const german = await (await rpc('NO_SUCH_METHOD', {}, { 'Accept-Language': 'de-DE,de;q=0.9' })).json();
    expect(german.error.code).toBe(-32601);
    expect(german.error.message).toBe('Die Methode NO_SUCH_METHOD gibt es nicht.');
    const docRef = await addProject(t.app, token, 'Headed');
    const mismatch = await (await rpc('GET_DOCUMENT', { docRef }, { 'Project-Id': 'P_999' })).json();
    expect(mismatch.error.data.reason).toBe('HEADER_PARAM_MISMATCH');
  });

  it('refuses a call without a token with 401', async () => {
    const res = await fetch(`${base}/api/v2/rpc`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'LOAD_PROJECTS_BY_TENANT', params: {} }),
    });
    expect(res.status).toBe(401);
    expect((await res.json()).error.data.reason).toBe('TOKEN_MISSING');
  });

  it('refuses a body over the limit, announced or streamed, and still serves the next call', async () => {
    const pad = 'x'.repeat(4096);
    const announced = await rpc('LOAD_PROJECTS_BY_TENANT', { pad });
    expect(announced.status).toBe(413);
    expect((await announced.json()).error.data.reason).toBe('BODY_TOO_LARGE');
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
      const markedToken = (await createTestTenant(marked.orm, 'read-pool')).admin.token;
      const docRef = await addProject(marked.app, markedToken, 'Survivor');
      const read = () => call(marked.app, markedToken, 'GET_DOCUMENT', { docRef });
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
