import { createTestTenant } from '@tmt/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client } from '../client';
import { addNode, addRun, suiteWithCases } from '../factories';
import { settle } from '../settle';
import { startTestApp, type TestApp } from '../test-app';

// Task progress: every change of a task's status or progress is announced on `tmt_task_progress`; a task shows
// where it is step by step (not 0, then 100).

interface Announced {
  taskRequestId: string;
  status: string;
  progress: number;
}

let t: TestApp;
let api: Client;
let tenantId: string;
let listener: pg.Client;
const announced: Announced[] = [];

/** What the database announced for one task, in order. */
const progressOf = (taskRef: string) => announced.filter((a) => a.taskRequestId === taskRef.split('/')[1]);

beforeAll(async () => {
  t = await startTestApp();
  const tenant = await createTestTenant(t.orm, 'task-progress');
  tenantId = tenant.tenantId;
  api = client(t, tenant.admin.token);
  await api.ok('ADD_DOCUMENT', {
    documentModelName: 'Project-dm',
    locale: 'en',
    document: { Root: { General: { Title: 'Progress' } } },
  });
  listener = new pg.Client({ connectionString: t.orm.config.get('clientUrl') });
  await listener.connect();
  listener.on('notification', ({ payload }) => announced.push(JSON.parse(payload ?? '{}')));
  await listener.query('LISTEN tmt_task_progress');
});
afterAll(async () => {
  await listener.end();
  await t.close();
});

/** Waits until the task's DONE has been announced (notifications arrive after their commit). */
async function announcedDone(taskRef: string) {
  for (let i = 0; i < 100 && !progressOf(taskRef).some((a) => a.status === 'DONE'); i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return progressOf(taskRef);
}

describe('task progress', () => {
  it('goes through the steps of a multi-step task: started, each step, then 100 when DONE', async () => {
    const { suite } = await suiteWithCases(api, 'P_1', 'Copied', 3);
    const folder = await addNode(api, suite, 'TestFolder-dm', { General: { Title: 'Inner' } });
    await addNode(api, folder, 'TestCase-dm', { General: { Title: 'Deep' } });
    const taskRef = await api.ok('COPY_TEST_SUITE', { testSuiteDocRef: suite });
    expect((await api.root(taskRef)).DisplayFields.Progress).toBe(0);
    const done = await settle(t, api, taskRef);
    expect(done.General.Status).toBe('DONE');
    expect(done.DisplayFields.Progress).toBe(100);
    const steps = await announcedDone(taskRef);
    const values = steps.map((s) => s.progress);
    expect(steps[0]).toMatchObject({ status: 'RUNNING', progress: 5 });
    expect(steps.at(-1)).toMatchObject({ status: 'DONE', progress: 100 });
    // Every step moves forward, and there are several between the start and the end.
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(new Set(values).size).toBe(values.length);
    expect(values.filter((v) => v > 5 && v < 100).length).toBeGreaterThanOrEqual(4);
  });

  it('reports each batch of a large ADD_TEST_CASES_TO_RUN_ASYNC and SAVE_TEST_EXECUTIONS_ASYNC', async () => {
    const { suite } = await suiteWithCases(api, 'P_1', 'Large', 1);
    // 2,500 more cases in the suite, written directly: three batches of executions for the task.
    await t.orm.em.fork().execute(
      `INSERT INTO test_case (id, tenant_id, project_id, version_id, suite_id, business_id, title, criteria, sources,
         risk, steps, created_by, created_on, edited_by, edited_on)
       SELECT gen_random_uuid(), s.tenant_id, s.project_id, s.version_id, s.id, 'C_' || (1000 + n), 'bulk ' || n,
         '{}', '{}', '{}', '[]', 'admin', now(), 'admin', now()
       FROM test_suite s, generate_series(1, 2500) n WHERE s.tenant_id = ? AND s.id = ?`,
      [tenantId, suite.split('/')[1]],
    );
    const run = await addRun(api, { ProjectId: 'P_1', Title: 'Big run', Status: 'active' });
    const testRunId = (await api.root(run)).General.Id;
    const testCaseIds = Array.from({ length: 2500 }, (_, i) => `C_${1001 + i}`);
    const taskRef = await api.ok('ADD_TEST_CASES_TO_RUN_ASYNC', { testRunId, testCaseIds }, { 'Project-Id': 'P_1' });
    const done = await settle(t, api, taskRef);
    expect(done.Result).toEqual({ added: 2500 });
    const values = (await announcedDone(taskRef)).map((s) => s.progress);
    expect(values[0]).toBe(5);
    expect(values.at(-1)).toBe(100);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    // The cases are resolved (15), then one step per batch of 1,000 executions.
    const batches = values.filter((v) => v > 15 && v < 100);
    expect(batches.length).toBe(3);
    expect((await api.root(run)).DisplayFields.TotalTestCases).toBe(2500);

    // Saving 2,502 results goes in batches too, and a case named twice still counts with its last entry, even when
    // its entries fall into different batches.
    const testExecutions = [
      ...testCaseIds.map((testCaseId) => ({ testCaseId, result: 5 })),
      { testCaseId: 'C_99999', result: 2 },
      { testCaseId: 'C_1001', result: 2 },
    ];
    const saving = await api.ok(
      'SAVE_TEST_EXECUTIONS_ASYNC',
      { testRunId, decisionOnInvalidTestExecutionResult: 'SKIP', testExecutions },
      { 'Project-Id': 'P_1' },
    );
    expect((await settle(t, api, saving)).Result).toEqual({
      saved: 2500,
      skipped: 1,
      notInRun: ['C_99999'],
      notInRunCount: 1,
    });
    // One step per batch of 1,000 between the started mark and 99, which marks the finish (the vacuum of what the
    // task grew, when it grew a table enough: it depends on how large the tables already were).
    expect((await announcedDone(saving)).filter((a) => a.progress > 5 && a.progress < 99).length).toBe(3);
    const counts = (await api.root(run)).DisplayFields.ResultCounts as { Result: number; Count: number }[];
    expect(counts.find((c) => c.Result === 2)?.Count).toBe(1);
    expect(counts.find((c) => c.Result === 5)?.Count).toBe(2499);
  });

  it('shows a started step even for a task of one statement', async () => {
    const { cases } = await suiteWithCases(api, 'P_1', 'Quick', 2);
    const taskRef = await api.ok('SET_TEST_CASE_PROPERTY', {
      testCaseDocRefs: cases,
      property: 'Status',
      value: 'DONE',
    });
    await settle(t, api, taskRef);
    expect((await announcedDone(taskRef)).map(({ status, progress }) => [status, progress])).toEqual([
      ['RUNNING', 5],
      ['DONE', 100],
    ]);
  });

  it('announces a task that fails: started, then ERROR where the work stopped', async () => {
    const run = await addRun(api, { ProjectId: 'P_1', Title: 'Short run', Status: 'active' });
    const testRunId = (await api.root(run)).General.Id;
    // The call checks the run; the cases are looked up by the task, which ends in ERROR on an unknown one.
    const taskRef = await api.ok(
      'ADD_TEST_CASES_TO_RUN_ASYNC',
      { testRunId, testCaseIds: ['C_99999'] },
      { 'Project-Id': 'P_1' },
    );
    const failed = await settle(t, api, taskRef);
    expect(failed.Error.Reason).toBe('TEST_CASES_NOT_FOUND');
    for (let i = 0; i < 100 && !progressOf(taskRef).some((a) => a.status === 'ERROR'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(progressOf(taskRef).map(({ status, progress }) => [status, progress])).toEqual([
      ['RUNNING', 5],
      ['ERROR', 5],
    ]);
  });
});
