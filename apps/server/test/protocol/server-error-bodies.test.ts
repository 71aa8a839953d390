import { createTestTenant } from '@tmt/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../client';
import { startTestApp, type TestApp } from '../test-app';

// The answers the server gives before any call runs (no token, a body too large, an error no handler caught) are
// whole JSON-RPC error bodies in the request's language, exactly as documented.

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ bodyLimitBytes: 2048 });
});
afterAll(() => t.close());

const de = { 'Accept-Language': 'de' };
const loadProjects = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'LOAD_PROJECTS_BY_TENANT', params: {} });

describe('error bodies of the server', () => {
  it('answers a missing token with 401 and -32001', async () => {
    const { status, body } = await client(t).post(loadProjects, de);
    expect(status).toBe(401);
    expect(body).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: {
        code: -32001,
        message: 'Kein Bearer-Token: Authorization: Bearer <Token> senden.',
        data: { reason: 'TOKEN_MISSING' },
      },
    });
  });

  it('answers a body over the limit with 413 and -32600 on both endpoints', async () => {
    const token = (await createTestTenant(t.orm, 'bodies')).admin.token;
    const big = JSON.stringify({ pad: 'x'.repeat(4096) });
    const headers = { ...de, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const expected = {
      jsonrpc: '2.0',
      id: null,
      error: {
        code: -32600,
        message: 'Der Anfragetext ist größer als 2048 Bytes.',
        data: { reason: 'BODY_TOO_LARGE' },
      },
    };
    const rpc = await client(t).post(big, headers);
    expect(rpc.status).toBe(413);
    expect(rpc.body).toEqual(expected);
    const trpc = await t.app.request('/api/trpc/documents.addDocument', { method: 'POST', headers, body: big });
    expect(trpc.status).toBe(413);
    expect(await trpc.json()).toEqual(expected);
  });

  it('answers an error no handler caught with 500, -32603 and the request id', async () => {
    const broken = await startTestApp();
    const token = (await createTestTenant(broken.orm, 'bodies-broken')).admin.token;
    await broken.close();
    // The token is not cached yet: checking it needs the database, which is gone, so the route itself throws.
    const headers = { ...de, Authorization: `Bearer ${token}`, 'X-Request-Id': 'trace-last-resort' };
    const { status, body } = await client(broken).post(loadProjects, headers);
    expect(status).toBe(500);
    expect(body).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: {
        code: -32603,
        message: 'Interner Fehler; bitte Anfrage-ID trace-last-resort angeben.',
        data: { reason: 'INTERNAL_ERROR', requestId: 'trace-last-resort' },
      },
    });
    expect(broken.errors.map((e) => e.msg)).toContain('unhandled error');
  });
});
