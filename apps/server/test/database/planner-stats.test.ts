import type { MethodParams } from '@tmt/contract';
import { caseList } from '@tmt/core';
import { createTestTenant } from '@tmt/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Client, client, type RefMethod } from '../client';
import { addNode, addProject, addSuite } from '../factories';
import { seedContent } from '../seed-content';
import { settle } from '../settle';
import { startTestApp, type TestApp } from '../test-app';

// A version grown the way users grow it, through the tasks, and listed at once: each bulk task leaves the statistics
// of what it grew fit for planning by the time it reports DONE, without waiting for autovacuum.

const CREATED = 100;
const ROUNDS = 8; // 100 cases doubled 8 times: 25,600
const GROWN = CREATED * 2 ** ROUNDS;
const IN_RUN = 10_000;

let t: TestApp;
let admin: Client;
let tenantId: string;
let started: Date;

const done = async <M extends RefMethod>(method: M, params: MethodParams<M>) => {
  const root = await settle(t, admin, await admin.ok(method, params, { 'Project-Id': 'P_1' }));
  expect(root.General.Status, JSON.stringify(root.Error)).toBe('DONE');
  return root.Result as Record<string, unknown>;
};
const sql = <T>(query: string, params: unknown[] = []) => t.orm.em.fork().execute<T[]>(query, params);

/**
 * What the planner believes of a table against what it holds: rows by pg_class.reltuples (ANALYZE sets it; without
 * one it stays at the size of the last analysis), and when it was last analysed by a statement (not autovacuum).
 */
async function planned(table: string) {
  const [row] = await sql<{ reltuples: number; rows: number; analysed: number; vacuumed: number }>(
    `SELECT c.reltuples::float8 AS reltuples, (SELECT count(*) FROM ${table})::int AS rows,
       coalesce(extract(epoch FROM s.last_analyze) * 1000, 0)::float8 AS analysed,
       coalesce(extract(epoch FROM s.last_vacuum) * 1000, 0)::float8 AS vacuumed
     FROM pg_class c JOIN pg_stat_user_tables s ON s.relid = c.oid WHERE c.relname = ?`,
    [table],
  );
  return row!;
}

/** The planner's row estimate of a query against the rows it answers. */
async function estimated(query: string, params: unknown[]) {
  const [plan] = await sql<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    `EXPLAIN (FORMAT JSON) ${query}`,
    params,
  );
  const [real] = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM (${query}) q`, params);
  return { estimate: plan!['QUERY PLAN'][0].Plan['Plan Rows'], rows: real!.n };
}

/**
 * Statistics near reality: rows within a quarter, analysed by the product since the test started, and the table
 * vacuumed by it (not by autovacuum) before the task's DONE, so a deep page need not visit the new rows' pages.
 */
async function expectFresh(table: string) {
  const { reltuples, rows, analysed, vacuumed } = await planned(table);
  expect(vacuumed, `${table} vacuumed by the task`).toBeGreaterThanOrEqual(started.getTime());
  expect(reltuples / rows, `${table}: planner counts ${reltuples} rows, holds ${rows}`).toBeGreaterThan(0.75);
  expect(reltuples / rows, `${table}: planner counts ${reltuples} rows, holds ${rows}`).toBeLessThan(1.33);
  expect(analysed, `${table} analysed by the task`).toBeGreaterThanOrEqual(started.getTime());
}

beforeAll(async () => {
  t = await startTestApp();
  const tenant = await createTestTenant(t.orm, 'planner-stats');
  tenantId = tenant.tenantId;
  admin = client(t, tenant.admin.token);
  started = new Date(Date.now() - 1000);
});
afterAll(() => t.close());

it(`COPY_TEST_FOLDER and MOVE_ITEMS_IN_TEST_SUITE rounds to ${GROWN} cases leave fresh statistics, and every sort lists at once`, async () => {
  await addProject(admin, 'Grown');
  const suite = await addSuite(admin, { ProjectId: 'P_1', Title: 'Grown' });
  const folder = await addNode(admin, suite, 'TestFolder-dm', { General: { Title: 'Box' } });
  for (let i = 1; i <= CREATED; i++) {
    await addNode(admin, folder, 'TestCase-dm', { General: { Title: `Case ${i}` }, TestSteps: [{ Action: 'open' }] });
  }
  const suiteId = suite.split('/')[1];
  for (let round = 1; round <= ROUNDS; round++) {
    await done('COPY_TEST_FOLDER', { testFolderDocRef: folder, destinationDocRef: suite });
    const { entries } = await admin.ok('LIST_DOCUMENTS', {
      documentModelName: 'TestFolder-dm',
      filter: { filters: ['ProjectId:P_1', `ParentNodeId:${suiteId}`] },
      page: { offset: 0, limit: 5 },
    });
    const copy = entries.find((e: { docRef: string }) => e.docRef !== folder)!.docRef;
    await done('MOVE_ITEMS_IN_TEST_SUITE', { itemDocRefs: [copy], destinationDocRef: folder });
  }
  await expectFresh('test_case');
  await expectFresh('test_tree_link');
  const [version] = await sql<{ id: string }>(
    "SELECT v.id FROM project_version v JOIN project p ON p.id = v.project_id WHERE p.tenant_id = ? AND p.business_id = 'P_1'",
    [tenantId],
  );
  const { estimate, rows } = await estimated('SELECT id FROM test_case WHERE tenant_id = ? AND version_id = ?', [
    tenantId,
    version!.id,
  ]);
  expect(rows).toBe(GROWN);
  expect(estimate / rows, `the planner expects ${estimate} cases in the version, it holds ${rows}`).toBeGreaterThan(
    0.5,
  );

  // Listed at once: the whole version by every sort, on the first page and a deep one.
  for (const field of caseList.sortFields) {
    for (const offset of [0, GROWN - 100]) {
      const page = await admin.ok('LIST_DOCUMENTS', {
        documentModelName: 'TestCase-dm',
        filter: { filters: ['ProjectId:P_1'] },
        sort: [`${field} ASC`],
        page: { offset, limit: 50 },
      });
      expect(page.fullSize, `${field} @${offset}`).toBe(GROWN);
      expect(page.entries, `${field} @${offset}`).toHaveLength(50);
    }
  }
}, 600_000);

it(`ADD_TEST_CASES_TO_RUN_ASYNC of ${IN_RUN} leaves fresh statistics of the executions; a save of their results analyses nothing`, async () => {
  const run = await admin.ok('ADD_DOCUMENT', {
    documentModelName: 'TestRun-dm',
    locale: 'en',
    document: { Root: { General: { ProjectId: 'P_1', Title: 'Big run' } } },
  });
  const testRunId = (await admin.root(run)).General.Id;
  const testCaseIds = Array.from({ length: IN_RUN }, (_, i) => `C_${i + 1}`);
  expect(await done('ADD_TEST_CASES_TO_RUN_ASYNC', { testRunId, testCaseIds })).toMatchObject({ added: IN_RUN });
  await expectFresh('test_execution');
  const [row] = await sql<{ id: string }>('SELECT id FROM test_run WHERE tenant_id = ? AND business_id = ?', [
    tenantId,
    testRunId,
  ]);
  const { estimate, rows } = await estimated('SELECT id FROM test_execution WHERE run_id = ?', [row!.id]);
  expect(rows).toBe(IN_RUN);
  expect(estimate / rows, `the planner expects ${estimate} executions in the run, it holds ${rows}`).toBeGreaterThan(
    0.5,
  );

  // Results change no table's size: the save leaves the statistics to autovacuum and pays no ANALYZE.
  const before = (await planned('test_execution')).analysed;
  const saved = await done('SAVE_TEST_EXECUTIONS_ASYNC', {
    testRunId,
    decisionOnInvalidTestExecutionResult: 'SKIP',
    testExecutions: testCaseIds.map((testCaseId) => ({ testCaseId, result: 2 })),
  });
  expect(saved).toMatchObject({ saved: IN_RUN });
  expect((await planned('test_execution')).analysed).toBe(before);
}, 600_000);

it('analyses the executions of a tenant the statistics have not seen, though they grow the table by less than a tenth', async () => {
  // Others' history fills the table: the big run's executions copied into three closed runs, analysed as autovacuum
  // would have done long ago.
  await sql(
    `WITH runs AS (
       INSERT INTO test_run (id, tenant_id, project_id, version_id, business_id, title, status, closed_by, closed_on,
         created_by, created_on, edited_by, edited_on)
       SELECT gen_random_uuid(), r.tenant_id, r.project_id, r.version_id, r.business_id || '_' || n, 'Copy', 'inactive',
         'test', now(), 'test', now(), 'test', now()
       FROM test_run r CROSS JOIN generate_series(1, 3) n WHERE r.tenant_id = ? AND r.title = 'Big run'
       RETURNING id, business_id)
     INSERT INTO test_execution (id, tenant_id, project_id, run_id, suite_id, case_id, business_id, created_by,
       created_on, edited_by, edited_on)
     SELECT gen_random_uuid(), e.tenant_id, e.project_id, runs.id, e.suite_id, e.case_id,
       e.business_id || '_' || runs.business_id, 'test', now(), 'test', now()
     FROM runs, test_execution e JOIN test_run big ON big.id = e.run_id AND big.title = 'Big run'
     WHERE e.tenant_id = ?`,
    [tenantId, tenantId],
  );
  await sql('ANALYZE test_execution');
  const newcomer = await createTestTenant(t.orm, 'planner-stats-new');
  const api = client(t, newcomer.admin.token);
  await addProject(api, 'New');
  const [scope] = await sql<{ project_id: string; version_id: string }>(
    `SELECT p.id AS project_id, v.id AS version_id FROM project p JOIN project_version v ON v.project_id = p.id
     WHERE p.tenant_id = ? AND p.business_id = 'P_1'`,
    [newcomer.tenantId],
  );
  const cases = 1_500;
  await seedContent(
    t.orm.em.fork(),
    { tenantId: newcomer.tenantId, projectId: scope!.project_id, versionId: scope!.version_id, token: '' },
    { suites: 1, casesPerSuite: cases },
  );
  const { reltuples } = await planned('test_execution');
  expect(cases, 'the run grows the table by less than a tenth').toBeLessThan(0.1 * reltuples);

  const run = await api.ok('ADD_DOCUMENT', {
    documentModelName: 'TestRun-dm',
    locale: 'en',
    document: { Root: { General: { ProjectId: 'P_1', Title: 'First run' } } },
  });
  const testRunId = (await api.root(run)).General.Id;
  const testCaseIds = Array.from({ length: cases }, (_, i) => `C_${i + 1}`);
  const task = await settle(
    t,
    api,
    await api.ok('ADD_TEST_CASES_TO_RUN_ASYNC', { testRunId, testCaseIds }, { 'Project-Id': 'P_1' }),
  );
  expect(task.General.Status, JSON.stringify(task.Error)).toBe('DONE');
  const { estimate, rows } = await estimated('SELECT id FROM test_execution WHERE tenant_id = ?', [newcomer.tenantId]);
  expect(rows).toBe(cases);
  expect(estimate / rows, `the planner expects ${estimate} executions of the tenant, it has ${rows}`).toBeGreaterThan(
    0.5,
  );
}, 600_000);

it('a small write analyses and vacuums nothing: one case added leaves the statistics as they were', async () => {
  const before = await planned('test_case');
  const suite = await addSuite(admin, { ProjectId: 'P_1', Title: 'Small' });
  await addNode(admin, suite, 'TestCase-dm', { General: { Title: 'One more' } });
  const after = await planned('test_case');
  expect(after.analysed).toBe(before.analysed);
  expect(after.vacuumed).toBe(before.vacuumed);
});
