import { signToken } from '@tmt/core';
import { createTestTenant, testSecret } from '@tmt/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../client';
import { startTestApp, type TestApp } from '../test-app';

// /api/trpc answers errors on the same table as the JSON-RPC endpoint, and nothing internal reaches the wire.

let t: TestApp;
let token: string;
let tenantId: string;

beforeAll(async () => {
  t = await startTestApp();
  const tenant = await createTestTenant(t.orm, 'trpcerr');
  token = tenant.admin.token;
  tenantId = tenant.tenantId;
});
afterAll(() => t.close());

const internals = /at .*\.(ts|js|mjs):\d+|\/work\/|node_modules|SELECT|select |INSERT|pool|knex|tenant_id|stack/;

async function trpc(app: TestApp['app'], path: string, input: unknown, headers: Record<string, string> = {}) {
  const res = await app.request(`/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, { headers });
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text) };
}

describe('/api/trpc errors', () => {
  it('answers a missing token with -32001 and 401', async () => {
    const { status, body } = await trpc(t.app, 'projects.loadProjectsByTenant', {});
    expect(status).toBe(401);
    expect(body.error).toMatchObject({
      code: -32001,
      message: 'No bearer token: send Authorization: Bearer <token>.',
      data: { reason: 'TOKEN_MISSING', httpStatus: 401 },
    });
  });

  it('answers a token that was sent but refused with the reason the JSON-RPC endpoint gives, not TOKEN_MISSING', async () => {
    const forged = `${token.slice(0, -4)}AAAA`;
    const expired = await signToken(
      testSecret,
      { tenant: tenantId, username: 'admin' },
      Math.floor(Date.now() / 1000) - 60,
    );
    for (const [sent, reason] of [
      [forged, 'TOKEN_INVALID'],
      ['not-a-jwt', 'TOKEN_INVALID'],
      [expired, 'TOKEN_EXPIRED'],
    ] as const) {
      const headers = { Authorization: `Bearer ${sent}` };
      const { status, body } = await trpc(t.app, 'projects.loadProjectsByTenant', {}, headers);
      expect(status, reason).toBe(401);
      expect(body.error).toMatchObject({ code: -32001, data: { reason, httpStatus: 401 } });
      const rpc = await client(t, sent).call('LOAD_PROJECTS_BY_TENANT', {});
      expect(rpc.body.error.data.reason).toBe(reason);
    }
  });

  it('answers a missing document with -32004 in the caller language', async () => {
    const docRef = 'TestSuite-dm/00000000-0000-4000-8000-000000000000';
    const { status, body } = await trpc(
      t.app,
      'documents.getDocument',
      { docRef },
      {
        Authorization: `Bearer ${token}`,
        'Accept-Language': 'de',
      },
    );
    expect(status).toBe(404);
    expect(body.error).toMatchObject({
      code: -32004,
      message: `Das Dokument ${docRef} wurde nicht gefunden.`,
      data: { reason: 'DOCUMENT_NOT_FOUND' },
    });
  });

  it('answers schema issues with -32602 and their paths', async () => {
    const { status, body } = await trpc(
      t.app,
      'documents.getDocument',
      { docRef: 'nope' },
      {
        Authorization: `Bearer ${token}`,
      },
    );
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: -32602, data: { reason: 'INVALID_PARAMS' } });
    expect(body.error.data.issues[0].path).toBe('params.docRef');
  });

  it('answers input that is not JSON with -32700, and an unknown procedure with -32601', async () => {
    const bad = await t.app.request('/api/trpc/documents.getDocument?input=%7Bnope', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect((await bad.json()).error).toMatchObject({ code: -32700, data: { reason: 'PARSE_ERROR' } });
    const { status, body } = await trpc(t.app, 'documents.dropEverything', {}, { Authorization: `Bearer ${token}` });
    expect(status).toBe(404);
    expect(body.error).toMatchObject({ code: -32601, data: { reason: 'METHOD_NOT_FOUND' } });
  });
});

describe('/api/trpc internal errors', () => {
  it('carry a generic message and the request id, never SQL, stack frames or paths', async () => {
    const broken = await startTestApp();
    const user = (await createTestTenant(broken.orm, 'trpcbroken')).admin.token;
    const headers = { Authorization: `Bearer ${user}`, 'X-Request-Id': 'trace-in-procedure' };
    // The first call caches the caller; with the database gone the procedure itself fails.
    expect((await trpc(broken.app, 'projects.loadProjectsByTenant', {}, headers)).status).toBe(200);
    await broken.close();
    const inProcedure = await trpc(broken.app, 'projects.loadProjectsByTenant', {}, headers);
    expect(inProcedure.status).toBe(500);
    expect(inProcedure.body.error).toEqual({
      code: -32603,
      message: 'Internal error; quote request id trace-in-procedure when reporting it.',
      data: {
        reason: 'INTERNAL_ERROR',
        requestId: 'trace-in-procedure',
        code: 'INTERNAL_SERVER_ERROR',
        httpStatus: 500,
        path: 'projects.loadProjectsByTenant',
      },
    });
    expect(inProcedure.text).not.toMatch(internals);

    // A caller not cached yet fails while its context is built, before any procedure.
    const fresh = (await createTestTenant(t.orm, 'trpcfresh')).admin.token;
    const inContext = await trpc(
      broken.app,
      'projects.loadProjectsByTenant',
      {},
      {
        Authorization: `Bearer ${fresh}`,
        'X-Request-Id': 'trace-in-context',
      },
    );
    expect(inContext.status).toBe(500);
    expect(inContext.body.error).toMatchObject({
      code: -32603,
      data: { reason: 'INTERNAL_ERROR', requestId: 'trace-in-context' },
    });
    expect(inContext.text).not.toMatch(internals);

    // Both are in the server log, with their request ids and the detail the answers left out.
    const logged = broken.errors.map((e) => e.fields.requestId);
    expect(logged).toEqual(expect.arrayContaining(['trace-in-procedure', 'trace-in-context']));
    expect(broken.errors.every((e) => e.err instanceof Error)).toBe(true);
  });
});
