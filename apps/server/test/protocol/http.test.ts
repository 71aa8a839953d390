import { createTestTenant } from '@tmt/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client } from '../client';
import { startTestApp, type TestApp } from '../test-app';

let t: TestApp;
let token: string;
let api: Client;

beforeAll(async () => {
  t = await startTestApp({ bodyLimitBytes: 2048 });
  token = (await createTestTenant(t.orm, 'http')).admin.token;
  api = client(t, token);
});
afterAll(() => t.close());

describe('HTTP surface', () => {
  it('reports health while the database answers', async () => {
    const res = await t.app.request('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('puts a request id on every answer and keeps a sane one the caller sent', async () => {
    const res = await t.app.request('/healthz', { headers: { 'X-Request-Id': 'trace-12345678' } });
    expect(res.headers.get('X-Request-Id')).toBe('trace-12345678');
    const fresh = await t.app.request('/healthz', { headers: { 'X-Request-Id': 'bad id with spaces' } });
    expect(fresh.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
    const rpc = await api.call('LOAD_PROJECTS_BY_TENANT');
    expect(rpc.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a body over the configured size with a clear JSON-RPC error', async () => {
    const big = JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'LOAD_PROJECTS_BY_TENANT',
      params: { pad: 'x'.repeat(4096) },
    });
    const { status, body } = await api.post(big);
    expect(status).toBe(413);
    expect(body.error).toMatchObject({ code: -32600, data: { reason: 'BODY_TOO_LARGE' } });
    expect(body.error.message).toContain('2048');
  });

  it('redirects / to the docs and serves the web build', async () => {
    const root = await t.app.request('/');
    expect(root.status).toBe(302);
    expect(root.headers.get('Location')).toBe('/docs/');
    for (const path of ['/docs/', '/docs/index.html', '/app/', '/app/projects']) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('Content-Type')).toContain('text/html');
    }
    const page = await (await t.app.request('/docs/')).text();
    expect(page).toContain('TMT');
  });

  it('answers a GET of the endpoint with how to call it and where its docs are, in the caller language', async () => {
    const res = await t.app.request('http://tmt.example/api/v2/rpc');
    expect(res.status).toBe(405);
    expect(res.headers.get('Allow')).toBe('POST');
    expect(await res.json()).toMatchObject({
      method: 'POST',
      message: expect.stringContaining('JSON-RPC 2.0'),
      example: { jsonrpc: '2.0', method: 'LOAD_PROJECTS_BY_TENANT' },
      docs: 'http://tmt.example/docs/api/introduction/json-rpc-endpoint',
    });
    const de = await t.app.request('http://tmt.example/api/v2/rpc', { headers: { 'Accept-Language': 'de-DE' } });
    expect(await de.json()).toMatchObject({
      message: expect.stringContaining('Senden Sie eine POST-Anfrage'),
      docs: 'http://tmt.example/docs/de/api/introduction/json-rpc-endpoint',
    });
    expect((await t.app.request(new URL('http://tmt.example/docs/api/introduction/json-rpc-endpoint'))).status).toBe(
      200,
    );
  });

  it('answers an unknown docs path with the not-found page and status 404', async () => {
    const res = await t.app.request('/docs/no/such/page');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Page Not Found');
  });
});

describe('internal errors', () => {
  it('never leak stack or SQL and are logged with the request id the answer carries', async () => {
    const broken = await startTestApp();
    await broken.close();
    const health = await broken.app.request('/healthz');
    expect(health.status).toBe(503);
    const { status, body, headers } = await client(broken, token).call('LOAD_PROJECTS_BY_TENANT');
    expect(status).toBe(500);
    expect(body.error).toMatchObject({ code: -32603, data: { reason: 'INTERNAL_ERROR' } });
    const text = JSON.stringify(body);
    expect(text).not.toMatch(/at .*\.(ts|js):\d+|SELECT|select|pool|knex/);
    const requestId = headers.get('X-Request-Id');
    expect(body.error.data.requestId).toBe(requestId);
    expect(broken.errors.some((e) => e.fields.requestId === requestId)).toBe(true);
  });
});

describe('web build delivery', () => {
  it('compresses pages and assets for browsers that accept it', async () => {
    const page = await t.app.request('/docs/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Encoding')).toBe('gzip');
    const html = await new Response(page.body?.pipeThrough(new DecompressionStream('gzip'))).text();
    expect(html).toContain('TMT');
    const plain = await t.app.request('/docs/');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
  });

  it('names TMT_PUBLIC_URL in the canonical, language and feed links of the pages it serves', async () => {
    const behindProxy = await startTestApp({ publicUrl: 'https://tmt.example.org/' });
    try {
      const page = await (await behindProxy.app.request('/docs/de/intro')).text();
      expect(page).toContain('<link rel="canonical" href="https://tmt.example.org/docs/de/intro" />');
      expect(page).toContain('<link rel="alternate" hreflang="en" href="https://tmt.example.org/docs/intro" />');
      expect(page).toContain(
        '<link rel="alternate" type="application/rss+xml" title="TMT-Blog (RSS)" href="/docs/de/blog/rss.xml" />',
      );
      const notFound = await behindProxy.app.request('/docs/nowhere');
      expect(notFound.status).toBe(404);
      expect(await notFound.text()).toContain('hreflang="de" href="https://tmt.example.org/docs/de/"');
      for (const feed of ['/docs/blog/rss.xml', '/docs/de/blog/atom.xml']) {
        const res = await behindProxy.app.request(feed);
        expect(res.headers.get('Content-Type'), feed).toContain('xml');
        const xml = await res.text();
        expect(xml, feed).toContain('https://tmt.example.org/docs/');
        expect(xml, feed).not.toMatch(/https?:\/\/localhost:\d+\/docs/);
      }
    } finally {
      await behindProxy.close();
    }
  });
});
