import { createTestTenant } from '@tmt/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addNode, addSuite, ok } from './content-helpers';
import { addProject, call, startTestApp, type TestApp } from './helpers';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await startTestApp();
  token = (await createTestTenant(t.orm, 'lists')).admin.token;
  await addProject(t.app, token, 'Shop');
  const s1 = await addSuite(t.app, token, { ProjectId: 'P_1', Title: 'Login' });
  const s2 = await addSuite(t.app, token, { ProjectId: 'P_1', Title: 'Orders' });
  const folder = await addNode(t.app, token, s1, 'TestFolder-dm', { General: { Title: 'Passwords' } });
  await addNode(t.app, token, s1, 'TestCase-dm', {
    General: { Title: 'Anmeldung mit Passwort', Status: 'DONE' },
    Conditions: { Preconditions: 'Ein Benutzerkonto existiert' },
  });
  await addNode(t.app, token, folder, 'TestCase-dm', {
    General: { Title: 'Reset a password', Automation: 'AUTOMATED' },
    TestSteps: [{ Action: 'Request a reset link', ExpectedResult: 'An email arrives' }],
    Criteria: { Tags: 'email' },
  });
  for (let i = 1; i <= 12; i++)
    await addNode(t.app, token, s2, 'TestCase-dm', {
      General: { Title: `Order case ${i}`, Status: i % 2 ? 'NEW' : 'REVIEWED' },
    });
});
afterAll(() => t.close());

const cases = (filters: string[], extra: Record<string, unknown> = {}, tok = token) =>
  call(t.app, tok, 'LIST_DOCUMENTS', {
    documentModelName: 'TestCase-dm',
    filter: { filters },
    page: { offset: 0, limit: 100 },
    ...extra,
  });
const titles = (body: { result: { entries: { document: { Root: { General: { Title: string } } } }[] } }) =>
  body.result.entries.map((e) => e.document.Root.General.Title);

describe('LIST_DOCUMENTS', () => {
  it('lists the cases of one suite, and of the version', async () => {
    expect(titles((await cases(['ProjectId:P_1', 'TestSuiteId:S_1'], { sort: ['Title ASC'] })).body)).toEqual([
      'Anmeldung mit Passwort',
      'Reset a password',
    ]);
    const all = await cases(['ProjectId:P_1', 'ProjectVersionNumber:1']);
    expect(all.body.result.fullSize).toBe(14);
    const viaHeader = await call(
      t.app,
      token,
      'LIST_DOCUMENTS',
      { documentModelName: 'TestCase-dm', page: { offset: 0, limit: 1 } },
      { 'Project-Id': 'P_1' },
    );
    expect(viaHeader.body.result.fullSize).toBe(14);
  });

  it('pages with fullSize and natural id order', async () => {
    const page = await cases(['ProjectId:P_1', 'TestSuiteId:S_2'], { page: { offset: 5, limit: 5 }, sort: ['Id ASC'] });
    expect(page.body.result.fullSize).toBe(12);
    expect(
      page.body.result.entries.map(
        (e: { document: { Root: { General: { Id: string } } } }) => e.document.Root.General.Id,
      ),
    ).toEqual(['C_8', 'C_9', 'C_10', 'C_11', 'C_12']);
  });

  it('filters by enumerations, tags and the frozen flag', async () => {
    expect((await cases(['ProjectId:P_1', 'Status:REVIEWED'])).body.result.fullSize).toBe(6);
    expect(titles((await cases(['ProjectId:P_1', '-Status:NEW', '-Status:REVIEWED'])).body)).toEqual([
      'Anmeldung mit Passwort',
    ]);
    expect(titles((await cases(['ProjectId:P_1', 'Automation:AUTOMATED'])).body)).toEqual(['Reset a password']);
    expect(titles((await cases(['ProjectId:P_1', 'Tags:email'])).body)).toEqual(['Reset a password']);
    expect((await cases(['ProjectId:P_1', '-Frozen:true'])).body.result.fullSize).toBe(14);
    expect((await cases(['ProjectId:P_1', 'Frozen:true'])).body.result.fullSize).toBe(0);
  });

  it('searches title, preconditions and steps in English and German', async () => {
    const de = await cases(['ProjectId:P_1'], {
      filter: { filters: ['ProjectId:P_1'], fulltext: 'Anmeldungen Passworte existierte', lang: 'de' },
    });
    expect(titles(de.body)).toEqual(['Anmeldung mit Passwort']);
    const en = await cases(['ProjectId:P_1'], {
      filter: { filters: ['ProjectId:P_1'], fulltext: 'emails arriving', lang: 'en' },
    });
    expect(titles(en.body)).toEqual(['Reset a password']);
  });

  it('lists folders and suites with the same grammar', async () => {
    const folders = await ok(t.app, token, 'LIST_DOCUMENTS', {
      documentModelName: 'TestFolder-dm',
      filter: { filters: ['ProjectId:P_1'] },
      page: { offset: 0, limit: 10 },
    });
    expect(
      folders.entries.map((e: { document: { Root: { General: { Title: string } } } }) => e.document.Root.General.Title),
    ).toEqual(['Passwords']);
    const suites = await ok(t.app, token, 'LIST_DOCUMENTS', {
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
    const unknown = await cases(['ProjectId:P_1', 'Colour:red']);
    expect(unknown.body.error).toMatchObject({ code: -32602, data: { reason: 'UNKNOWN_FILTER_FIELD' } });
    expect(unknown.body.error.message).toContain('Colour');
    expect((await cases(['-ProjectId:P_1'])).body.error.code).toBe(-32602);
    expect((await cases(['ProjectId:P_1', 'ProjectVersionNumber:one'])).body.error.code).toBe(-32602);
    expect((await cases(['ProjectId:P_1', 'ProjectVersionNumber:9'])).body.error.data.reason).toBe('VERSION_NOT_FOUND');
    expect((await cases([])).body.error.data.reason).toBe('PROJECT_ID_REQUIRED');
    const model = await call(t.app, token, 'LIST_DOCUMENTS', {
      documentModelName: 'User-dm',
      page: { offset: 0, limit: 1 },
    });
    expect(model.body.error.data.reason).toBe('UNSUPPORTED_DOCUMENT_MODEL');
  });

  it('shows another tenant none of it', async () => {
    const other = await createTestTenant(t.orm, 'lists-other');
    expect((await cases(['ProjectId:P_1'], {}, other.admin.token)).body.error.code).toBe(-32004);
    await addProject(t.app, other.admin.token, 'Theirs');
    expect((await cases(['ProjectId:P_1'], {}, other.admin.token)).body.result.fullSize).toBe(0);
  });
});
