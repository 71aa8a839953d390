import { createTestTenant, createTestUser } from '@tmt/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client } from '../client';
import { addProject } from '../factories';
import { startTestApp, type TestApp } from '../test-app';

let t: TestApp;
let tenant: Awaited<ReturnType<typeof createTestTenant>>;
let admin: Client;
let p1: string;
let p2: string;
let subs: string[];

beforeAll(async () => {
  t = await startTestApp();
  tenant = await createTestTenant(t.orm, 'read');
  admin = client(t, tenant.admin.token);
  p1 = await addProject(admin, 'Web shop');
  p2 = await addProject(admin, 'Warehouse');
  await addProject(admin, 'Payroll');
  subs = [];
  for (const title of ['Checkout', 'Android app', 'Search', 'iOS app'])
    subs.push(await addProject(admin, title, 'P_1'));
  await addProject(admin, 'Scanner', 'P_2');
});
afterAll(() => t.close());

const titles = (entries: { document: { Root: { General: { Title: string } } } }[]) =>
  entries.map((e) => e.document.Root.General.Title);
const ids = (entries: { document: { Root: { General: { Id: string } } } }[]) =>
  entries.map((e) => e.document.Root.General.Id);
const source = (docRef: string) => ({ docRef, relationshipModel: 'ProjectSubproject-rm', role: 'parent' }) as const;
const subsParams = (params: Record<string, unknown>) => ({
  page: { offset: 0, limit: 50 },
  sources: [source(p1)],
  ...params,
});
/** LIST_SUB_PROJECTS of P_1 unless params say otherwise: its result, or (refusedSubs) its error. */
const listSubs = (params: Record<string, unknown>, as = admin) => as.ok('LIST_SUB_PROJECTS', subsParams(params));
const refusedSubs = (params: Record<string, unknown>, as = admin) => as.fail('LIST_SUB_PROJECTS', subsParams(params));

describe('LOAD_PROJECTS_BY_TENANT', () => {
  it('lists the parent projects of the tenant in id order, without sub projects', async () => {
    const result = await admin.ok('LOAD_PROJECTS_BY_TENANT');
    expect(ids(result)).toEqual(['P_1', 'P_2', 'P_3']);
    expect(result[0]!.linkRef).toBe(p1);
  });

  it('shows a user only the projects one of their roles applies to', async () => {
    const projectRole = await createTestUser(t.orm, tenant.tenantId, 'p2-lead', [
      { organizationUnit: { type: 'PROJECT', id: 'P_2' }, role: 'manager' },
    ]);
    expect(ids(await client(t, projectRole.token).ok('LOAD_PROJECTS_BY_TENANT'))).toEqual(['P_2']);
    const subRole = await createTestUser(t.orm, tenant.tenantId, 'sp3-tester', [
      { organizationUnit: { type: 'SUBPROJECT', id: 'SP_3' }, role: 'tester' },
    ]);
    expect(ids(await client(t, subRole.token).ok('LOAD_PROJECTS_BY_TENANT'))).toEqual(['P_1']);
    const none = await createTestUser(t.orm, tenant.tenantId, 'nobody', []);
    expect(await client(t, none.token).ok('LOAD_PROJECTS_BY_TENANT')).toEqual([]);
    const otherTenantRole = await createTestUser(t.orm, tenant.tenantId, 'foreign-admin', [
      { organizationUnit: { type: 'TENANT', id: 'another' }, role: 'admin' },
    ]);
    expect(await client(t, otherTenantRole.token).ok('LOAD_PROJECTS_BY_TENANT')).toEqual([]);
  });
});

describe('LIST_SUB_PROJECTS', () => {
  it('lists sub project links of a source in creation order with fullSize and page', async () => {
    const first = (await listSubs({}))[0]!;
    expect(first.source).toEqual(source(p1));
    expect(first.linkResultEntries.fullSize).toBe(4);
    expect(first.linkResultEntries.page).toEqual({ offset: 0, limit: 50 });
    expect(titles(first.linkResultEntries.entries)).toEqual(['Checkout', 'Android app', 'Search', 'iOS app']);
    const links = first.linkResultEntries.entries.map((e) => e.linkRef);
    expect(links[0]!.linkDescriptor).toMatchObject({
      relationshipModel: 'ProjectSubproject-rm',
      position: 0,
      predecessorLinkRef: null,
    });
    expect(links[1]!.linkDescriptor).toMatchObject({ position: 1, predecessorLinkRef: links[0]!.id });
  });

  it('answers one result per source', async () => {
    const results = await listSubs({ sources: [source(p1), source(p2)] });
    expect(results.map((r) => r.linkResultEntries.fullSize)).toEqual([4, 1]);
  });

  it('pages in SQL', async () => {
    const page = await listSubs({ page: { offset: 1, limit: 2 } });
    expect(titles(page[0]!.linkResultEntries.entries)).toEqual(['Android app', 'Search']);
    expect(page[0]!.linkResultEntries.fullSize).toBe(4);
  });

  it('keeps fullSize past the last page and says when a limit was capped', async () => {
    const past = await listSubs({ page: { offset: 10, limit: 5 } });
    expect(past[0]!.linkResultEntries).toMatchObject({ fullSize: 4, entries: [] });
    const capped = await listSubs({ page: { offset: 0, limit: 2147483647 } });
    expect(capped[0]!.linkResultEntries.page).toEqual({
      offset: 0,
      limit: 10000,
      requestedLimit: 2147483647,
    });
  });

  it('refuses sources that are not parent projects of the ProjectSubproject-rm relationship', async () => {
    const model = await refusedSubs({ sources: [{ ...source(p1), relationshipModel: 'TestRunTestSuite-rm' }] });
    expect(model.data.issues[0].path).toBe('params.sources.0.relationshipModel');
    const role = await refusedSubs({ sources: [{ ...source(p1), role: 'child' }] });
    expect(role.code).toBe(-32602);
    const sub = await refusedSubs({ sources: [source(subs[0]!)] });
    expect(sub).toMatchObject({ code: -32602, data: { reason: 'PARENT_NOT_A_PROJECT' } });
    const none = await refusedSubs({ sources: [] });
    expect(none.code).toBe(-32602);
    const noPage = await admin.fail('LIST_SUB_PROJECTS', { sources: [source(p1)] });
    expect(noPage.data.issues[0].path).toBe('params.page');
  });

  it('accepts filter and sort and ignores them, as the spec documents them not implemented', async () => {
    const all = ['Checkout', 'Android app', 'Search', 'iOS app'];
    for (const ignored of [
      { sort: ['Root.General.Title DESC'], filter: { filters: ['Title:Checkout'], fulltext: 'apps', lang: 'en' } },
      { sort: ['Colour ASC'], filter: { filters: ['Colour:red'] } },
      { sort: 'anything', filter: [] },
    ]) {
      const first = (await listSubs(ignored))[0]!;
      expect(titles(first.linkResultEntries.entries)).toEqual(all);
      expect(first.linkResultEntries.fullSize).toBe(4);
    }
  });

  it('shows a sub project role holder only their sub project', async () => {
    const tester = await createTestUser(t.orm, tenant.tenantId, 'sp2-only', [
      { organizationUnit: { type: 'SUBPROJECT', id: 'SP_2' }, role: 'tester' },
    ]);
    const asTester = client(t, tester.token);
    const own = (await listSubs({}, asTester))[0]!;
    expect(ids(own.linkResultEntries.entries)).toEqual(['SP_2']);
    expect(own.linkResultEntries.fullSize).toBe(1);
    const other = await refusedSubs({ sources: [source(p2)] }, asTester);
    expect(other.code).toBe(-32003);
  });
});

describe('LOAD_PROJECT_WITH_VERSION', () => {
  it('takes projectSpec, flat params or the context headers alike', async () => {
    const spec = await admin.ok('LOAD_PROJECT_WITH_VERSION', {
      projectSpec: { projectId: 'P_1', subProjectId: 'SP_2', projectVersionNumber: 1 },
    });
    const flat = await admin.ok('LOAD_PROJECT_WITH_VERSION', { projectId: 'P_1', subProjectId: 'SP_2' });
    const headers = await admin.ok('LOAD_PROJECT_WITH_VERSION', {}, { 'Project-Id': 'P_1', 'Subproject-Id': 'SP_2' });
    for (const answer of [spec, flat, headers]) {
      expect(answer.document.Root.General).toMatchObject({ Id: 'SP_2', ParentId: 'P_1' });
      expect(answer.document.Root.Version.General).toMatchObject({
        ProjectId: 'P_1',
        SubprojectId: 'SP_2',
        VersionNumber: 1,
      });
    }
    const version = spec.document.Root.Version;
    const fetched = await admin.doc('ProjectVersion-dm', version.docRef);
    expect(fetched.document.Root.General).toEqual(version.General);
  });

  it('answers the parent project for subproject _', async () => {
    const result = await admin.ok('LOAD_PROJECT_WITH_VERSION', { projectId: 'P_2', subProjectId: '_' });
    expect(result.document.Root.General).toMatchObject({ Id: 'P_2', ParentId: '_' });
    expect(result.document.Root.Version.General.SubprojectId).toBe('_');
  });

  it('reports a missing project, sub project or version, and a project named nowhere', async () => {
    expect((await admin.fail('LOAD_PROJECT_WITH_VERSION', { projectId: 'P_99' })).code).toBe(-32004);
    expect((await admin.fail('LOAD_PROJECT_WITH_VERSION', { projectId: 'P_2', subProjectId: 'SP_1' })).code).toBe(
      -32004,
    );
    const version = await admin.fail('LOAD_PROJECT_WITH_VERSION', {
      projectId: 'P_1',
      projectVersionNumber: 2,
    });
    expect(version).toMatchObject({ code: -32004, data: { reason: 'VERSION_NOT_FOUND' } });
    const nowhere = await admin.fail('LOAD_PROJECT_WITH_VERSION', {});
    expect(nowhere).toMatchObject({ code: -32602, data: { reason: 'PROJECT_ID_REQUIRED' } });
    const mismatch = await admin.fail('LOAD_PROJECT_WITH_VERSION', { projectId: 'P_1' }, { 'Project-Id': 'P_2' });
    expect(mismatch.data.reason).toBe('HEADER_PARAM_MISMATCH');
  });
});

describe('LOAD_PROJECT_SETTING and MODIFY_DOCUMENT for ProjectSetting-dm', () => {
  it('starts every project with the documented defaults', async () => {
    const result = await admin.ok('LOAD_PROJECT_SETTING', { projectId: 'P_3' });
    const root = result.document.Root;
    expect(result.documentModelName).toBe('ProjectSetting-dm');
    expect(root.generalSetting.riskBaseSetting).toMatchObject({
      TestHistoryFrequency: '20,40,60,80',
      TestHistorySeverity: '0.75,1.5,3.5,5',
      ClusterDefectWeightMapping: { Blocker: 10, Critical: 5, Major: 2, Normal: 1, Minor: 0.5 },
    });
    const matrix = root.generalSetting.riskBaseSetting.testHistoryRiskLevelMatrixStr
      .split(';')
      .map((r: string) => r.split(','));
    expect(matrix).toHaveLength(5);
    for (const row of matrix)
      expect(row.every((c: string) => ['H', 'M', 'L'].includes(c)) && row.length === 5).toBe(true);
    expect(root.generalSetting.testCaseTreeSetting.expandLevel).toBe(2);
  });

  it('changes the fields sent and keeps the rest', async () => {
    const { docRef } = await admin.ok('LOAD_PROJECT_SETTING', { projectId: 'P_3' });
    const modified = await admin.ok('MODIFY_DOCUMENT', {
      docRef,
      locale: 'en',
      document: { Root: { generalSetting: { testCaseTreeSetting: { lazyLoadingEnable: true, expandLevel: 4 } } } },
    });
    expect(modified).toBeNull();
    const after = (await admin.doc('ProjectSetting-dm', docRef)).document.Root;
    expect(after.generalSetting.testCaseTreeSetting).toEqual({ lazyLoadingEnable: true, expandLevel: 4 });
    expect(after.generalSetting.riskBaseSetting.TestHistoryFrequency).toBe('20,40,60,80');
  });

  it('refuses invalid risk settings and stores nothing', async () => {
    const setting = await admin.ok('LOAD_PROJECT_SETTING', {}, { 'Project-Id': 'P_2' });
    const docRef = setting.docRef;
    const risk = (value: Record<string, unknown>) =>
      admin.fail('MODIFY_DOCUMENT', {
        docRef,
        locale: 'en',
        document: {
          Root: {
            generalSetting: {
              riskBaseSetting: { ...setting.document.Root.generalSetting.riskBaseSetting, ...value },
            },
          },
        },
      });
    expect((await risk({ TestHistoryFrequency: '80,60,40,20' })).code).toBe(-32602);
    expect((await risk({ TestHistorySeverity: '1,2,3,11' })).code).toBe(-32602);
    expect((await risk({ testHistoryRiskLevelMatrixStr: 'H,M;L' })).code).toBe(-32602);
    const after = (await admin.doc('ProjectSetting-dm', docRef)).document;
    expect(after.Root.generalSetting.riskBaseSetting.TestHistoryFrequency).toBe('20,40,60,80');
    expect(after.__meta.modelVersion).toBe(1);
  });

  it('keeps sub project settings apart from the parent and refuses callers without a role', async () => {
    const parent = await admin.ok('LOAD_PROJECT_SETTING', { projectId: 'P_1' });
    const sub = await admin.ok('LOAD_PROJECT_SETTING', { projectId: 'P_1', subProjectId: 'SP_1' });
    expect(parent.docRef).not.toBe(sub.docRef);
    const outsider = await createTestUser(t.orm, tenant.tenantId, 'p3-only', [
      { organizationUnit: { type: 'PROJECT', id: 'P_3' }, role: 'viewer' },
    ]);
    expect((await client(t, outsider.token).fail('LOAD_PROJECT_SETTING', { projectId: 'P_1' })).code).toBe(-32003);
    const write = await client(t, outsider.token).fail('MODIFY_DOCUMENT', {
      docRef: parent.docRef,
      locale: 'en',
      document: { Root: {} },
    });
    expect(write.code).toBe(-32003);
  });
});
