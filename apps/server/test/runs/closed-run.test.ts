import { createTestTenant, runJobsOnce } from '@tmt/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client } from '../client';
import { addNode, addProject, addRun, addSuite } from '../factories';
import { settle } from '../settle';
import { startTestApp, type TestApp } from '../test-app';

let t: TestApp;
let api: Client;

beforeAll(async () => {
  t = await startTestApp();
  api = client(t, (await createTestTenant(t.orm, 'closed-run')).admin.token);
  await addProject(api, 'Shop');
});
afterAll(() => t.close());

const page = { offset: 0, limit: 100 };
// biome-ignore lint/suspicious/noExplicitAny: answers are inspected field by field
type Entry = any;

/** A run in P_1 holding these cases (all of one suite); answers its docRef. */
async function runOf(title: string, suite: string, cases: string[]) {
  const run = await addRun(api, { ProjectId: 'P_1', Title: title });
  await api.ok('ADD_TEST_SUITES_TO_RUN', { testRunDocRef: run, testSuiteDocRefs: [suite] });
  await api.ok('ADD_TEST_CASES_TO_RUN', { testRunDocRef: run, testCasesDocRefs: cases });
  return run;
}

const close = async (run: string) => settle(t, api, await api.ok('CLOSE_TEST_RUN', { testRunDocRef: run }));
const inRun = (run: string, docRef: string) => api.ok('GET_TEST_CASE_EXECUTION', { testRunDocRef: run, docRef });
const executions = async (run: string) =>
  (await api.ok('GET_TEST_CASE_EXECUTIONS', { testRunDocRef: run, page })).entries.map((e: Entry) => e.document.Root);
const runFigures = async (run: string) => {
  const { General, DisplayFields } = await api.root(run);
  return { TestSuiteCount: General.TestSuiteCount, Progress: General.Progress, DisplayFields };
};

describe('a closed run keeps what it recorded of its cases', () => {
  it('shows each case as it was at the close, however the case is edited, moved or deleted later', async () => {
    const suite = await addSuite(api, { ProjectId: 'P_1', Title: 'Checkout' });
    const folder = await addNode(api, suite, 'TestFolder-dm', { General: { Title: 'Cards' } });
    const card = await addNode(api, folder, 'TestCase-dm', {
      General: { Title: 'pay by card', Type: 'FUNCTIONAL', Status: 'REVIEWED', EstimatedExecutionTime: 5 },
      Conditions: { Preconditions: 'a card' },
      TestSteps: [{ Action: 'enter number', ExpectedResult: 'accepted' }, { Action: 'confirm' }],
    });
    const cash = await addNode(api, suite, 'TestCase-dm', {
      General: { Title: 'pay cash' },
      TestSteps: [{ Action: 'hand over' }],
    });
    const closed = await runOf('Release 1', suite, [card, cash]);
    const open = await runOf('Release 2', suite, [card]);
    const before = await inRun(closed, card);
    const [step1] = before.target.document.Root.TestSteps;
    await api.ok('SAVE_TEST_CASE_EXECUTION', {
      docRef: before.relationship.docRef,
      document: { Root: { General: { Result: 2 }, TestSteps: [{ Id: step1!.Id, Result: 2 }] } },
    });
    const task = await close(closed);
    expect(task.Result).toEqual({ alreadyClosed: false, frozenCases: 2 });
    const recorded = await inRun(closed, card);
    const figures = await runFigures(closed);
    const listed = await executions(closed);

    // After the close: the case is edited, moved to another suite, and the other case deleted.
    await api.ok('UPDATE_TEST_CASE_TREE_NODE', {
      docRef: card,
      locale: 'en',
      document: {
        Root: {
          General: { Title: 'pay by card or phone', Status: 'TO_BE_CORRECTED', EstimatedExecutionTime: 9 },
          Conditions: { Preconditions: 'a card or a phone' },
          TestSteps: [{ Action: 'tap phone' }],
        },
      },
    });
    const elsewhere = await addSuite(api, { ProjectId: 'P_1', Title: 'Wallets' });
    await api.ok('MOVE_TEST_CASE', { sourceDocRef: card, destinationDocRef: elsewhere, position: 'TOP' });
    await api.ok('UPDATE_TEST_CASE_TREE_NODE', {
      docRef: folder,
      locale: 'en',
      document: { Root: { General: { Title: 'Renamed' } } },
    });
    await api.ok('DELETE_DOCUMENT', { docRef: cash, locale: 'en' });

    // The closed run shows the frozen copy: title, steps, preconditions, report fields and path of the close.
    const after = await inRun(closed, card);
    expect(after).toEqual(recorded);
    const frozen = after.target.document.Root;
    expect(after.target.docRef).toBe(card);
    expect(frozen.General).toMatchObject({
      Title: 'pay by card',
      Type: 'FUNCTIONAL',
      Status: 'REVIEWED',
      EstimatedExecutionTime: 5,
      TestSuiteId: before.target.document.Root.General.TestSuiteId,
    });
    expect(frozen.Conditions.Preconditions).toBe('a card');
    expect(frozen.TestSteps.map((s: Entry) => s.Action)).toEqual(['enter number', 'confirm']);
    expect(frozen.AdditionalInfo.CurrentPath).toBe('Checkout / Cards');
    expect(after.relationship.document.Root.DisplayFields.TestCasePath).toEqual({
      nodeNames: ['Checkout', 'Cards'],
      nodePaths: [
        { id: suite.split('/')[1], type: 'TestSuite-dm' },
        { id: folder.split('/')[1], type: 'TestFolder-dm' },
      ],
    });
    expect(frozen.Metadata.IsFrozen).toBe(true);
    expect(after.relationship.document.Root.TestSteps).toEqual([
      { Id: step1!.Id, Number: 1, Result: 2, Attachments: [] },
      { Id: frozen.TestSteps[1]!.Id, Number: 2, Result: 1, Attachments: [] },
    ]);
    expect(after.relationship.document.Root.Metadata.LatestTestCaseExecutionData.TestCaseTitle).toBe('pay by card');
    expect(await executions(closed)).toEqual(listed);
    expect(listed.map((e: Entry) => e.Metadata.LatestTestCaseExecutionData.TestCaseTitle)).toEqual([
      'pay by card',
      'pay cash',
    ]);
    expect(await runFigures(closed)).toEqual(figures);

    // A deleted case stays readable in the closed run, by the run and by its execution's docRef.
    const gone = await inRun(closed, cash);
    expect(gone.target.document.Root.General.Title).toBe('pay cash');
    expect(gone.target.document.Root.TestSteps.map((s: Entry) => s.Action)).toEqual(['hand over']);
    expect((await api.root(gone.relationship.docRef)).TestSteps).toHaveLength(1);
    expect((await api.fail('GET_DOCUMENT', { docRef: cash })).code).toBe(-32004);

    // The open run and the case itself show the case as it is now; live cases are never frozen.
    const live = await inRun(open, card);
    expect(live.target.document.Root.General.Title).toBe('pay by card or phone');
    expect(live.target.document.Root.AdditionalInfo.CurrentPath).toBe('Wallets');
    expect(live.relationship.document.Root.DisplayFields.TestCasePath.nodeNames).toEqual(['Wallets']);
    expect(live.target.document.Root.Metadata.IsFrozen).toBe(false);
    expect(live.relationship.document.Root.TestSteps).toHaveLength(1);
    expect((await executions(open))[0].Metadata.LatestTestCaseExecutionData.TestCaseTitle).toBe('pay by card or phone');
    expect((await api.root(card)).Metadata.IsFrozen).toBe(false);
    const cases = await api.ok('LIST_DOCUMENTS', {
      documentModelName: 'TestCase-dm',
      filter: { filters: ['ProjectId:P_1', '-Frozen:true'] },
      page,
    });
    expect(cases.entries.map((e: Entry) => e.docRef)).toContain(card);
  });

  it('a case not in the closed run is still answered TEST_CASE_NOT_IN_RUN', async () => {
    const suite = await addSuite(api, { ProjectId: 'P_1', Title: 'Other' });
    const a = await addNode(api, suite, 'TestCase-dm', { General: { Title: 'a' } });
    const b = await addNode(api, suite, 'TestCase-dm', { General: { Title: 'b' } });
    const run = await runOf('Only a', suite, [a]);
    await close(run);
    const error = await api.fail('GET_TEST_CASE_EXECUTION', { testRunDocRef: run, docRef: b });
    expect(error).toMatchObject({ code: -32004, data: { reason: 'TEST_CASE_NOT_IN_RUN' } });
  });

  it('the migration gives runs closed before it their frozen copies from the cases still there', async () => {
    const suite = await addSuite(api, { ProjectId: 'P_1', Title: 'Legacy' });
    const kept = await addNode(api, suite, 'TestCase-dm', {
      General: { Title: 'kept' },
      TestSteps: [{ Action: 'one' }],
    });
    const run = await runOf('Closed long ago', suite, [kept]);
    await close(run);
    const recorded = await inRun(run, kept);
    const migration = 'Migration20261123020000_closed_run_snapshots';
    const migrator = t.orm.getMigrator();
    await migrator.down({ migrations: [migration] });
    await migrator.up({ migrations: [migration] });
    await api.ok('UPDATE_TEST_CASE_TREE_NODE', {
      docRef: kept,
      locale: 'en',
      document: { Root: { General: { Title: 'edited after the migration' } } },
    });
    const after = await inRun(run, kept);
    expect(after.target.document.Root.General.Title).toBe('kept');
    expect(after.target.document.Root.TestSteps).toEqual(recorded.target.document.Root.TestSteps);
    expect(after.target.document.Root.Metadata.IsFrozen).toBe(true);
    expect((await api.root(kept)).Metadata.IsFrozen).toBe(false);
  });
});

describe('GET_TEST_CASE_EXECUTIONS pages', () => {
  it('list a run in suite order, then RC_n, the same executions in the same order whatever the page, open and closed', async () => {
    const first = await addSuite(api, { ProjectId: 'P_1', Title: 'Paged first' });
    const second = await addSuite(api, { ProjectId: 'P_1', Title: 'Paged second' });
    const firstCases = [];
    for (const title of ['A', 'B', 'C'])
      firstCases.push(await addNode(api, first, 'TestCase-dm', { General: { Title: title } }));
    const secondCases = [];
    for (const title of ['D', 'E'])
      secondCases.push(await addNode(api, second, 'TestCase-dm', { General: { Title: title } }));
    const run = await addRun(api, { ProjectId: 'P_1', Title: 'Paged' });
    await api.ok('ADD_TEST_SUITES_TO_RUN', { testRunDocRef: run, testSuiteDocRefs: [second, first] });
    // The second suite's cases get the lower RC numbers; the first suite still comes first.
    await api.ok('ADD_TEST_CASES_TO_RUN', { testRunDocRef: run, testCasesDocRefs: secondCases });
    await api.ok('ADD_TEST_CASES_TO_RUN', { testRunDocRef: run, testCasesDocRefs: firstCases.slice(1) });
    await api.ok('ADD_TEST_CASES_TO_RUN', { testRunDocRef: run, testCasesDocRefs: firstCases.slice(0, 1) });
    const listed = async (limit: number) => {
      const seen: [string, string][] = [];
      for (let offset = 0; offset < 7; offset += limit) {
        const answer = await api.ok('GET_TEST_CASE_EXECUTIONS', { testRunDocRef: run, page: { offset, limit } });
        expect(answer.fullSize).toBe(5);
        seen.push(
          ...answer.entries.map((e: Entry): [string, string] => [
            e.document.Root.General.TestCaseDocRef,
            e.document.Root.General.Id,
          ]),
        );
      }
      return seen;
    };
    const all = await listed(100);
    expect(all.map(([docRef]) => docRef)).toEqual([firstCases[1], firstCases[2], firstCases[0], ...secondCases]);
    expect(await listed(2)).toEqual(all);
    expect(await listed(1)).toEqual(all);
    await close(run);
    expect(await listed(2)).toEqual(all);
    expect(await listed(3)).toEqual(all);
  });
});

describe('versions and projects with open runs are not deleted', () => {
  it('DELETE_PROJECT_VERSION: refused while the version has an open run; its closed runs go with it', async () => {
    const own = await createTestTenant(t.orm, 'closed-run-version');
    const admin = client(t, own.admin.token);
    await addProject(admin, 'Versions');
    const suite = await addSuite(admin, { ProjectId: 'P_1', Title: 's' });
    const c = await addNode(admin, suite, 'TestCase-dm', { General: { Title: 'c' } });
    const run = await addRun(admin, { ProjectId: 'P_1', Title: 'open' });
    await admin.ok('ADD_TEST_SUITES_TO_RUN', { testRunDocRef: run, testSuiteDocRefs: [suite] });
    await admin.ok('ADD_TEST_CASES_TO_RUN', { testRunDocRef: run, testCasesDocRefs: [c] });
    const v1 = (await admin.ok('LOAD_PROJECT_WITH_VERSION', { projectId: 'P_1' })).document.Root.Version.docRef;
    await admin.ok('CREATE_PROJECT_VERSION', { document: { Root: { General: { ProjectId: 'P_1' } } } });
    await runJobsOnce(t.orm, { tenants: [own.tenantId] });

    const refused = await admin.fail('DELETE_PROJECT_VERSION', { projectVersionDocRef: v1 });
    expect(refused).toMatchObject({ code: -32009, data: { reason: 'VERSION_HAS_OPEN_RUNS' } });
    expect(refused.message).toBe('Version 1 of P_1 has open test runs (R_1); close or delete them first.');
    const tasks = await admin.ok('LIST_DOCUMENTS', {
      documentModelName: 'TaskRequest-dm',
      filter: { filters: ['ProjectId:P_1', 'Type:DELETE_PROJECT_VERSION'] },
      page,
    });
    expect(tasks.fullSize).toBe(0);
    expect((await admin.root(run)).General.Status).toBe('active');
    expect((await admin.root(c)).General.Title).toBe('c');

    await settle(t, admin, await admin.ok('CLOSE_TEST_RUN', { testRunDocRef: run }));
    const deletion = await admin.ok('DELETE_PROJECT_VERSION', { projectVersionDocRef: v1 });
    expect((await settle(t, admin, deletion)).General.Status).toBe('DONE');
    expect((await admin.fail('GET_DOCUMENT', { docRef: v1 })).code).toBe(-32004);
    expect((await admin.fail('GET_DOCUMENT', { docRef: run })).code).toBe(-32004);
    expect((await admin.fail('GET_DOCUMENT', { docRef: c })).code).toBe(-32004);
  });

  it('DELETE_PROJECT_VERSION: a run opened after the call ends the task in ERROR and nothing is deleted', async () => {
    const own = await createTestTenant(t.orm, 'closed-run-version-race');
    const admin = client(t, own.admin.token);
    await addProject(admin, 'Race');
    const suite = await addSuite(admin, { ProjectId: 'P_1', Title: 's' });
    const v1 = (await admin.ok('LOAD_PROJECT_WITH_VERSION', { projectId: 'P_1' })).document.Root.Version.docRef;
    await admin.ok('CREATE_PROJECT_VERSION', { document: { Root: { General: { ProjectId: 'P_1' } } } });
    await runJobsOnce(t.orm, { tenants: [own.tenantId] });
    const deletion = await admin.ok('DELETE_PROJECT_VERSION', { projectVersionDocRef: v1 });
    const late = await addRun(admin, { ProjectId: 'P_1', ProjectVersionNumber: 1, Title: 'late' });
    const task = await settle(t, admin, deletion);
    expect(task.General.Status).toBe('ERROR');
    expect(task.Error).toMatchObject({ Reason: 'VERSION_HAS_OPEN_RUNS' });
    expect((await admin.root(v1)).General.VersionNumber).toBe(1);
    expect((await admin.root(late)).General.Status).toBe('active');
    expect((await admin.root(suite)).General.Title).toBe('s');
  });

  it('DELETE_PROJECT: refused while the project or a sub project has an open run, at the call and in the task', async () => {
    const own = await createTestTenant(t.orm, 'closed-run-project');
    const admin = client(t, own.admin.token);
    const project = await addProject(admin, 'Parent');
    await addProject(admin, 'Child', 'P_1');
    const run = await addRun(admin, { ProjectId: 'P_1', SubprojectId: 'SP_1', Title: 'open' });

    const refused = await admin.fail('DELETE_PROJECT', { projectDocRef: project });
    expect(refused).toMatchObject({ code: -32009, data: { reason: 'PROJECT_HAS_OPEN_RUNS' } });
    expect(refused.message).toBe('Project P_1 has open test runs (R_1 (SP_1)); close or delete them first.');
    expect((await admin.ok('LOAD_PROJECTS_BY_TENANT', {})).length).toBe(1);

    await settle(t, admin, await admin.ok('CLOSE_TEST_RUN', { testRunDocRef: run }));
    const deletion = await admin.ok('DELETE_PROJECT', { projectDocRef: project });
    const late = await addRun(admin, { ProjectId: 'P_1', Title: 'late' });
    const task = await settle(t, admin, deletion);
    expect(task.General.Status).toBe('ERROR');
    expect(task.Error).toMatchObject({ Reason: 'PROJECT_HAS_OPEN_RUNS' });
    expect((await admin.root(late)).General.Status).toBe('active');

    await settle(t, admin, await admin.ok('CLOSE_TEST_RUN', { testRunDocRef: late }));
    const again = await admin.ok('DELETE_PROJECT', { projectDocRef: project });
    expect((await settle(t, admin, again)).Result).toEqual({ deletedProjects: 2 });
    expect(await admin.ok('LOAD_PROJECTS_BY_TENANT', {})).toEqual([]);
    expect((await admin.fail('GET_DOCUMENT', { docRef: run })).code).toBe(-32004);
  });
});
