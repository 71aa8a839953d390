import { createTestTenant, createTestUser } from '@tmt/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addNode, addSuite, ok } from './content-helpers';
import { addProject, call, startTestApp, type TestApp } from './helpers';

let t: TestApp;
let tenant: Awaited<ReturnType<typeof createTestTenant>>;
let token: string;

beforeAll(async () => {
  t = await startTestApp();
  tenant = await createTestTenant(t.orm, 'suites');
  token = tenant.admin.token;
  await addProject(t.app, token, 'Shop');
  await addProject(t.app, token, 'Mobile', 'P_1');
});
afterAll(() => t.close());

const list = (params: Record<string, unknown>, tok = token) =>
  call(t.app, tok, 'LIST_TEST_SUITES', {
    projectSpec: { projectId: 'P_1' },
    filter: { filters: [] },
    page: { offset: 0, limit: 50 },
    sort: [],
    ...params,
  });
const titles = (result: { entries: { document: { Root: { General: { Title: string } } } }[] }) =>
  result.entries.map((e) => e.document.Root.General.Title);

describe('test suites', () => {
  it('adds a suite with S_n, appended order, tags and computed fields; read-only input is ignored', async () => {
    const docRef = await addSuite(t.app, token, {
      ProjectId: 'P_1',
      Title: 'Checkout',
      Description: 'Paying for the cart',
      Tags: 'Payment, cart',
      RecommendedPriority: { Value: 'HIGH' },
      Id: 'S_99',
      Order: 'zzz',
      SearchTags: [{ Value: 'injected' }],
    });
    const { document } = await ok(t.app, token, 'GET_DOCUMENT', { docRef });
    expect(document.Root.General).toMatchObject({
      ProjectId: 'P_1',
      SubprojectId: '_',
      ProjectVersionNumber: 1,
      Title: 'Checkout',
      Id: 'S_1',
      Tags: 'Payment, cart',
      SearchTags: [{ Value: 'Payment' }, { Value: 'cart' }],
      RecommendedPriority: { Value: 'HIGH' },
    });
    expect(document.Root.General.Order).not.toBe('zzz');
    expect(document.Root.Metadata.AssignedToVersion).toEqual({ AssignedToNumber: 1, AssignedToTitle: 'Version 1' });
    const second = await addSuite(t.app, token, { ProjectId: 'P_1', Title: 'Account' });
    const order = (await ok(t.app, token, 'GET_DOCUMENT', { docRef: second })).document.Root.General.Order;
    expect(order > document.Root.General.Order).toBe(true);
  });

  it('computes DisplayFields from the cases in SQL', async () => {
    const suite = await addSuite(t.app, token, { ProjectId: 'P_1', Title: 'Stats' });
    const folder = await addNode(t.app, token, suite, 'TestFolder-dm', { General: { Title: 'Deep' } });
    await addNode(t.app, token, suite, 'TestCase-dm', {
      General: { Title: 'a', Automation: 'AUTOMATED', User: 'zoe' },
    });
    await addNode(t.app, token, folder, 'TestCase-dm', {
      General: { Title: 'b', Automation: 'AUTOMATED', User: 'ann' },
    });
    await addNode(t.app, token, folder, 'TestCase-dm', {
      General: { Title: 'c', Automation: 'TO_BE_AUTOMATED', User: 'ann' },
    });
    await addNode(t.app, token, folder, 'TestCase-dm', { General: { Title: 'd' } });
    const { document } = await ok(t.app, token, 'GET_DOCUMENT', { docRef: suite });
    expect(document.Root.DisplayFields).toEqual({
      TotalTestCases: 4,
      PercentageOfAutomatedCases: 50,
      AutomationCoverage: [
        { name: 'TO_BE_EVALUATED', count: 0 },
        { name: 'TO_BE_AUTOMATED', count: 1 },
        { name: 'AUTOMATED', count: 2 },
        { name: 'NOT_TO_BE_AUTOMATED', count: 0 },
        { name: 'NOT_DEFINED', count: 1 },
      ],
      AssigneesOfTestCases: ['ann', 'zoe'],
      TestCasesWithAssignee: 3,
    });
    const project = await ok(t.app, token, 'LOAD_PROJECT_WITH_VERSION', { projectId: 'P_1' });
    expect(project.document.Root.General.TestSuites).toBe(3);
  });

  it('modifies the fields sent and keeps the others', async () => {
    const docRef = await addSuite(t.app, token, { ProjectId: 'P_1', Title: 'Old', Description: 'kept', Tags: 'x' });
    expect(
      await ok(t.app, token, 'MODIFY_DOCUMENT', {
        docRef,
        locale: 'en',
        document: { Root: { General: { Title: 'New', RecommendedPriority: 'LOW' } } },
      }),
    ).toBeNull();
    const { document } = await ok(t.app, token, 'GET_DOCUMENT', { docRef });
    expect(document.Root.General).toMatchObject({
      Title: 'New',
      Description: 'kept',
      Tags: 'x',
      RecommendedPriority: { Value: 'LOW' },
    });
    expect(document.__meta.modelVersion).toBe(2);
  });

  it('refuses invalid suites and changes nothing', async () => {
    const before = (await list({})).body.result.fullSize;
    const bad = await call(t.app, token, 'ADD_DOCUMENT', {
      documentModelName: 'TestSuite-dm',
      locale: 'en',
      document: { Root: { General: { ProjectId: 'P_1', Title: 'x', RecommendedPriority: 'URGENT' } } },
    });
    expect(bad.body.error.data.issues[0].path).toBe('params.document.Root.General.RecommendedPriority');
    const noProject = await call(t.app, token, 'ADD_DOCUMENT', {
      documentModelName: 'TestSuite-dm',
      locale: 'en',
      document: { Root: { General: { Title: 'x' } } },
    });
    expect(noProject.body.error.data.reason).toBe('PROJECT_ID_REQUIRED');
    const noVersion = await call(t.app, token, 'ADD_DOCUMENT', {
      documentModelName: 'TestSuite-dm',
      locale: 'en',
      document: { Root: { General: { ProjectId: 'P_1', ProjectVersionNumber: 7, Title: 'x' } } },
    });
    expect(noVersion.body.error.data.reason).toBe('VERSION_NOT_FOUND');
    expect((await list({})).body.result.fullSize).toBe(before);
  });

  it('keeps sub project suites apart, numbered on their own', async () => {
    const docRef = await addSuite(t.app, token, { ProjectId: 'P_1', SubprojectId: 'SP_1', Title: 'Mobile checkout' });
    expect((await ok(t.app, token, 'GET_DOCUMENT', { docRef })).document.Root.General).toMatchObject({
      Id: 'S_1',
      SubprojectId: 'SP_1',
    });
    const sub = await list({ projectSpec: { projectId: 'P_1', subProjectId: 'SP_1' } });
    expect(titles(sub.body.result)).toEqual(['Mobile checkout']);
    const viaHeaders = await call(
      t.app,
      token,
      'LIST_TEST_SUITES',
      { projectSpec: { projectId: 'P_1' }, filter: { filters: [] }, page: { offset: 0, limit: 5 }, sort: [] },
      { 'Subproject-Id': 'SP_1' },
    );
    expect(titles(viaHeaders.body.result)).toEqual(['Mobile checkout']);
  });
});

describe('LIST_TEST_SUITES', () => {
  beforeAll(async () => {
    await addSuite(t.app, token, {
      ProjectId: 'P_1',
      Title: 'Anmeldung und Registrierung',
      Description: 'Benutzer melden sich an',
    });
    await addSuite(t.app, token, {
      ProjectId: 'P_1',
      Title: 'Searching products',
      Description: 'The search box finds products',
      Tags: 'search',
    });
  });

  it('sorts by order, title and id, and pages with fullSize', async () => {
    const all = (await list({ sort: ['Root.General.Order ASC'] })).body.result;
    const ordered = [...all.entries].map(
      (e: { document: { Root: { General: { Order: string } } } }) => e.document.Root.General.Order,
    );
    expect(ordered).toEqual([...ordered].sort());
    const byTitle = titles((await list({ sort: ['Title ASC'] })).body.result);
    expect(byTitle).toEqual([...byTitle].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const page = (await list({ sort: ['Title ASC'], page: { offset: 2, limit: 2 } })).body.result;
    expect(page.fullSize).toBe(all.fullSize);
    expect(titles(page)).toEqual(byTitle.slice(2, 4));
    const past = (await list({ page: { offset: 100, limit: 2 } })).body.result;
    expect(past).toMatchObject({ fullSize: all.fullSize, entries: [] });
  });

  it('searches English and German text with stemming', async () => {
    const en = await list({ filter: { filters: [], fulltext: 'search product', lang: 'en' } });
    expect(titles(en.body.result)).toEqual(['Searching products']);
    const de = await list({ filter: { filters: [], fulltext: 'Anmeldungen', lang: 'de' } });
    expect(titles(de.body.result)).toEqual(['Anmeldung und Registrierung']);
  });

  it('filters by field, by tag and with exclusions', async () => {
    expect(titles((await list({ filter: { filters: ['Tags:search'] } })).body.result)).toEqual(['Searching products']);
    expect(titles((await list({ filter: { filters: ['Tags:SEARCH'] } })).body.result)).toEqual(['Searching products']);
    const excluded = titles((await list({ filter: { filters: ['-Title:Checkout', '-Title:Account'] } })).body.result);
    expect(excluded).not.toContain('Checkout');
    expect(excluded).not.toContain('Account');
    expect(titles((await list({ filter: { filters: ['Id:S_1'] } })).body.result)).toEqual(['Checkout']);
  });

  it('requires projectSpec, filter, page and sort and names unknown fields', async () => {
    const { body } = await call(t.app, token, 'LIST_TEST_SUITES', {});
    const paths = body.error.data.issues.map((i: { path: string }) => i.path);
    expect(paths).toEqual(
      expect.arrayContaining(['params.projectSpec', 'params.filter', 'params.page', 'params.sort']),
    );
    const unknown = await list({ sort: ['Colour DESC'] });
    expect(unknown.body.error).toMatchObject({ code: -32602, data: { reason: 'UNKNOWN_SORT_FIELD' } });
    const tagSort = await list({ sort: ['Tags ASC'] });
    expect(tagSort.body.error.data.reason).toBe('UNKNOWN_SORT_FIELD');
  });

  it('shows another tenant nothing and refuses callers without a role', async () => {
    const other = await createTestTenant(t.orm, 'suites-other');
    await addProject(t.app, other.admin.token, 'Their shop');
    expect((await list({}, other.admin.token)).body.result.fullSize).toBe(0);
    const suite = (await list({})).body.result.entries[0].docRef;
    expect((await call(t.app, other.admin.token, 'GET_DOCUMENT', { docRef: suite })).body.error.code).toBe(-32004);
    const outsider = await createTestUser(t.orm, tenant.tenantId, 'outsider', []);
    expect((await list({}, outsider.token)).body.error.code).toBe(-32003);
  });
});

describe('tags', () => {
  it('keeps one Tag-dm per project for tags of any case', async () => {
    const suite = await addSuite(t.app, token, { ProjectId: 'P_1', Title: 'Tagged', Tags: 'Smoke, REGRESSION' });
    await addNode(t.app, token, suite, 'TestCase-dm', { General: { Title: 'x' }, Criteria: { Tags: 'smoke, ui' } });
    const { fullSize, entries } = await ok(t.app, token, 'LIST_DOCUMENTS', {
      documentModelName: 'Tag-dm',
      filter: { filters: ['ProjectId:P_1'] },
      page: { offset: 0, limit: 50 },
      sort: ['Value ASC'],
    });
    const values = entries.map(
      (e: { document: { Root: { General: { LowerCaseValue: string } } } }) => e.document.Root.General.LowerCaseValue,
    );
    expect(values).toEqual(expect.arrayContaining(['smoke', 'regression', 'ui', 'payment', 'cart']));
    expect(values.filter((v: string) => v === 'smoke')).toHaveLength(1);
    expect(fullSize).toBe(values.length);
    const tag = await ok(t.app, token, 'GET_DOCUMENT', { docRef: entries[0].docRef });
    expect(tag.document.Root.General.ProjectId).toBe('P_1');
  });
});
