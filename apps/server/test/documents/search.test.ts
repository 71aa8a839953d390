import { createTestTenant, createTestUser } from '@tmt/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client } from '../client';
import { addNode, addProject, addRun, addSuite } from '../factories';
import { startTestApp, type TestApp } from '../test-app';

// SEARCH_VERSION: the cases, suites and runs of a version by words (English and German stemming) and by id, only
// the caller's tenant and projects, bad params refused.

let t: TestApp;
let api: Client;
let tenantId: string;
let intruder: Client;
let checkout: string;
let login: string;
let anmeldung: string;
let run: string;

interface Hit {
  docRef: string;
  documentModelName: string;
  Id: string;
  Title: string;
  TestSuiteId: string | null;
  Status: string | null;
  matchedBy: string;
}

const search = async (who: Client, text: string, more: Record<string, unknown> = {}) =>
  (await who.ok('SEARCH_VERSION', { projectId: 'P_1', text, ...more })) as {
    entries: Hit[];
    more: boolean;
    ProjectVersionNumber: number;
    page: { offset: number; limit: number };
  };
const titles = async (text: string, more?: Record<string, unknown>) =>
  (await search(api, text, more)).entries.map((hit) => hit.Title);

beforeAll(async () => {
  t = await startTestApp();
  const tenant = await createTestTenant(t.orm, 'search');
  tenantId = tenant.tenantId;
  api = client(t, tenant.admin.token);
  intruder = client(t, (await createTestTenant(t.orm, 'search-intruder')).admin.token);
  await addProject(api, 'Shop');
  await addProject(api, 'Other');
  checkout = await addSuite(api, { ProjectId: 'P_1', Title: 'Checkout', Description: 'Payments for baskets' });
  login = await addNode(api, checkout, 'TestCase-dm', {
    General: { Title: 'Customer logs in', Description: 'With a saved password' },
    TestSteps: [{ Action: 'Open the shop', ExpectedResult: 'The payments page shows' }],
  });
  anmeldung = await addNode(api, checkout, 'TestCase-dm', {
    General: { Title: 'Anmeldung mit Passwörtern', Description: 'Kundinnen melden sich an' },
  });
  run = await addRun(api, { ProjectId: 'P_1', Title: 'Release payment run', Status: 'active' });
  // Another project of the same tenant and another tenant hold the same words: neither is found in P_1.
  await addSuite(api, { ProjectId: 'P_2', Title: 'Logging in elsewhere' });
  await addProject(intruder, 'Theirs');
  await addSuite(intruder, { ProjectId: 'P_1', Title: 'Their login' });
});
afterAll(() => t.close());

describe('SEARCH_VERSION by words', () => {
  it('finds cases by title, description and steps, with English stemming, and opens each in its suite', async () => {
    const answer = await search(api, 'logging');
    expect(answer.entries).toEqual([
      {
        docRef: login,
        documentModelName: 'TestCase-dm',
        Id: 'C_1',
        Title: 'Customer logs in',
        TestSuiteId: 'S_1',
        Status: null,
        matchedBy: 'WORDS',
      },
    ]);
    expect(answer).toMatchObject({ more: false, ProjectVersionNumber: 1, page: { offset: 0, limit: 20 } });
    expect(await titles('payment')).toEqual(['Customer logs in', 'Checkout', 'Release payment run']);
    expect(await titles('passwords')).toEqual(['Customer logs in']);
  });

  it('stems German words too, whatever the caller’s language', async () => {
    expect(await titles('Anmeldungen')).toEqual(['Anmeldung mit Passwörtern']);
    expect(await titles('Passwort', { locale: 'de' })).toEqual(['Anmeldung mit Passwörtern']);
    expect(await titles('melden')).toEqual(['Anmeldung mit Passwörtern']);
  });

  it('finds suites and runs, keeps to the models asked for and pages without counting', async () => {
    const runs = await search(api, 'release', { models: ['TestRun-dm'] });
    expect(runs.entries).toEqual([
      expect.objectContaining({ docRef: run, Id: 'R_1', TestSuiteId: null, Status: 'active', matchedBy: 'WORDS' }),
    ]);
    expect(await titles('payment', { models: ['TestSuite-dm'] })).toEqual(['Checkout']);
    const first = await search(api, 'payment', { page: { offset: 0, limit: 2 } });
    expect([first.entries.length, first.more]).toEqual([2, true]);
    const last = await search(api, 'payment', { page: { offset: 2, limit: 2 } });
    expect(last.entries.map((hit) => hit.Title)).toEqual(['Release payment run']);
    expect(last.more).toBe(false);
    expect(await titles('nothing-like-this')).toEqual([]);
    expect(await titles('"logs in" -password')).toEqual([]);
  });

  it('shows nothing of another project or tenant', async () => {
    expect(await titles('elsewhere')).toEqual([]);
    expect((await search(intruder, 'login')).entries.map((hit) => hit.Title)).toEqual(['Their login']);
    expect((await search(intruder, 'logging')).entries.map((hit) => hit.docRef)).not.toContain(login);
    expect((await search(intruder, 'C_1')).entries).toEqual([]);
  });
});

describe('SEARCH_VERSION by id', () => {
  it('finds a case, suite or run by its id, in any case and with TS_ and TR_', async () => {
    expect((await search(api, 'C_2')).entries).toEqual([
      expect.objectContaining({ docRef: anmeldung, Id: 'C_2', TestSuiteId: 'S_1', matchedBy: 'ID' }),
    ]);
    expect((await search(api, 'c_1')).entries.map((hit) => hit.docRef)).toEqual([login]);
    for (const id of ['S_1', 'TS_1', 'ts_1'])
      expect((await search(api, id)).entries.map((hit) => hit.docRef)).toEqual([checkout]);
    for (const id of ['R_1', 'TR_1']) expect((await search(api, id)).entries.map((hit) => hit.docRef)).toEqual([run]);
    expect((await search(api, 'C_99')).entries).toEqual([]);
    expect((await search(api, 'C_1', { models: ['TestSuite-dm'] })).entries).toEqual([]);
  });
});

describe('SEARCH_VERSION refuses', () => {
  it('a user without a role on the project', async () => {
    const viewer = client(
      t,
      (
        await createTestUser(t.orm, tenantId, 'viewer', [
          { organizationUnit: { type: 'PROJECT', id: 'P_2' }, role: 'viewer' },
        ])
      ).token,
    );
    expect(await viewer.fail('SEARCH_VERSION', { projectId: 'P_1', text: 'login' })).toMatchObject({
      code: -32003,
      data: { reason: 'NO_ROLE_IN_PROJECT' },
    });
    expect((await search(viewer, 'elsewhere', { projectId: 'P_2' })).entries.map((hit) => hit.Title)).toEqual([
      'Logging in elsewhere',
    ]);
  });

  it('bad params, a missing project or version', async () => {
    const bad = [
      { projectId: 'P_1', text: '   ' },
      { projectId: 'P_1', text: 'x'.repeat(201) },
      { projectId: 'P_1' },
      { projectId: 'P_1', text: 'login', page: { offset: 0, limit: 51 } },
      { projectId: 'P_1', text: 'login', page: { offset: -1, limit: 5 } },
      { projectId: 'P_1', text: 'login', models: ['TestFolder-dm'] },
      { projectId: 'P_1', text: 'login', models: [] },
      { projectId: 'Shop', text: 'login' },
      { projectId: 'P_1', text: 'a\u0000b' },
    ];
    for (const params of bad) expect((await api.fail('SEARCH_VERSION', params)).code).toBe(-32602);
    expect((await api.fail('SEARCH_VERSION', { text: 'login' })).data.reason).toBe('PROJECT_ID_REQUIRED');
    expect(await api.fail('SEARCH_VERSION', { projectId: 'P_9', text: 'login' })).toMatchObject({
      code: -32004,
      data: { reason: 'DOCUMENT_NOT_FOUND' },
    });
    expect(
      await api.fail('SEARCH_VERSION', { projectId: 'P_1', projectVersionNumber: 7, text: 'login' }),
    ).toMatchObject({
      code: -32004,
      data: { reason: 'VERSION_NOT_FOUND' },
    });
    // Words that stem to nothing (stop words) or only operators find nothing rather than failing.
    expect(await titles('the and')).toEqual([]);
    expect(await titles('-')).toEqual([]);
  });
});
