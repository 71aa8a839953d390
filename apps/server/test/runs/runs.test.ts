import type { LinkRef } from '@tmt/contract';
import { createTestTenant } from '@tmt/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client, entriesOf } from '../client';
import { addProject, addRun, suiteWithCases } from '../factories';
import { startTestApp, type TestApp } from '../test-app';

let t: TestApp;
let api: Client;

beforeAll(async () => {
  t = await startTestApp();
  api = client(t, (await createTestTenant(t.orm, 'runs')).admin.token);
  await addProject(api, 'Shop');
  await addProject(api, 'Mobile', 'P_1');
});
afterAll(() => t.close());

const P1 = { 'Project-Id': 'P_1' };

describe('test runs', () => {
  it('adds an active run with R_n and computed fields, ignoring read-only input', async () => {
    const ref = await addRun(api, {
      ProjectId: 'P_1',
      Title: 'Release 2.3 regression',
      Configuration: 'Chrome on Windows 11',
      Id: 'R_99',
      Progress: 77,
    });
    expect(ref).toMatch(/^TestRun-dm\/[0-9a-f-]{36}$/);
    const run = await api.root(ref);
    expect(run.General).toMatchObject({
      Id: 'R_1',
      Title: 'Release 2.3 regression',
      Configuration: 'Chrome on Windows 11',
      Description: '',
      Status: 'active',
      ProjectId: 'P_1',
      SubprojectId: '_',
      ProjectVersionNumber: 1,
      TechnicalId: ref.split('/')[1],
      TestSuiteCount: 0,
      Progress: 0,
    });
    expect(run.DisplayFields.TotalTestCases).toBe(0);
    expect(run.DisplayFields.ResultCounts).toHaveLength(11);
    expect(run.DisplayFields.ResultCounts[4]).toEqual({ Result: 5, Name: 'Failed (new)', Count: 0 });
    expect(run.Metadata).toMatchObject({ ClosedBy: null, ClosedOn: null, DisplayClosedOn: null, CreatedBy: 'admin' });
    const project = (await api.doc('Project-dm', await projectRef('P_1'))).document.Root;
    expect(project.General.TestRuns).toBe('0/1');
  });

  it('numbers sub project runs on their own', async () => {
    const ref = await addRun(api, { ProjectId: 'P_1', SubprojectId: 'SP_1', Title: 'Mobile smoke' });
    expect((await api.root(ref)).General).toMatchObject({ Id: 'R_1', SubprojectId: 'SP_1' });
  });

  it('refuses a new run that is not active, and bad input, writing nothing', async () => {
    const inactive = await api.fail('ADD_DOCUMENT', {
      documentModelName: 'TestRun-dm',
      locale: 'en',
      document: { Root: { General: { ProjectId: 'P_1', Title: 'x', Status: 'inactive' } } },
    });
    expect(inactive).toMatchObject({ code: -32602, data: { reason: 'NEW_TEST_RUN_NOT_ACTIVE' } });
    const untitled = await api.fail('ADD_DOCUMENT', {
      documentModelName: 'TestRun-dm',
      locale: 'de',
      document: { Root: { General: { ProjectId: 'P_1', Title: '  ' } } },
    });
    expect(untitled.code).toBe(-32602);
    const list = await api.ok(
      'LIST_TEST_RUNS',
      { page: { offset: 0, limit: 50 }, sort: [], filter: { filters: [] } },
      P1,
    );
    expect(list.fullSize).toBe(1);
  });

  it('modifies title, description and configuration; the status only changes by closing', async () => {
    const ref = await addRun(api, { ProjectId: 'P_1', Title: 'Before' });
    await api.ok('MODIFY_DOCUMENT', {
      docRef: ref,
      locale: 'en',
      document: { Root: { General: { Title: 'After', Description: 'nightly', Status: 'active' } } },
    });
    const run = await api.root(ref);
    expect(run.General).toMatchObject({ Title: 'After', Description: 'nightly', Configuration: '' });
  });
});

async function projectRef(id: string) {
  const projects = await api.ok('LOAD_PROJECTS_BY_TENANT', {});
  return projects.find((p) => p.document.Root.General.Id === id)!.linkRef;
}

describe('suites in a run', () => {
  it('adds suites once, lists them with their suite execution, and offers only the others', async () => {
    const a = await suiteWithCases(api, 'P_1', 'Checkout', 2);
    const b = await suiteWithCases(api, 'P_1', 'Search', 3);
    const run = await addRun(api, { ProjectId: 'P_1', Title: 'Suites' });
    expect(await api.ok('CHECK_TEST_RUN_EMPTY', { testRunDocRef: run })).toBe(true);

    const available = entriesOf(
      'TestSuite-dm',
      await api.ok('GET_AVAILABLE_TEST_SUITES', {
        testRunDocRef: run,
        page: { offset: 0, limit: 50 },
        sort: ['Title ASC'],
        filter: { filters: [] },
      }),
    );
    const titles = (entries: { document: { Root: { General: { Title: string } } } }[]) =>
      entries.map((e) => e.document.Root.General.Title);
    expect(titles(available)).toEqual(expect.arrayContaining(['Checkout', 'Search']));
    const search = available.find((e) => e.document.Root.General.Title === 'Search');
    expect(search!.document.Root.DisplayFields.TotalTestCases).toBe(3);

    const links = await api.ok('ADD_TEST_SUITES_TO_RUN', {
      testRunDocRef: run,
      testSuiteDocRefs: [b.suite, a.suite],
    });
    expect(links).toHaveLength(2);
    expect(links[0]!.linkDescriptor).toMatchObject({
      relationshipModel: 'TestRunTestSuite-rm',
      entities: [
        { role: 'source', modelName: 'TestRun-dm', docRef: run },
        { role: 'target', modelName: 'TestSuite-dm', docRef: b.suite },
      ],
      position: 1,
      predecessorLinkRef: links[1]!.id,
    });
    // Adding again keeps one link per suite.
    const again = await api.ok('ADD_TEST_SUITES_TO_RUN', { testRunDocRef: run, testSuiteDocRefs: [a.suite] });
    expect(again[0]!.id).toBe(links[1]!.id);

    const inRun = await api.ok('GET_TEST_SUITES_IN_RUN', {
      testRunDocRef: run,
      filter: { filters: [] },
      page: { offset: 0, limit: 50 },
      sort: ['Order ASC'],
    });
    expect(inRun.fullSize).toBe(2);
    expect(titles(inRun.entries)).toEqual(['Checkout', 'Search']);
    expect(inRun.entries[0]!.relationship.__meta.docRef).toBe(`TestRunTestSuite-rm/${links[1]!.id}`);
    expect(inRun.entries[0]!.relationship.Root.General).toMatchObject({ Assignee: null, ProjectId: 'P_1' });
    // Each link's place is the run's suite order, whatever the list's sort and page.
    const placeOf = (entry: { linkRef: LinkRef }) => [
      entry.linkRef.id,
      entry.linkRef.linkDescriptor.position,
      entry.linkRef.linkDescriptor.predecessorLinkRef,
    ];
    expect(inRun.entries.map(placeOf)).toEqual([
      [links[1]!.id, 0, null],
      [links[0]!.id, 1, links[1]!.id],
    ]);
    const second = await api.ok('GET_TEST_SUITES_IN_RUN', {
      testRunDocRef: run,
      filter: { filters: [] },
      page: { offset: 1, limit: 1 },
      sort: ['Title DESC'],
    });
    expect(second.entries.map(placeOf)).toEqual([[links[1]!.id, 0, null]]);

    // The suite execution carries its own assignee and priority.
    await api.ok('MODIFY_DOCUMENT', {
      docRef: inRun.entries[0]!.relationship.__meta.docRef,
      locale: 'en',
      document: { Root: { General: { Assignee: 'anna', RecommendedPriority: { Value: 'HIGH' } } } },
    });
    const relation = await api.root(inRun.entries[0]!.relationship.__meta.docRef);
    expect(relation.General).toMatchObject({ Assignee: 'anna', RecommendedPriority: { Value: 'HIGH' } });
    const byAssignee = await api.ok('GET_TEST_SUITES_IN_RUN', {
      testRunDocRef: run,
      filter: { filters: ['Assignee:anna'] },
      page: { offset: 0, limit: 50 },
      sort: [],
    });
    expect(titles(byAssignee.entries)).toEqual(['Checkout']);

    const rest = entriesOf(
      'TestSuite-dm',
      await api.ok('GET_AVAILABLE_TEST_SUITES', {
        testRunDocRef: run,
        page: { offset: 0, limit: 50 },
        sort: [],
        filter: { filters: [] },
      }),
    );
    expect(titles(rest)).not.toContain('Checkout');
    expect(titles(rest)).not.toContain('Search');
    expect(await api.ok('CHECK_TEST_RUN_EMPTY', { testRunDocRef: run })).toBe(false);
    expect((await api.root(run)).General.TestSuiteCount).toBe(2);

    // Removing a suite removes its executions in the run too.
    await api.ok('ADD_TEST_CASES_TO_RUN', { testRunDocRef: run, testCasesDocRefs: a.cases });
    await api.ok('DELETE_TEST_SUITES_FROM_RUN', { testRunDocRef: run, testSuiteDocRefs: [a.suite] });
    const left = await api.root(run);
    expect(left.General.TestSuiteCount).toBe(1);
    expect(left.DisplayFields.TotalTestCases).toBe(0);
  });

  it('refuses suites of another version and unknown suites, all or nothing', async () => {
    const run = await addRun(api, { ProjectId: 'P_1', Title: 'Strict' });
    const { suite } = await suiteWithCases(api, 'P_1', 'Only here', 0);
    const sub = await suiteWithCases(api, 'P_1', 'Elsewhere', 0);
    const other = await api.ok('ADD_DOCUMENT', {
      documentModelName: 'TestSuite-dm',
      locale: 'en',
      document: { Root: { General: { ProjectId: 'P_1', SubprojectId: 'SP_1', Title: 'Sub suite' } } },
    });
    const foreign = await api.fail('ADD_TEST_SUITES_TO_RUN', {
      testRunDocRef: run,
      testSuiteDocRefs: [suite, other],
    });
    expect(foreign).toMatchObject({ code: -32602, data: { reason: 'NOT_IN_RUN_VERSION' } });
    const missing = await api.fail('ADD_TEST_SUITES_TO_RUN', {
      testRunDocRef: run,
      testSuiteDocRefs: [sub.suite, 'TestSuite-dm/00000000-0000-4000-8000-000000000000'],
    });
    expect(missing.code).toBe(-32004);
    expect(await api.ok('CHECK_TEST_RUN_EMPTY', { testRunDocRef: run })).toBe(true);
  });
});

describe('DELETE_TEST_RUN', () => {
  it('deletes only an empty run', async () => {
    const run = await addRun(api, { ProjectId: 'P_1', Title: 'Throwaway' });
    const { suite } = await suiteWithCases(api, 'P_1', 'Kept', 1);
    await api.ok('ADD_TEST_SUITES_TO_RUN', { testRunDocRef: run, testSuiteDocRefs: [suite] });
    const full = await api.fail('DELETE_TEST_RUN', { testRunDocRef: run });
    expect(full).toMatchObject({ code: -32009, data: { reason: 'TEST_RUN_NOT_EMPTY' } });
    await api.ok('DELETE_TEST_SUITES_FROM_RUN', { testRunDocRef: run, testSuiteDocRefs: [suite] });
    expect(await api.ok('DELETE_TEST_RUN', { testRunDocRef: run })).toBe(true);
    expect((await api.fail('GET_DOCUMENT', { docRef: run })).code).toBe(-32004);
  });
});

describe('LIST_TEST_RUNS', () => {
  it('filters, sorts and pages runs of the project, with the testers of the scope', async () => {
    const page = { offset: 0, limit: 2 };
    const sorted = await api.ok('LIST_TEST_RUNS', { page, sort: ['Id ASC'], filter: { filters: [] } }, P1);
    expect(entriesOf('TestRun-dm', sorted).map((e) => e.document.Root.General.Id)).toEqual(['R_1', 'R_2']);
    expect(sorted.fullSize).toBeGreaterThanOrEqual(4);
    expect(sorted.filterItemMap).toEqual({ Tester: [] });
    const found = await api.ok(
      'LIST_TEST_RUNS',
      { page, sort: [], filter: { filters: ['Status:active'], fulltext: 'regression' } },
      P1,
    );
    expect(entriesOf('TestRun-dm', found).map((e) => e.document.Root.General.Title)).toEqual([
      'Release 2.3 regression',
    ]);
    const byDocuments = await api.ok('LIST_DOCUMENTS', {
      documentModelName: 'TestRun-dm',
      filter: { filters: ['ProjectId:P_1', 'SubprojectId:SP_1'] },
      page,
    });
    expect(byDocuments.fullSize).toBe(1);
    const unknown = await api.fail('LIST_TEST_RUNS', { page, sort: ['Colour ASC'], filter: { filters: [] } }, P1);
    expect(unknown.data.reason).toBe('UNKNOWN_SORT_FIELD');
    const noProject = await api.fail('LIST_TEST_RUNS', { page, sort: [], filter: { filters: [] } });
    expect(noProject.data.reason).toBe('PROJECT_ID_REQUIRED');
  });
});

describe('tenant isolation', () => {
  it('answers another tenant exactly as for a missing run', async () => {
    const run = await addRun(api, { ProjectId: 'P_1', Title: 'Private' });
    const other = client(t, (await createTestTenant(t.orm, 'runs-other')).admin.token);
    await addProject(other, 'Theirs');
    for (const [method, params] of [
      ['GET_DOCUMENT', { docRef: run }],
      ['CHECK_TEST_RUN_EMPTY', { testRunDocRef: run }],
      ['DELETE_TEST_RUN', { testRunDocRef: run }],
      ['GET_TEST_CASE_EXECUTIONS', { testRunDocRef: run, page: { offset: 0, limit: 5 } }],
      ['CLOSE_TEST_RUN', { testRunDocRef: run }],
    ] as const) {
      const error = await other.fail(method, params);
      expect(error, method).toMatchObject({ code: -32004, data: { reason: 'DOCUMENT_NOT_FOUND' } });
    }
    const list = await other.ok(
      'LIST_TEST_RUNS',
      { page: { offset: 0, limit: 5 }, sort: [], filter: { filters: [] } },
      P1,
    );
    expect(list.fullSize).toBe(0);
    expect((await api.root(run)).General.Title).toBe('Private');
  });
});
