import { createTestTenant } from '@tmt/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client } from '../client';
import { startTestApp, type TestApp } from '../test-app';

let t: TestApp;
let api: Client;

beforeAll(async () => {
  t = await startTestApp({ maxBatch: 5 });
  api = client(t, (await createTestTenant(t.orm, 'protocol')).admin.token);
});
afterAll(() => t.close());

const send = (body: unknown) => api.post(JSON.stringify(body));
const good = (id: number | string) => ({ jsonrpc: '2.0', id, method: 'LOAD_PROJECTS_BY_TENANT', params: {} });

describe('JSON-RPC 2.0 conformance', () => {
  it('answers a body that is not JSON with a parse error and id null', async () => {
    const { status, body } = await api.post('{"jsonrpc": "2.0", "method": ');
    expect(status).toBe(200);
    expect(body).toEqual({ jsonrpc: '2.0', id: null, error: expect.objectContaining({ code: -32700 }) });
    expect(body.error.data.reason).toBe('PARSE_ERROR');
  });

  it.each([
    ['missing jsonrpc', { id: 7, method: 'LOAD_PROJECTS_BY_TENANT' }, 7],
    ['wrong jsonrpc', { jsonrpc: '1.0', id: 7, method: 'LOAD_PROJECTS_BY_TENANT' }, 7],
    ['missing method', { jsonrpc: '2.0', id: 7 }, 7],
    ['non-string method', { jsonrpc: '2.0', id: 7, method: 42 }, 7],
    ['params a string', { jsonrpc: '2.0', id: 7, method: 'LOAD_PROJECTS_BY_TENANT', params: 'x' }, 7],
    ['params a number', { jsonrpc: '2.0', id: 7, method: 'LOAD_PROJECTS_BY_TENANT', params: 3 }, 7],
    ['params null', { jsonrpc: '2.0', id: 7, method: 'LOAD_PROJECTS_BY_TENANT', params: null }, 7],
    ['an id that is an object', { jsonrpc: '2.0', id: { a: 1 }, method: 'LOAD_PROJECTS_BY_TENANT' }, null],
    ['a request that is a number', 1, null],
    ['a request that is a string', 'call', null],
    ['a request that is null', null, null],
  ])('answers %s with invalid request', async (_name, request, id) => {
    const { body } = await send(request);
    expect(body.id).toBe(id);
    expect(body.error.code).toBe(-32600);
    expect(body.error.data.reason).toBe('INVALID_REQUEST');
  });

  it('answers an empty batch with one invalid-request error, not an array', async () => {
    const { body } = await send([]);
    expect(Array.isArray(body)).toBe(false);
    expect(body.error.code).toBe(-32600);
    expect(body.id).toBeNull();
  });

  it('refuses a batch larger than the configured maximum', async () => {
    const { body } = await send([1, 2, 3, 4, 5, 6].map(good));
    expect(body.error.code).toBe(-32600);
    expect(body.error.message).toContain('at most 5');
  });

  it('answers a mixed batch entry by entry and leaves the notification out', async () => {
    const { status, body } = await send([
      good(1),
      { jsonrpc: '2.0', method: 'LOAD_PROJECTS_BY_TENANT', params: {} },
      { jsonrpc: '2.0', id: 2, method: 'NO_SUCH_METHOD' },
      { foo: 'bar' },
      good('three'),
    ]);
    expect(status).toBe(200);
    expect(body).toHaveLength(4);
    const byId = new Map(body.map((r: { id: unknown }) => [r.id, r]));
    expect(byId.get(1)).toMatchObject({ jsonrpc: '2.0', result: [] });
    expect(byId.get('three')).toMatchObject({ result: [] });
    expect((byId.get(2) as { error: { code: number } }).error.code).toBe(-32601);
    expect(body.filter((r: { id: unknown }) => r.id === null)[0].error.code).toBe(-32600);
  });

  it('answers a batch of notifications only with no body', async () => {
    const { status, body } = await send([
      { jsonrpc: '2.0', method: 'LOAD_PROJECTS_BY_TENANT', params: {} },
      { jsonrpc: '2.0', method: 'NO_SUCH_METHOD' },
    ]);
    expect(status).toBe(204);
    expect(body).toBeUndefined();
  });

  it('runs a single notification and answers nothing', async () => {
    const { status, body } = await send({
      jsonrpc: '2.0',
      method: 'ADD_DOCUMENT',
      params: {
        documentModelName: 'Project-dm',
        locale: 'en',
        document: { Root: { General: { Title: 'By notification' } } },
      },
    });
    expect(status).toBe(204);
    expect(body).toBeUndefined();
    const { body: list } = await send(good(9));
    expect(
      list.result.map((e: { document: { Root: { General: { Title: string } } } }) => e.document.Root.General.Title),
    ).toContain('By notification');
  });

  it('answers an unknown method with method not found and the id', async () => {
    const { body } = await send({ jsonrpc: '2.0', id: 'x', method: 'DROP_ALL_TABLES', params: {} });
    expect(body).toMatchObject({ id: 'x', error: { code: -32601, data: { reason: 'METHOD_NOT_FOUND' } } });
    expect(body.error.message).toContain('DROP_ALL_TABLES');
  });

  it('answers invalid params with the list of issues and their paths', async () => {
    const { body } = await send({
      jsonrpc: '2.0',
      id: 3,
      method: 'LIST_SUB_PROJECTS',
      params: { page: { offset: -1, limit: 0 }, sources: [{ docRef: 'nope', relationshipModel: 'X', role: 'parent' }] },
    });
    expect(body.error.code).toBe(-32602);
    const paths = body.error.data.issues.map((i: { path: string }) => i.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'params.page.offset',
        'params.page.limit',
        'params.sources.0.docRef',
        'params.sources.0.relationshipModel',
      ]),
    );
  });

  it('refuses positional params: the documented methods take named params', async () => {
    const { body } = await send({ jsonrpc: '2.0', id: 4, method: 'GET_DOCUMENT', params: ['Project-dm/x'] });
    expect(body.error.code).toBe(-32602);
  });

  it('takes an empty params list, or none, as no params', async () => {
    for (const params of [{ params: [] }, {}]) {
      const { body } = await send({ jsonrpc: '2.0', id: 5, method: 'LOAD_PROJECTS_BY_TENANT', ...params });
      expect(body).toEqual({ jsonrpc: '2.0', id: 5, result: expect.any(Array) });
    }
    const needsSome = await send({ jsonrpc: '2.0', id: 7, method: 'GET_DOCUMENT', params: [] });
    expect(needsSome.body.error).toMatchObject({ code: -32602, data: { issues: [{ path: 'params.docRef' }] } });
  });

  it('speaks German when asked by Accept-Language or by the locale param', async () => {
    const byHeader = await api.post(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'NOPE' }), {
      'Accept-Language': 'de-DE,de;q=0.9',
    });
    expect(byHeader.body.error.message).toBe('Die Methode NOPE gibt es nicht.');
    const byParam = await send({
      jsonrpc: '2.0',
      id: 1,
      method: 'GET_DOCUMENT',
      params: { docRef: 'Project-dm/00000000-0000-4000-8000-000000000000', locale: 'de' },
    });
    expect(byParam.body.error.message).toContain('wurde nicht gefunden');
  });
});
