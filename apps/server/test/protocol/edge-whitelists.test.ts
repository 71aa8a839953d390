import { createTestTenant } from '@tmt/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client } from '../client';
import { addNode, addProject, addSuite } from '../factories';
import { startTestApp, type TestApp } from '../test-app';

// Names a caller gives (fields, models, methods, properties) are looked up as own entries only: names of
// Object.prototype members find nothing and answer like any unknown name, never an internal error.

let t: TestApp;
let token: string;
let api: Client;
let suite: string;
let testCase: string;

const inherited = ['constructor', 'toString', 'hasOwnProperty', 'valueOf', '__proto__'];

beforeAll(async () => {
  t = await startTestApp();
  token = (await createTestTenant(t.orm, 'whitelist')).admin.token;
  api = client(t, token);
  await addProject(api, 'Lists');
  suite = await addSuite(api, { ProjectId: 'P_1', Title: 'Login' });
  testCase = await addNode(api, suite, 'TestCase-dm', { General: { Title: 'Sign in' } });
  await addNode(api, suite, 'TestCase-dm', { General: { Title: 'Sign out' } });
});
afterAll(() => {
  // Not one of these calls may have been an internal error.
  expect(t.errors).toEqual([]);
  return t.close();
});

const listCases = (extra: Record<string, unknown>) =>
  api.call(
    'LIST_DOCUMENTS',
    { documentModelName: 'TestCase-dm', page: { offset: 0, limit: 10 }, ...extra },
    { 'Project-Id': 'P_1' },
  );

/** The reason a list answers a bad field with: `__proto__` already fails the grammar of the schema. */
const unknownField = (name: string, kind: 'FILTER' | 'SORT') =>
  name === '__proto__' ? 'INVALID_PARAMS' : `UNKNOWN_${kind}_FIELD`;

describe('list fields', () => {
  it.each(inherited)('refuses %s as a sort field', async (name) => {
    for (const sort of [`${name} ASC`, `Root.General.${name} DESC`, name]) {
      const { body } = await listCases({ sort: [sort] });
      expect(body.error?.code, sort).toBe(-32602);
      expect(body.error.data.reason, sort).toBe(unknownField(name, 'SORT'));
    }
    const lists = {
      LIST_TEST_SUITES: { projectSpec: { projectId: 'P_1' }, filter: { filters: [] } },
      LIST_TEST_RUNS: {},
    };
    for (const [method, params] of Object.entries(lists)) {
      const page = { offset: 0, limit: 5 };
      const error = await api.fail(
        method,
        { ...params, page, sort: [`${name} ASC`] },
        {
          'Project-Id': 'P_1',
        },
      );
      expect(error?.code, method).toBe(-32602);
      expect(error.data.reason, method).toBe(unknownField(name, 'SORT'));
    }
  });

  it('names the unknown sort field', async () => {
    const { body } = await listCases({ sort: ['constructor ASC'] });
    expect(body.error.data.reason).toBe('UNKNOWN_SORT_FIELD');
    expect(body.error.message).toContain('constructor');
  });

  it.each(inherited)('refuses %s as a filter field instead of ignoring it', async (name) => {
    for (const filter of [`${name}:x`, `-${name}:x`, `Root.General.${name}:x`]) {
      const { body } = await listCases({ filter: { filters: [filter] } });
      expect(body.error?.code, filter).toBe(-32602);
      expect(body.error.data.reason, filter).toBe(unknownField(name, 'FILTER'));
    }
  });

  it('refuses a filter entry with no colon, and still filters with a good one', async () => {
    for (const filter of ['Title', 'TitleSign in', '-Title']) {
      const { body } = await listCases({ filter: { filters: [filter] } });
      expect(body.error?.code, filter).toBe(-32602);
      expect(body.error.data.issues[0].path, filter).toBe('params.filter.filters.0');
    }
    const { body } = await listCases({ filter: { filters: ['Title:Sign in'] } });
    expect(body.result.entries.map((e: { docRef: string }) => e.docRef)).toEqual([testCase]);
  });
});

describe('model, method and property names', () => {
  it.each(inherited)('refuses %s as a document model', async (name) => {
    const calls = [
      api.call('ADD_DOCUMENT', { documentModelName: name, document: { Root: { General: {} } } }),
      api.call('LIST_DOCUMENTS', { documentModelName: name, page: { offset: 0, limit: 1 } }),
      api.call('GET_DOCUMENT', { docRef: `${name}-dm/00000000-0000-4000-8000-000000000000` }),
      api.call('MODIFY_DOCUMENT', {
        docRef: `${name}-rm/00000000-0000-4000-8000-000000000000`,
        document: { Root: {} },
      }),
    ];
    for (const { body } of await Promise.all(calls)) expect(body.error?.code).toBe(-32602);
  });

  it.each(inherited)('answers %s as a method with method not found', async (name) => {
    const error = await api.fail(name, {});
    expect(error).toMatchObject({ code: -32601, data: { reason: 'METHOD_NOT_FOUND' } });
    expect((await api.fail(`documents.${name}`, {})).code).toBe(-32601);
  });

  it.each(inherited)('refuses %s as a case or suite property', async (name) => {
    const onCases = await api.fail('SET_TEST_CASE_PROPERTY', {
      testCaseDocRefs: [testCase],
      property: name,
      value: 'x',
    });
    expect(onCases?.code).toBe(-32602);
    const onSuites = await api.fail('SET_TEST_SUITE_PROPERTY', {
      testSuiteDocRefs: [suite],
      property: name,
      value: 'x',
    });
    expect(onSuites?.code).toBe(-32602);
  });

  it('answers a raw "__proto__" key in params like any unknown key', async () => {
    const { body } = await api.post(
      `{"jsonrpc":"2.0","id":1,"method":"GET_DOCUMENT","params":{"__proto__":{"docRef":"${testCase}"}}}`,
    );
    expect(body.error?.code).toBe(-32602);
  });
});

describe('/api/trpc procedure paths', () => {
  it.each(inherited)('answers %s as a path with method not found', async (name) => {
    for (const path of [name, `documents.${name}`]) {
      const res = await t.app.request(`/api/trpc/${path}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: '{}',
      });
      expect(res.status, path).toBe(404);
      const { error } = await res.json();
      expect(error, path).toMatchObject({ code: -32601, data: { reason: 'METHOD_NOT_FOUND' } });
    }
  });
});
