import type { MethodParams } from '@tmt/contract';
import { createTestTenant } from '@tmt/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client, type DocumentAnswer } from '../client';
import { addNode, addProject, addSuite } from '../factories';
import { startTestApp, type TestApp } from '../test-app';

let t: TestApp;
let api: Client;

beforeAll(async () => {
  t = await startTestApp();
  api = client(t, (await createTestTenant(t.orm, 'lists')).admin.token);
  await addProject(api, 'Shop');
  const s1 = await addSuite(api, { ProjectId: 'P_1', Title: 'Login' });
  const s2 = await addSuite(api, { ProjectId: 'P_1', Title: 'Orders' });
  const folder = await addNode(api, s1, 'TestFolder-dm', { General: { Title: 'Passwords' } });
  await addNode(api, s1, 'TestCase-dm', {
    General: { Title: 'Anmeldung mit Passwort', Status: 'DONE' },
    Conditions: { Preconditions: 'Ein Benutzerkonto existiert' },
  });
  await addNode(api, folder, 'TestCase-dm', {
    General: { Title: 'Reset a password', Automation: 'AUTOMATED' },
    TestSteps: [{ Action: 'Request a reset link', ExpectedResult: 'An email arrives' }],
    Criteria: { Tags: 'email' },
  });
  for (let i = 1; i <= 12; i++)
    await addNode(api, s2, 'TestCase-dm', {
      General: { Title: `Order case ${i}`, Status: i % 2 ? 'NEW' : 'REVIEWED' },
    });
});
afterAll(() => t.close());

type ListParams = MethodParams<'LIST_DOCUMENTS'>;
const casesParams = (filters: string[], extra: Partial<Omit<ListParams, 'documentModelName'>>) => ({
  documentModelName: 'TestCase-dm' as const,
  filter: { filters },
  page: { offset: 0, limit: 100 },
  ...extra,
});
/** LIST_DOCUMENTS of test cases with these filters: its result, or (refusedCases) its error. */
const cases = (filters: string[], extra: Partial<Omit<ListParams, 'documentModelName'>> = {}, as = api) =>
  as.ok('LIST_DOCUMENTS', casesParams(filters, extra));
const refusedCases = (filters: string[], extra: Partial<Omit<ListParams, 'documentModelName'>> = {}, as = api) =>
  as.fail('LIST_DOCUMENTS', casesParams(filters, extra));
const titles = (result: { entries: DocumentAnswer<'TestCase-dm'>[] }) =>
  result.entries.map((e) => e.document.Root.General.Title);

describe('LIST_DOCUMENTS', () => {
  it('lists the cases of one suite, and of the version', async () => {
    expect(titles(await cases(['ProjectId:P_1', 'TestSuiteId:S_1'], { sort: ['Title ASC'] }))).toEqual([
      'Anmeldung mit Passwort',
      'Reset a password',
    ]);
    const all = await cases(['ProjectId:P_1', 'ProjectVersionNumber:1']);
    expect(all.fullSize).toBe(14);
    const viaHeader = await api.ok(
      'LIST_DOCUMENTS',
      { documentModelName: 'TestCase-dm', page: { offset: 0, limit: 1 } },
      { 'Project-Id': 'P_1' },
    );
    expect(viaHeader.fullSize).toBe(14);
  });

  it('pages with fullSize and natural id order', async () => {
    const page = await cases(['ProjectId:P_1', 'TestSuiteId:S_2'], { page: { offset: 5, limit: 5 }, sort: ['Id ASC'] });
    expect(page.fullSize).toBe(12);
    expect(page.entries.map((e) => e.document.Root.General.Id)).toEqual(['C_8', 'C_9', 'C_10', 'C_11', 'C_12']);
  });

  it('filters by enumerations, tags and the frozen flag', async () => {
    expect((await cases(['ProjectId:P_1', 'Status:REVIEWED'])).fullSize).toBe(6);
    expect(titles(await cases(['ProjectId:P_1', '-Status:NEW', '-Status:REVIEWED']))).toEqual([
      'Anmeldung mit Passwort',
    ]);
    expect(titles(await cases(['ProjectId:P_1', 'Automation:AUTOMATED']))).toEqual(['Reset a password']);
    expect(titles(await cases(['ProjectId:P_1', 'Tags:email']))).toEqual(['Reset a password']);
    expect((await cases(['ProjectId:P_1', '-Frozen:true'])).fullSize).toBe(14);
    expect((await cases(['ProjectId:P_1', 'Frozen:true'])).fullSize).toBe(0);
  });

  it('searches title, preconditions and steps in English and German', async () => {
    const de = await cases(['ProjectId:P_1'], {
      filter: { filters: ['ProjectId:P_1'], fulltext: 'Anmeldungen Passworte existierte', lang: 'de' },
    });
    expect(titles(de)).toEqual(['Anmeldung mit Passwort']);
    const en = await cases(['ProjectId:P_1'], {
      filter: { filters: ['ProjectId:P_1'], fulltext: 'emails arriving', lang: 'en' },
    });
    expect(titles(en)).toEqual(['Reset a password']);
  });

  it('lists folders and suites with the same grammar', async () => {
    const folders = await api.ok('LIST_DOCUMENTS', {
      documentModelName: 'TestFolder-dm',
      filter: { filters: ['ProjectId:P_1'] },
      page: { offset: 0, limit: 10 },
    });
    expect(
      folders.entries.map((e: { document: { Root: { General: { Title: string } } } }) => e.document.Root.General.Title),
    ).toEqual(['Passwords']);
    const suites = await api.ok('LIST_DOCUMENTS', {
      documentModelName: 'TestSuite-dm',
      filter: { filters: ['ProjectId:P_1'] },
      page: { offset: 0, limit: 10 },
      sort: ['Title DESC'],
    });
    expect(
      suites.entries.map((e: { document: { Root: { General: { Title: string } } } }) => e.document.Root.General.Title),
    ).toEqual(['Orders', 'Login']);
  });

  it('names unknown fields and refuses bad scope filters and models', async () => {
    const unknown = await refusedCases(['ProjectId:P_1', 'Colour:red']);
    expect(unknown).toMatchObject({ code: -32602, data: { reason: 'UNKNOWN_FILTER_FIELD' } });
    expect(unknown.message).toContain('Colour');
    expect((await refusedCases(['-ProjectId:P_1'])).code).toBe(-32602);
    expect((await refusedCases(['ProjectId:P_1', 'ProjectVersionNumber:one'])).code).toBe(-32602);
    expect((await refusedCases(['ProjectId:P_1', 'ProjectVersionNumber:9'])).data.reason).toBe('VERSION_NOT_FOUND');
    expect((await refusedCases([])).data.reason).toBe('PROJECT_ID_REQUIRED');
    const model = await api.fail('LIST_DOCUMENTS', {
      documentModelName: 'ProjectSetting-dm',
      page: { offset: 0, limit: 1 },
    });
    expect(model.data.reason).toBe('UNSUPPORTED_DOCUMENT_MODEL');
  });

  it('shows another tenant none of it', async () => {
    const other = client(t, (await createTestTenant(t.orm, 'lists-other')).admin.token);
    expect((await refusedCases(['ProjectId:P_1'], {}, other)).code).toBe(-32004);
    await addProject(other, 'Theirs');
    expect((await cases(['ProjectId:P_1'], {}, other)).fullSize).toBe(0);
  });
});
