import { createTestTenant } from '@tmt/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asModel, type Client, client, type RpcAnswer } from '../client';
import { addNode, addProject, addSuite } from '../factories';
import { startTestApp, type TestApp } from '../test-app';

// PostgreSQL stores neither NUL nor a lone UTF-16 surrogate; both must be refused as invalid params, naming where
// they are, on every method and both endpoints, before anything is written.

let t: TestApp;
let token: string;
let api: Client;
let tenantId: string;
let suite: string;
let testCase: string;

beforeAll(async () => {
  t = await startTestApp();
  const tenant = await createTestTenant(t.orm, 'strings');
  token = tenant.admin.token;
  api = client(t, token);
  tenantId = tenant.tenantId;
  await addProject(api, 'Strings');
  suite = await addSuite(api, { ProjectId: 'P_1', Title: 'Login' });
  testCase = await addNode(api, suite, 'TestCase-dm', { General: { Title: 'Sign in' } });
});
afterAll(() => t.close());

const count = async (table: string) => {
  const [row] = await t.orm.em
    .fork()
    .execute<{ n: number }[]>(`SELECT count(*)::int AS n FROM ${table} WHERE tenant_id = ?`, [tenantId]);
  return row?.n;
};

/** A raw JSON-RPC body: `params` is JSON text, so escapes like \u0000 and \ud800 reach the server as written. */
const raw = (method: string, params: string) =>
  api.post(`{"jsonrpc":"2.0","id":1,"method":"${method}","params":${params}}`);

const expectRefused = (answer: RpcAnswer, path: string) => {
  expect(answer.status).toBe(200);
  expect(answer.body.error).toMatchObject({ code: -32602, data: { reason: 'INVALID_PARAMS' } });
  expect(answer.body.error.data.issues).toContainEqual(
    expect.objectContaining({ path, code: 'unstorable_text', message: expect.stringContaining('NUL') }),
  );
};

describe('text PostgreSQL cannot store, on JSON-RPC', () => {
  it('refuses a NUL or a lone surrogate in a title, and writes nothing', async () => {
    const suites = await count('test_suite');
    for (const title of ['"Lo\\u0000gin"', '"Lo\\ud800gin"', '"\\udc00"', '"a\\ud83d"']) {
      const answer = await raw(
        'ADD_DOCUMENT',
        `{"documentModelName":"TestSuite-dm","document":{"Root":{"General":{"ProjectId":"P_1","Title":${title}}}}}`,
      );
      expectRefused(answer, 'params.document.Root.General.Title');
    }
    expect(await count('test_suite')).toBe(suites);
  });

  it('keeps a well-formed surrogate pair (an emoji)', async () => {
    const docRef = await addSuite(api, { ProjectId: 'P_1', Title: 'Smile \u{1F600}' });
    const { document } = await api.doc('TestSuite-dm', docRef);
    expect(document.Root.General.Title).toBe('Smile \u{1F600}');
  });

  it('refuses it in a test step of a new case', async () => {
    const cases = await count('test_case');
    const answer = await api.call('CREATE_TEST_CASE_TREE_NODE', {
      documentModelName: 'TestCase-dm',
      parentNodeDocRef: suite,
      document: {
        Root: {
          General: { Title: 'Steps' },
          TestSteps: [{ Action: 'ok' }, { Action: 'Click', ExpectedResult: 'x\0' }],
        },
      },
    });
    expectRefused(answer, 'params.document.Root.TestSteps.1.ExpectedResult');
    expect(await count('test_case')).toBe(cases);
  });

  it('refuses it in a list filter and a full-text search', async () => {
    const list = (filter: string) =>
      raw('LIST_DOCUMENTS', `{"documentModelName":"TestCase-dm","page":{"offset":0,"limit":10},"filter":${filter}}`);
    expectRefused(await list('{"filters":["Title:Sign\\u0000"]}'), 'params.filter.filters.0');
    expectRefused(await list('{"fulltext":"sign \\udfff in"}'), 'params.filter.fulltext');
  });

  it('refuses it in an object key, escaped in the path it names', async () => {
    const answer = await raw(
      'MODIFY_DOCUMENT',
      `{"docRef":"${suite}","document":{"Root":{"General":{"Ti\\u0000tle":"x"}}}}`,
    );
    expectRefused(answer, 'params.document.Root.General.Ti\\u0000tle');
    expect(answer.body.error.data.issues[0].message).toMatch(/key/);
  });

  it('refuses it in a task parameter, so no task is queued', async () => {
    const tasks = await count('task_request');
    const answer = await raw(
      'SET_TEST_CASE_PROPERTY',
      `{"testCaseDocRefs":["${testCase}"],"property":"User","value":"\\u0000"}`,
    );
    expectRefused(answer, 'params.value');
    expect(await count('task_request')).toBe(tasks);
    const { document } = await api.doc('TestCase-dm', testCase);
    expect(document.Root.General.Title).toBe('Sign in');
  });

  it('refuses a document nested deeper than 64 levels, however deep, and writes nothing', async () => {
    const suites = await count('test_suite');
    const deep = `${'['.repeat(500_000)}${']'.repeat(500_000)}`;
    const answer = await raw(
      'ADD_DOCUMENT',
      `{"documentModelName":"TestSuite-dm","document":{"Root":{"General":{"ProjectId":"P_1","Title":"x","Tags":${deep}}}}}`,
    );
    expect(answer.body.error).toMatchObject({ code: -32602, data: { reason: 'INVALID_PARAMS' } });
    expect(answer.body.error.data.issues).toContainEqual(expect.objectContaining({ code: 'too_deep' }));
    expect(await count('test_suite')).toBe(suites);
    expect(t.errors).toEqual([]);
  });

  it('answers each call of a batch on its own', async () => {
    const { body } = await api.post(
      `[{"jsonrpc":"2.0","id":1,"method":"GET_DOCUMENT","params":{"docRef":"${suite}"}},` +
        `{"jsonrpc":"2.0","id":2,"method":"LOAD_PROJECTS_BY_TENANT","params":{"\\ud800":1}}]`,
    );
    expect(body[0].result.docRef).toBe(suite);
    expect(body[1].error.code).toBe(-32602);
    expect(body[1].error.data.issues[0]).toMatchObject({ path: 'params.\\ud800', code: 'unstorable_text' });
  });
});

describe('text PostgreSQL cannot store, on /api/trpc', () => {
  const headers = { Authorization: `Bearer placeholder`, 'Content-Type': 'application/json' };

  it('refuses it in a mutation body with the same answer', async () => {
    const suites = await count('test_suite');
    const res = await t.app.request('/api/trpc/documents.addDocument', {
      method: 'POST',
      headers: { ...headers, Authorization: `Bearer ${token}` },
      body: '{"documentModelName":"TestSuite-dm","document":{"Root":{"General":{"ProjectId":"P_1","Title":"\\ud800"}}}}',
    });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error).toMatchObject({
      code: -32602,
      message: 'The params are invalid.',
      data: { reason: 'INVALID_PARAMS' },
    });
    expect(error.data.issues[0]).toMatchObject({ path: 'params.document.Root.General.Title', code: 'unstorable_text' });
    expect(await count('test_suite')).toBe(suites);
  });

  it('refuses it in a query input', async () => {
    const input = encodeURIComponent(
      '{"documentModelName":"TestCase-dm","page":{"offset":0,"limit":5},"filter":{"fulltext":"a\\u0000"}}',
    );
    const res = await t.app.request(`/api/trpc/documents.listDocuments?input=${input}`, {
      headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'de' },
    });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error).toMatchObject({ code: -32602, message: 'Die Parameter sind ungültig.' });
    expect(error.data.issues[0]).toMatchObject({ path: 'params.filter.fulltext', code: 'unstorable_text' });
  });
});

describe('text PostgreSQL stores, in filters', () => {
  it('finds titles with quotes, backslashes, commas, braces and emoji by their exact value, one or several at once', async () => {
    const titles = ['say "hi"', 'back\\slash', 'a,b', '{braces}', 'NULL', 'Ärger 🚀'];
    for (const Title of titles) await addSuite(api, { ProjectId: 'P_1', Title });
    const found = async (filters: string[]) =>
      (
        await api.ok('LIST_TEST_SUITES', {
          projectSpec: { projectId: 'P_1' },
          filter: { filters },
          page: { offset: 0, limit: 50 },
          sort: ['Title ASC'],
        })
      ).entries.map((e) => asModel('TestSuite-dm', e).document.Root.General.Title);
    for (const title of titles) expect(await found([`Title:${title}`])).toEqual([title]);
    expect(await found(['Title:a,b', 'Title:NULL'])).toEqual(['a,b', 'NULL']);
    const rest = await found(['-Title:Login', '-Title:say "hi"']);
    expect(rest).not.toContain('Login');
    expect(rest).not.toContain('say "hi"');
    expect(rest).toEqual(expect.arrayContaining(titles.slice(1)));
  });

  it('takes epoch filters, and answers an epoch past any date with no entries rather than an error', async () => {
    const list = (filters: string[]) =>
      api.ok('LIST_DOCUMENTS', {
        documentModelName: 'TestCase-dm',
        filter: { filters },
        page: { offset: 0, limit: 5 },
      });
    const createdOn = (await api.root(testCase)).Metadata.CreatedOn as number;
    expect(
      (await list(['ProjectId:P_1', `CreatedOn:${createdOn}`])).entries.map((e: { docRef: string }) => e.docRef),
    ).toEqual([testCase]);
    expect((await list(['ProjectId:P_1', 'CreatedOn:99999999999999999999'])).entries).toEqual([]);
  });
});
