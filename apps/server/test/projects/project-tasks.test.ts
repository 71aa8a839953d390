import { createTestTenant, createTestUser, runJobsOnce } from '@tmt/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asModel, type Client, client } from '../client';
import { addNode, addProject, addSuite } from '../factories';
import { startTestApp, type TestApp } from '../test-app';

// Project and version tasks: CREATE_PROJECT_VERSION, DELETE_PROJECT_VERSION, DELETE_PROJECT.

let t: TestApp;
let api: Client;

beforeAll(async () => {
  t = await startTestApp();
  api = client(t, (await createTestTenant(t.orm, 'project-tasks')).admin.token);
  await addProject(api, 'Shop');
});
afterAll(() => t.close());

const cases = async (version: number, filters: string[] = []) =>
  api.ok('LIST_DOCUMENTS', {
    documentModelName: 'TestCase-dm',
    filter: { filters: ['ProjectId:P_1', `ProjectVersionNumber:${version}`, ...filters] },
    page: { offset: 0, limit: 100 },
    sort: ['Id ASC'],
  });

describe('CREATE_PROJECT_VERSION', () => {
  it('copies the latest version into N+1 as a task: ids, tree order, steps; the old version stays', async () => {
    const suite = await addSuite(api, { ProjectId: 'P_1', Title: 'Checkout', Tags: 'pay' });
    const folder = await addNode(api, suite, 'TestFolder-dm', { General: { Title: 'Cards' } });
    for (const title of ['visa', 'amex', 'mastercard']) {
      await addNode(api, folder, 'TestCase-dm', {
        General: { Title: title },
        TestSteps: [{ Action: `pay with ${title}` }],
      });
    }
    await addNode(api, suite, 'TestCase-dm', { General: { Title: 'cash' } });

    const taskRef = await api.ok('CREATE_PROJECT_VERSION', {
      document: { Root: { General: { ProjectId: 'P_1', Title: 'Release 2', KeyPoints: 'Cards' } } },
    });
    expect(taskRef).toMatch(/^TaskRequest-dm\//);
    const queued = await api.root(taskRef);
    expect(queued.General).toMatchObject({
      Status: 'NEW',
      Type: 'CREATE_PROJECT_VERSION',
      ProjectId: 'P_1',
      Visibility: 'SHOW',
    });
    expect(queued.DisplayFields.EstimatedTime).toBeGreaterThanOrEqual(1);
    expect(queued.Parameters.find((p: { Key: string }) => p.Key === 'title').Value).toBe('"Release 2"');

    await runJobsOnce(t.orm, { taskRequests: [taskRef] });
    const done = await api.root(taskRef);
    expect(done.General.Status).toBe('DONE');
    expect(done.DisplayFields.Progress).toBe(100);

    const project = await api.ok('LOAD_PROJECT_WITH_VERSION', { projectId: 'P_1' });
    expect(project.document.Root.Version.General).toMatchObject({
      VersionNumber: 2,
      Title: 'Release 2',
      KeyPoints: 'Cards',
      IsLatestVersion: true,
      DerivedVersionNumber: 1,
      DerivedVersionTitle: 'Version 1',
      Ancestors: [1],
    });
    const v1 = await cases(1);
    const v2 = await cases(2);
    const ids = (list: { entries: { document: { Root: { General: { Id: string } } } }[] }) =>
      list.entries.map((e) => e.document.Root.General.Id);
    expect(ids(v2)).toEqual(ids(v1));
    const copy = v2.entries[0]!.document.Root;
    expect(copy.AdditionalInfo.CreatingEvent).toBe('NEW_VERSION_CREATED');
    expect(copy.General.ProjectVersionNumber).toBe(2);
    expect(copy.TestSteps[0]!.Action).toBe('pay with visa');
    expect(copy.AdditionalInfo.CurrentPath).toBe('Checkout / Cards');
    expect(v2.entries[0]!.docRef).not.toBe(v1.entries[0]!.docRef);

    const suites2 = await api.ok('LIST_TEST_SUITES', {
      projectSpec: { projectId: 'P_1', projectVersionNumber: 2 },
      filter: { filters: [] },
      page: { offset: 0, limit: 10 },
      sort: [],
    });
    const folder2 = asModel('TestSuite-dm', suites2.entries[0]!).document.Root;
    expect(folder2.General).toMatchObject({ Id: 'S_1', Title: 'Checkout', Tags: 'pay' });
    expect(folder2.DisplayFields.TotalTestCases).toBe(4);
    const [folderInV2] = (
      await api.ok('LIST_DOCUMENTS', {
        documentModelName: 'TestFolder-dm',
        filter: { filters: ['ProjectId:P_1', 'ProjectVersionNumber:2'] },
        page: { offset: 0, limit: 5 },
      })
    ).entries;
    const ordered = await api.ok('LIST_DOCUMENTS', {
      documentModelName: 'TestCase-dm',
      filter: {
        filters: ['ProjectId:P_1', 'ProjectVersionNumber:2', `ParentNodeId:${folderInV2!.docRef.split('/')[1]}`],
      },
      page: { offset: 0, limit: 10 },
      sort: ['Order ASC'],
    });
    expect(
      ordered.entries.map((e: { document: { Root: { General: { Title: string } } } }) => e.document.Root.General.Title),
    ).toEqual(['visa', 'amex', 'mastercard']);

    // New content of version 2 continues the numbering.
    const newSuite = await addSuite(api, { ProjectId: 'P_1', Title: 'New in 2' });
    expect((await api.doc('TestSuite-dm', newSuite)).document.Root.General).toMatchObject({
      Id: 'S_2',
      ProjectVersionNumber: 2,
    });
  });

  it('gives two concurrent requests versions N+1 and N+2, never one number twice', async () => {
    const request = () => api.ok('CREATE_PROJECT_VERSION', { document: { Root: { General: { ProjectId: 'P_1' } } } });
    const [a, b] = await Promise.all([request(), request()]);
    // Two runners at once, each free to take either job.
    await Promise.all([runJobsOnce(t.orm, { taskRequests: [a, b] }), runJobsOnce(t.orm, { taskRequests: [a, b] })]);
    const results = [await api.root(a), await api.root(b)].map((r) => r.Result.versionNumber).sort();
    expect(results).toEqual([3, 4]);
    const latest = await api.ok('LOAD_PROJECT_WITH_VERSION', { projectId: 'P_1' });
    expect(latest.document.Root.Version.General).toMatchObject({ VersionNumber: 4, DerivedVersionNumber: 3 });
  });

  it('refuses callers without a role and unknown projects before any task exists', async () => {
    const noRole = await api.fail('CREATE_PROJECT_VERSION', {
      document: { Root: { General: { ProjectId: 'P_77' } } },
    });
    expect(noRole.code).toBe(-32004);
    const other = client(t, (await createTestTenant(t.orm, 'project-tasks-other')).admin.token);
    const foreign = await other.fail('CREATE_PROJECT_VERSION', {
      document: { Root: { General: { ProjectId: 'P_1' } } },
    });
    expect(foreign.code).toBe(-32004);
    const list = await api.ok('LIST_DOCUMENTS', {
      documentModelName: 'TaskRequest-dm',
      filter: { filters: ['ProjectId:P_1', 'Type:CREATE_PROJECT_VERSION'] },
      page: { offset: 0, limit: 50 },
    });
    expect(list.fullSize).toBe(3);
    // Another tenant can neither read these tasks nor find them in its own project P_1.
    expect((await other.fail('GET_DOCUMENT', { docRef: list.entries[0]!.docRef })).code).toBe(-32004);
    await addProject(other, 'Theirs');
    const theirs = await other.ok('LIST_DOCUMENTS', {
      documentModelName: 'TaskRequest-dm',
      filter: { filters: ['ProjectId:P_1'] },
      page: { offset: 0, limit: 5 },
    });
    expect(theirs.fullSize).toBe(0);
  });
});

describe('DELETE_PROJECT_VERSION', () => {
  it('removes a version and its content, never the last one', async () => {
    const own = await createTestTenant(t.orm, 'project-tasks-version');
    const admin = client(t, own.admin.token);
    await addProject(admin, 'Versions');
    await addSuite(admin, { ProjectId: 'P_1', Title: 'v1 suite' });
    const v1 = (await admin.ok('LOAD_PROJECT_WITH_VERSION', { projectId: 'P_1' })).document.Root.Version.docRef;
    const only = await admin.fail('DELETE_PROJECT_VERSION', { projectVersionDocRef: v1 });
    expect(only).toMatchObject({ code: -32009, data: { reason: 'LAST_VERSION' } });
    const created = await admin.ok('CREATE_PROJECT_VERSION', {
      document: { Root: { General: { ProjectId: 'P_1' } } },
    });
    await runJobsOnce(t.orm, { taskRequests: [created] });
    const v2 = (await admin.ok('LOAD_PROJECT_WITH_VERSION', { projectId: 'P_1' })).document.Root.Version.docRef;
    const deletion = await admin.ok('DELETE_PROJECT_VERSION', { projectVersionDocRef: v2 });
    await runJobsOnce(t.orm, { taskRequests: [deletion] });
    const latest = (await admin.ok('LOAD_PROJECT_WITH_VERSION', { projectId: 'P_1' })).document.Root.Version.General;
    expect(latest).toMatchObject({ VersionNumber: 1, IsLatestVersion: true });
    expect((await admin.fail('GET_DOCUMENT', { docRef: v2 })).code).toBe(-32004);
    const suites = await admin.ok('LIST_TEST_SUITES', {
      projectSpec: { projectId: 'P_1' },
      filter: { filters: [] },
      page: { offset: 0, limit: 5 },
      sort: [],
    });
    expect(suites.fullSize).toBe(1);
  });
});

describe('DELETE_PROJECT', () => {
  it('removes a project with its sub projects and content; the task stays readable', async () => {
    const own = await createTestTenant(t.orm, 'project-tasks-project');
    const admin = client(t, own.admin.token);
    const doomed = await addProject(admin, 'Doomed');
    await addProject(admin, 'Child', 'P_1');
    const suite = await addSuite(admin, { ProjectId: 'P_1', Title: 's' });
    await addNode(admin, suite, 'TestCase-dm', { General: { Title: 'c' }, Criteria: { Tags: 'gone' } });
    const docRef = await admin.ok('DELETE_PROJECT', { projectDocRef: doomed });
    await runJobsOnce(t.orm, { taskRequests: [docRef] });
    expect((await admin.ok('GET_DOCUMENT', { docRef })).document.Root).toMatchObject({
      General: { Status: 'DONE' },
      Result: { deletedProjects: 2 },
    });
    expect(await admin.ok('LOAD_PROJECTS_BY_TENANT', {})).toEqual([]);
    expect((await admin.fail('GET_DOCUMENT', { docRef: suite })).code).toBe(-32004);
    const lead = await createTestUser(t.orm, own.tenantId, 'lead', [
      { organizationUnit: { type: 'PROJECT', id: 'P_2' }, role: 'manager' },
    ]);
    const keep = await addProject(admin, 'Kept');
    expect((await client(t, lead.token).fail('DELETE_PROJECT', { projectDocRef: keep })).data.reason).toBe(
      'NO_ROLE_IN_TENANT',
    );
  });
});
