import { createTestTenant, createTestUser } from '@tmt/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client, type DocumentAnswer, entriesOf } from '../client';
import { addNode, addProject, addSuite } from '../factories';
import { startTestApp, type TestApp } from '../test-app';

let t: TestApp;
let tenant: Awaited<ReturnType<typeof createTestTenant>>;
let api: Client;

beforeAll(async () => {
  t = await startTestApp();
  tenant = await createTestTenant(t.orm, 'suites');
  api = client(t, tenant.admin.token);
  await addProject(api, 'Shop');
  await addProject(api, 'Mobile', 'P_1');
});
afterAll(() => t.close());

const listParams = (params: Record<string, unknown>) => ({
  projectSpec: { projectId: 'P_1' },
  filter: { filters: [] },
  page: { offset: 0, limit: 50 },
  sort: [],
  ...params,
});
/** LIST_TEST_SUITES of P_1 unless params say otherwise: its result, or (refusedList) its error. */
const list = (params: Record<string, unknown>, as = api) => as.ok('LIST_TEST_SUITES', listParams(params));
const refusedList = (params: Record<string, unknown>, as = api) => as.fail('LIST_TEST_SUITES', listParams(params));
const titles = (result: { entries: DocumentAnswer[] }) =>
  entriesOf('TestSuite-dm', result).map((e) => e.document.Root.General.Title);

describe('test suites', () => {
  it('adds a suite with S_n, appended order, tags and computed fields; read-only input is ignored', async () => {
    const docRef = await addSuite(api, {
      ProjectId: 'P_1',
      Title: 'Checkout',
      Description: 'Paying for the cart',
      Tags: 'Payment, cart',
      RecommendedPriority: { Value: 'HIGH' },
      Id: 'S_99',
      Order: 'zzz',
      SearchTags: [{ Value: 'injected' }],
    });
    const { document } = await api.doc('TestSuite-dm', docRef);
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
    const second = await addSuite(api, { ProjectId: 'P_1', Title: 'Account' });
    const order = (await api.doc('TestSuite-dm', second)).document.Root.General.Order;
    expect(order > document.Root.General.Order).toBe(true);
  });

  it('computes DisplayFields from the cases in SQL', async () => {
    const suite = await addSuite(api, { ProjectId: 'P_1', Title: 'Stats' });
    const folder = await addNode(api, suite, 'TestFolder-dm', { General: { Title: 'Deep' } });
    await addNode(api, suite, 'TestCase-dm', {
      General: { Title: 'a', Automation: 'AUTOMATED', User: 'zoe' },
    });
    await addNode(api, folder, 'TestCase-dm', {
      General: { Title: 'b', Automation: 'AUTOMATED', User: 'ann' },
    });
    await addNode(api, folder, 'TestCase-dm', {
      General: { Title: 'c', Automation: 'TO_BE_AUTOMATED', User: 'ann' },
    });
    await addNode(api, folder, 'TestCase-dm', { General: { Title: 'd' } });
    const { document } = await api.doc('TestSuite-dm', suite);
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
    const project = await api.ok('LOAD_PROJECT_WITH_VERSION', { projectId: 'P_1' });
    expect(project.document.Root.General.TestSuites).toBe(3);
  });

  it('modifies the fields sent and keeps the others', async () => {
    const docRef = await addSuite(api, { ProjectId: 'P_1', Title: 'Old', Description: 'kept', Tags: 'x' });
    expect(
      await api.ok('MODIFY_DOCUMENT', {
        docRef,
        locale: 'en',
        document: { Root: { General: { Title: 'New', RecommendedPriority: 'LOW' } } },
      }),
    ).toBeNull();
    const { document } = await api.doc('TestSuite-dm', docRef);
    expect(document.Root.General).toMatchObject({
      Title: 'New',
      Description: 'kept',
      Tags: 'x',
      RecommendedPriority: { Value: 'LOW' },
    });
    expect(document.__meta.modelVersion).toBe(2);
  });

  it('refuses invalid suites and changes nothing', async () => {
    const before = (await list({})).fullSize;
    const bad = await api.fail('ADD_DOCUMENT', {
      documentModelName: 'TestSuite-dm',
      locale: 'en',
      document: { Root: { General: { ProjectId: 'P_1', Title: 'x', RecommendedPriority: 'URGENT' } } },
    });
    expect(bad.data.issues[0].path).toBe('params.document.Root.General.RecommendedPriority');
    const noProject = await api.fail('ADD_DOCUMENT', {
      documentModelName: 'TestSuite-dm',
      locale: 'en',
      document: { Root: { General: { Title: 'x' } } },
    });
    expect(noProject.data.reason).toBe('PROJECT_ID_REQUIRED');
    const noVersion = await api.fail('ADD_DOCUMENT', {
      documentModelName: 'TestSuite-dm',
      locale: 'en',
      document: { Root: { General: { ProjectId: 'P_1', ProjectVersionNumber: 7, Title: 'x' } } },
    });
    expect(noVersion.data.reason).toBe('VERSION_NOT_FOUND');
    // A number PostgreSQL cannot hold as a version is not a missing version but bad params, wherever it is given.
    const tooBig = await api.fail('LIST_TEST_SUITES', {
      projectSpec: { projectId: 'P_1', projectVersionNumber: 2 ** 31 },
      page: { offset: 0, limit: 5 },
      sort: [],
      filter: { filters: [] },
    });
    expect(tooBig).toMatchObject({ code: -32602, data: { reason: 'INVALID_PARAMS' } });
    expect(tooBig.data.issues[0].path).toBe('params.projectSpec.projectVersionNumber');
    expect((await list({})).fullSize).toBe(before);
  });

  it('keeps sub project suites apart, numbered on their own', async () => {
    const docRef = await addSuite(api, { ProjectId: 'P_1', SubprojectId: 'SP_1', Title: 'Mobile checkout' });
    expect((await api.doc('TestSuite-dm', docRef)).document.Root.General).toMatchObject({
      Id: 'S_1',
      SubprojectId: 'SP_1',
    });
    const sub = await list({ projectSpec: { projectId: 'P_1', subProjectId: 'SP_1' } });
    expect(titles(sub)).toEqual(['Mobile checkout']);
    const viaHeaders = await api.ok(
      'LIST_TEST_SUITES',
      { projectSpec: { projectId: 'P_1' }, filter: { filters: [] }, page: { offset: 0, limit: 5 }, sort: [] },
      { 'Subproject-Id': 'SP_1' },
    );
    expect(titles(viaHeaders)).toEqual(['Mobile checkout']);
  });
});

describe('LIST_TEST_SUITES', () => {
  beforeAll(async () => {
    await addSuite(api, {
      ProjectId: 'P_1',
      Title: 'Anmeldung und Registrierung',
      Description: 'Benutzer melden sich an',
    });
    await addSuite(api, {
      ProjectId: 'P_1',
      Title: 'Searching products',
      Description: 'The search box finds products',
      Tags: 'search',
    });
  });

  it('sorts by order, title and id, and pages with fullSize', async () => {
    const all = await list({ sort: ['Root.General.Order ASC'] });
    const ordered = entriesOf('TestSuite-dm', all).map((e) => e.document.Root.General.Order);
    expect(ordered).toEqual([...ordered].sort());
    const byTitle = titles(await list({ sort: ['Title ASC'] }));
    expect(byTitle).toEqual([...byTitle].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const page = await list({ sort: ['Title ASC'], page: { offset: 2, limit: 2 } });
    expect(page.fullSize).toBe(all.fullSize);
    expect(titles(page)).toEqual(byTitle.slice(2, 4));
    const past = await list({ page: { offset: 100, limit: 2 } });
    expect(past).toMatchObject({ fullSize: all.fullSize, entries: [] });
  });

  it('searches English and German text with stemming', async () => {
    const en = await list({ filter: { filters: [], fulltext: 'search product', lang: 'en' } });
    expect(titles(en)).toEqual(['Searching products']);
    const de = await list({ filter: { filters: [], fulltext: 'Anmeldungen', lang: 'de' } });
    expect(titles(de)).toEqual(['Anmeldung und Registrierung']);
  });

  it('filters by field, by tag and with exclusions', async () => {
    expect(titles(await list({ filter: { filters: ['Tags:search'] } }))).toEqual(['Searching products']);
    expect(titles(await list({ filter: { filters: ['Tags:SEARCH'] } }))).toEqual(['Searching products']);
    const excluded = titles(await list({ filter: { filters: ['-Title:Checkout', '-Title:Account'] } }));
    expect(excluded).not.toContain('Checkout');
    expect(excluded).not.toContain('Account');
    expect(titles(await list({ filter: { filters: ['Id:S_1'] } }))).toEqual(['Checkout']);
  });

  it('requires projectSpec, filter, page and sort and names unknown fields', async () => {
    const error = await api.fail('LIST_TEST_SUITES', {});
    const paths = error.data.issues.map((i: { path: string }) => i.path);
    expect(paths).toEqual(
      expect.arrayContaining(['params.projectSpec', 'params.filter', 'params.page', 'params.sort']),
    );
    const unknown = await refusedList({ sort: ['Colour DESC'] });
    expect(unknown).toMatchObject({ code: -32602, data: { reason: 'UNKNOWN_SORT_FIELD' } });
    const tagSort = await refusedList({ sort: ['Tags ASC'] });
    expect(tagSort.data.reason).toBe('UNKNOWN_SORT_FIELD');
  });

  it('shows another tenant nothing and refuses callers without a role', async () => {
    const other = await createTestTenant(t.orm, 'suites-other');
    const them = client(t, other.admin.token);
    await addProject(them, 'Their shop');
    expect((await list({}, them)).fullSize).toBe(0);
    const suite = (await list({})).entries[0]!.docRef;
    expect((await them.fail('GET_DOCUMENT', { docRef: suite })).code).toBe(-32004);
    const outsider = await createTestUser(t.orm, tenant.tenantId, 'outsider', []);
    expect((await refusedList({}, client(t, outsider.token))).code).toBe(-32003);
  });
});

describe('tags', () => {
  it('keeps one Tag-dm per project for tags of any case', async () => {
    const suite = await addSuite(api, { ProjectId: 'P_1', Title: 'Tagged', Tags: 'Smoke, REGRESSION' });
    await addNode(api, suite, 'TestCase-dm', { General: { Title: 'x' }, Criteria: { Tags: 'smoke, ui' } });
    const { fullSize, entries } = await api.ok('LIST_DOCUMENTS', {
      documentModelName: 'Tag-dm',
      filter: { filters: ['ProjectId:P_1'] },
      page: { offset: 0, limit: 50 },
      sort: ['Value ASC'],
    });
    const values = entries.map((e) => e.document.Root.General.LowerCaseValue);
    expect(values).toEqual(expect.arrayContaining(['smoke', 'regression', 'ui', 'payment', 'cart']));
    expect(values.filter((v) => v === 'smoke')).toHaveLength(1);
    expect(fullSize).toBe(values.length);
    const tag = await api.doc('Tag-dm', entries[0]!.docRef);
    expect(tag.document.Root.General.ProjectId).toBe('P_1');
  });
});
