import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { enqueueTask } from '@tmt/core';
import { createTestTenant, createTestUser, runJobsOnce } from '@tmt/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addNode, addSuite, ok } from './content-helpers';
import { addProject, call, startTestApp, type TestApp } from './helpers';

let t: TestApp;
let tenant: Awaited<ReturnType<typeof createTestTenant>>;
let token: string;

beforeAll(async () => {
  t = await startTestApp();
  tenant = await createTestTenant(t.orm, 'tasks');
  token = tenant.admin.token;
  await addProject(t.app, token, 'Shop');
});
afterAll(() => t.close());

const task = async (docRef: string) => (await ok(t.app, token, 'GET_DOCUMENT', { docRef })).document.Root;
const cases = async (version: number, filters: string[] = []) =>
  ok(t.app, token, 'LIST_DOCUMENTS', {
    documentModelName: 'TestCase-dm',
    filter: { filters: ['ProjectId:P_1', `ProjectVersionNumber:${version}`, ...filters] },
    page: { offset: 0, limit: 100 },
    sort: ['Id ASC'],
  });

describe('CREATE_PROJECT_VERSION', () => {
  it('copies the latest version into N+1 as a task: ids, tree order, steps; the old version stays', async () => {
    const suite = await addSuite(t.app, token, { ProjectId: 'P_1', Title: 'Checkout', Tags: 'pay' });
    const folder = await addNode(t.app, token, suite, 'TestFolder-dm', { General: { Title: 'Cards' } });
    for (const title of ['visa', 'amex', 'mastercard']) {
      await addNode(t.app, token, folder, 'TestCase-dm', {
        General: { Title: title },
        TestSteps: [{ Action: `pay with ${title}` }],
      });
    }
    await addNode(t.app, token, suite, 'TestCase-dm', { General: { Title: 'cash' } });

    const taskRef = await ok(t.app, token, 'CREATE_PROJECT_VERSION', {
      document: { Root: { General: { ProjectId: 'P_1', Title: 'Release 2', KeyPoints: 'Cards' } } },
    });
    expect(taskRef).toMatch(/^TaskRequest-dm\//);
    const queued = await task(taskRef);
    expect(queued.General).toMatchObject({
      Status: 'NEW',
      Type: 'CREATE_PROJECT_VERSION',
      ProjectId: 'P_1',
      Visibility: 'SHOW',
    });
    expect(queued.DisplayFields.EstimatedTime).toBeGreaterThanOrEqual(1);
    expect(queued.Parameters.find((p: { Key: string }) => p.Key === 'title').Value).toBe('"Release 2"');

    await runJobsOnce(t.orm);
    const done = await task(taskRef);
    expect(done.General.Status).toBe('DONE');
    expect(done.DisplayFields.Progress).toBe(100);

    const project = await ok(t.app, token, 'LOAD_PROJECT_WITH_VERSION', { projectId: 'P_1' });
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
    const copy = v2.entries[0].document.Root;
    expect(copy.AdditionalInfo.CreatingEvent).toBe('NEW_VERSION_CREATED');
    expect(copy.General.ProjectVersionNumber).toBe(2);
    expect(copy.TestSteps[0].Action).toBe('pay with visa');
    expect(copy.AdditionalInfo.CurrentPath).toBe('Checkout / Cards');
    expect(v2.entries[0].docRef).not.toBe(v1.entries[0].docRef);

    const suites2 = await ok(t.app, token, 'LIST_TEST_SUITES', {
      projectSpec: { projectId: 'P_1', projectVersionNumber: 2 },
      filter: { filters: [] },
      page: { offset: 0, limit: 10 },
      sort: [],
    });
    const folder2 = suites2.entries[0].document.Root;
    expect(folder2.General).toMatchObject({ Id: 'S_1', Title: 'Checkout', Tags: 'pay' });
    expect(folder2.DisplayFields.TotalTestCases).toBe(4);
    const [folderInV2] = (
      await ok(t.app, token, 'LIST_DOCUMENTS', {
        documentModelName: 'TestFolder-dm',
        filter: { filters: ['ProjectId:P_1', 'ProjectVersionNumber:2'] },
        page: { offset: 0, limit: 5 },
      })
    ).entries;
    const ordered = await ok(t.app, token, 'LIST_DOCUMENTS', {
      documentModelName: 'TestCase-dm',
      filter: {
        filters: ['ProjectId:P_1', 'ProjectVersionNumber:2', `ParentNodeId:${folderInV2.docRef.split('/')[1]}`],
      },
      page: { offset: 0, limit: 10 },
      sort: ['Order ASC'],
    });
    expect(
      ordered.entries.map((e: { document: { Root: { General: { Title: string } } } }) => e.document.Root.General.Title),
    ).toEqual(['visa', 'amex', 'mastercard']);

    // New content of version 2 continues the numbering.
    const newSuite = await addSuite(t.app, token, { ProjectId: 'P_1', Title: 'New in 2' });
    expect((await ok(t.app, token, 'GET_DOCUMENT', { docRef: newSuite })).document.Root.General).toMatchObject({
      Id: 'S_2',
      ProjectVersionNumber: 2,
    });
  });

  it('gives two concurrent requests versions N+1 and N+2, never one number twice', async () => {
    const request = () =>
      ok(t.app, token, 'CREATE_PROJECT_VERSION', { document: { Root: { General: { ProjectId: 'P_1' } } } });
    const [a, b] = await Promise.all([request(), request()]);
    await Promise.all([runJobsOnce(t.orm), runJobsOnce(t.orm)]);
    const results = [await task(a), await task(b)].map((r) => r.Result.versionNumber).sort();
    expect(results).toEqual([3, 4]);
    const latest = await ok(t.app, token, 'LOAD_PROJECT_WITH_VERSION', { projectId: 'P_1' });
    expect(latest.document.Root.Version.General).toMatchObject({ VersionNumber: 4, DerivedVersionNumber: 3 });
  });

  it('refuses callers without a role and unknown projects before any task exists', async () => {
    const noRole = await call(t.app, token, 'CREATE_PROJECT_VERSION', {
      document: { Root: { General: { ProjectId: 'P_77' } } },
    });
    expect(noRole.body.error.code).toBe(-32004);
    const other = await createTestTenant(t.orm, 'tasks-other');
    const foreign = await call(t.app, other.admin.token, 'CREATE_PROJECT_VERSION', {
      document: { Root: { General: { ProjectId: 'P_1' } } },
    });
    expect(foreign.body.error.code).toBe(-32004);
    const list = await ok(t.app, token, 'LIST_DOCUMENTS', {
      documentModelName: 'TaskRequest-dm',
      filter: { filters: ['ProjectId:P_1', 'Type:CREATE_PROJECT_VERSION'] },
      page: { offset: 0, limit: 50 },
    });
    expect(list.fullSize).toBe(3);
    // Another tenant can neither read these tasks nor find them in its own project P_1.
    expect(
      (await call(t.app, other.admin.token, 'GET_DOCUMENT', { docRef: list.entries[0].docRef })).body.error.code,
    ).toBe(-32004);
    await addProject(t.app, other.admin.token, 'Theirs');
    const theirs = await ok(t.app, other.admin.token, 'LIST_DOCUMENTS', {
      documentModelName: 'TaskRequest-dm',
      filter: { filters: ['ProjectId:P_1'] },
      page: { offset: 0, limit: 5 },
    });
    expect(theirs.fullSize).toBe(0);
  });
});

describe('the task engine', () => {
  it('writes no task and no job when the transaction that enqueues them fails', async () => {
    const em = t.orm.em.fork();
    const [project] = await em.execute("SELECT id FROM project WHERE tenant_id = ? AND business_id = 'P_1'", [
      tenant.tenantId,
    ]);
    let docRef = '';
    await expect(
      em.transactional(async (tx) => {
        docRef = await enqueueTask(tx, tenant.admin.principal, {
          type: 'DELETE_TEST_SUITE',
          project: { id: project!.id, businessId: 'P_1', subprojectBusinessId: '_' },
          parameters: { suiteId: '00000000-0000-4000-8000-000000000000' },
          estimatedSeconds: 1,
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const id = docRef.split('/')[1];
    expect(await em.execute('SELECT 1 FROM task_request WHERE id = ?', [id])).toHaveLength(0);
    const jobs = await em.execute("SELECT 1 FROM graphile_worker._private_jobs WHERE payload->>'taskRequestId' = ?", [
      id,
    ]);
    expect(jobs).toHaveLength(0);
  });

  it('ends a task that breaks a rule in ERROR at once, with the reason on the document', async () => {
    const em = t.orm.em.fork();
    const [project] = await em.execute("SELECT id FROM project WHERE tenant_id = ? AND business_id = 'P_1'", [
      tenant.tenantId,
    ]);
    const docRef = await em.transactional((tx) =>
      enqueueTask(tx, tenant.admin.principal, {
        type: 'CREATE_PROJECT_VERSION',
        project: { id: project!.id, businessId: 'P_1', subprojectBusinessId: '_' },
        parameters: { projectId: '00000000-0000-4000-8000-000000000000', title: null, description: '', keyPoints: '' },
        estimatedSeconds: 1,
      }),
    );
    await runJobsOnce(t.orm);
    const failed = await task(docRef);
    expect(failed.General.Status).toBe('ERROR');
    expect(failed.Error).toMatchObject({ Reason: 'DOCUMENT_NOT_FOUND' });
    expect(failed.DisplayFields.Attempts).toBe(1);
  });
});

describe('unexpected failures', () => {
  const projectId = async (em: ReturnType<TestApp['orm']['em']['fork']>) => {
    const [project] = await em.execute<{ id: string }[]>(
      "SELECT id FROM project WHERE tenant_id = ? AND business_id = 'P_1'",
      [tenant.tenantId],
    );
    return project!.id;
  };
  const versionTask = (em: ReturnType<TestApp['orm']['em']['fork']>, id: string, projectParam: string) =>
    em.transactional((tx) =>
      enqueueTask(tx, tenant.admin.principal, {
        type: 'CREATE_PROJECT_VERSION',
        project: { id, businessId: 'P_1', subprojectBusinessId: '_' },
        parameters: { projectId: projectParam, title: null, description: '', keyPoints: '' },
        estimatedSeconds: 1,
      }),
    );

  it('puts a task whose statement was cancelled back to NEW and lets graphile-worker retry it later', async () => {
    const em = t.orm.em.fork();
    const id = await projectId(em);
    const docRef = await versionTask(em, id, id);
    // Another session holds the project; the task waits for it and its statement is cancelled: not a broken
    // rule nor bad data, so it is tried again later.
    const holder = new pg.Client({ connectionString: inject('databaseUrl') });
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('SELECT 1 FROM project WHERE id = $1 FOR UPDATE', [id]);
    const running = runJobsOnce(t.orm, ['CREATE_PROJECT_VERSION']);
    let cancelled = false;
    for (let i = 0; i < 200 && !cancelled; i++) {
      const { rows } = await holder.query(
        `SELECT pg_cancel_backend(pid) AS done FROM pg_stat_activity
         WHERE pg_backend_pid() = ANY(pg_blocking_pids(pid))`,
      );
      cancelled = rows.length > 0;
      if (!cancelled) await new Promise((r) => setTimeout(r, 25));
    }
    await holder.query('ROLLBACK');
    await running;
    await holder.end();
    expect(cancelled).toBe(true);
    const retried = await task(docRef);
    expect(retried.General.Status).toBe('NEW');
    expect(retried.DisplayFields.Attempts).toBe(1);
    expect(retried.Error).toMatchObject({
      Reason: 'TASK_FAILED',
      Message: expect.stringMatching(/^Internal error in attempt 1 of 5; quote error id /),
    });
    const [job] = await em.execute<{ attempts: number; later: boolean }[]>(
      "SELECT attempts, run_at > now() AS later FROM graphile_worker._private_jobs WHERE payload->>'taskRequestId' = ?",
      [docRef.split('/')[1]],
    );
    expect(job).toEqual({ attempts: 1, later: true });
    await em.execute("DELETE FROM graphile_worker._private_jobs WHERE payload->>'taskRequestId' = ?", [
      docRef.split('/')[1],
    ]);
  });

  it('ends a task in ERROR at once when the database refuses its data, as every retry would fail alike', async () => {
    const em = t.orm.em.fork();
    const docRef = await versionTask(em, await projectId(em), 'not-a-uuid');
    await runJobsOnce(t.orm, ['CREATE_PROJECT_VERSION']);
    const failed = await task(docRef);
    expect(failed.General.Status).toBe('ERROR');
    expect(failed.DisplayFields.Attempts).toBe(1);
    expect(failed.Error).toMatchObject({
      Reason: 'TASK_FAILED',
      Message: expect.stringMatching(/^Internal error in attempt 1 of 5; quote error id /),
    });
    expect(failed.Error.Message).not.toMatch(/uuid|SELECT/);
  });

  it('ends a task in ERROR at once when its stored parameters do not fit its schema', async () => {
    const em = t.orm.em.fork();
    const id = await projectId(em);
    const docRef = await em.transactional((tx) =>
      enqueueTask(tx, tenant.admin.principal, {
        type: 'SET_TEST_CASE_PROPERTY',
        project: { id, businessId: 'P_1', subprojectBusinessId: '_' },
        parameters: { caseIds: [], property: 'Nope', value: 1 },
        estimatedSeconds: 1,
      }),
    );
    await runJobsOnce(t.orm, ['SET_TEST_CASE_PROPERTY']);
    const failed = await task(docRef);
    expect(failed.General.Status).toBe('ERROR');
    expect(failed.DisplayFields.Attempts).toBe(1);
    expect(failed.Error).toMatchObject({
      Reason: 'TASK_FAILED',
      Message: expect.stringMatching(/^Internal error in attempt 1 of 5; quote error id /),
    });
  });
});

describe('DELETE_TEST_SUITE', () => {
  it('answers OK and deletes the suite with its tree in a task', async () => {
    const suite = await addSuite(t.app, token, { ProjectId: 'P_1', Title: 'Doomed' });
    const folder = await addNode(t.app, token, suite, 'TestFolder-dm', { General: { Title: 'f' } });
    const leaf = await addNode(t.app, token, folder, 'TestCase-dm', { General: { Title: 'leaf' } });
    expect(await ok(t.app, token, 'DELETE_TEST_SUITE', { testSuiteDocRef: suite })).toBe('OK');
    expect((await ok(t.app, token, 'GET_DOCUMENT', { docRef: suite })).document.Root.General.Title).toBe('Doomed');
    await runJobsOnce(t.orm);
    for (const gone of [suite, folder, leaf])
      expect((await call(t.app, token, 'GET_DOCUMENT', { docRef: gone })).body.error.code).toBe(-32004);
    const tasks = await ok(t.app, token, 'LIST_DOCUMENTS', {
      documentModelName: 'TaskRequest-dm',
      filter: { filters: ['ProjectId:P_1', 'Type:DELETE_TEST_SUITE', 'Status:DONE'] },
      page: { offset: 0, limit: 5 },
    });
    expect(tasks.fullSize).toBe(1);
  });

  it('refuses a missing suite, another tenant and a docRef of another model', async () => {
    expect(
      (
        await call(t.app, token, 'DELETE_TEST_SUITE', {
          testSuiteDocRef: 'TestSuite-dm/00000000-0000-4000-8000-000000000000',
        })
      ).body.error.code,
    ).toBe(-32004);
    const suite = await addSuite(t.app, token, { ProjectId: 'P_1', Title: 'Mine' });
    const other = await createTestTenant(t.orm, 'tasks-foreign');
    expect(
      (await call(t.app, other.admin.token, 'DELETE_TEST_SUITE', { testSuiteDocRef: suite })).body.error.code,
    ).toBe(-32004);
    expect(
      (
        await call(t.app, token, 'DELETE_TEST_SUITE', {
          testSuiteDocRef: 'Project-dm/00000000-0000-4000-8000-000000000000',
        })
      ).body.error.code,
    ).toBe(-32602);
  });
});

describe('a real worker process', () => {
  const startWorkerProcess = () =>
    spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, '../../worker/src/main.ts')], {
      env: { ...process.env, DATABASE_URL: inject('databaseUrl'), TMT_WORKER_CONCURRENCY: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  const waitFor = async (check: () => Promise<boolean>, what: string, ms = 60_000) => {
    const until = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  };

  it('runs tasks and stops cleanly on SIGTERM', async () => {
    const own = await createTestTenant(t.orm, 'worker-proc');
    await addProject(t.app, own.admin.token, 'Worked');
    const worker = startWorkerProcess();
    const exited = new Promise<number | null>((done) => worker.on('exit', (code) => done(code)));
    const docRef = await ok(t.app, own.admin.token, 'CREATE_PROJECT_VERSION', {
      document: { Root: { General: { ProjectId: 'P_1' } } },
    });
    await waitFor(
      async () =>
        (await ok(t.app, own.admin.token, 'GET_DOCUMENT', { docRef })).document.Root.General.Status === 'DONE',
      'the task',
    );
    worker.kill('SIGTERM');
    expect(await exited).toBe(0);
  });

  it('retries a task whose worker was killed mid-way, leaving one copy', async () => {
    const own = await createTestTenant(t.orm, 'worker-kill');
    await addProject(t.app, own.admin.token, 'Big');
    const suite = await addSuite(t.app, own.admin.token, { ProjectId: 'P_1', Title: 'Many' });
    const em = t.orm.em.fork();
    // 20,000 cases in one statement, so the copy runs long enough to be interrupted.
    await em.execute(
      `INSERT INTO test_case (id, tenant_id, project_id, version_id, suite_id, business_id, title, criteria, sources, risk, steps,
         created_by, created_on, edited_by, edited_on)
       SELECT gen_random_uuid(), s.tenant_id, s.project_id, s.version_id, s.id, 'C_' || n, 'case ' || n, '{}', '{}', '{}',
         '[{"No":1,"Id":"00000000-0000-4000-8000-000000000001","Action":"a","ExpectedResult":"b"}]', 'x', now(), 'x', now()
       FROM test_suite s, generate_series(1, 20000) n WHERE s.id = ?`,
      [suite.split('/')[1]],
    );
    const worker = startWorkerProcess();
    const exited = new Promise<void>((done) => worker.on('exit', () => done()));
    const docRef = await ok(t.app, own.admin.token, 'CREATE_PROJECT_VERSION', {
      document: { Root: { General: { ProjectId: 'P_1' } } },
    });
    const status = async () => (await ok(t.app, own.admin.token, 'GET_DOCUMENT', { docRef })).document.Root;
    await waitFor(async () => (await status()).General.Status === 'RUNNING', 'the task to start');
    worker.kill('SIGKILL');
    await exited;
    // The dead worker's lock would expire in time; release it now, as an operator would.
    await em.execute(
      `SELECT graphile_worker.force_unlock_workers(array_agg(DISTINCT locked_by))
       FROM graphile_worker._private_jobs WHERE locked_by IS NOT NULL AND payload->>'taskRequestId' = ?`,
      [docRef.split('/')[1]],
    );
    await runJobsOnce(t.orm);
    const done = await status();
    expect(done.General.Status).toBe('DONE');
    expect(done.DisplayFields.Attempts).toBe(2);
    const [counts] = await em.execute<{ v2: number; versions: number }[]>(
      `SELECT (SELECT count(*)::int FROM test_case c JOIN project_version v ON v.id = c.version_id
                WHERE v.tenant_id = ? AND v.version_number = 2) AS v2,
              (SELECT count(*)::int FROM project_version WHERE tenant_id = ?) AS versions`,
      [own.tenantId, own.tenantId],
    );
    expect(counts).toEqual({ v2: 20000, versions: 2 });
  });
});

describe('content task types', () => {
  const awaitTask = async (docRef: string) => {
    await runJobsOnce(t.orm);
    return task(docRef);
  };

  it('SET_TEST_CASE_PROPERTY sets one property on many cases, and refuses cases of two projects', async () => {
    const suite = await addSuite(t.app, token, { ProjectId: 'P_1', Title: 'Props' });
    const refs = [];
    for (const title of ['p1', 'p2', 'p3'])
      refs.push(await addNode(t.app, token, suite, 'TestCase-dm', { General: { Title: title } }));
    const docRef = await ok(t.app, token, 'SET_TEST_CASE_PROPERTY', {
      testCaseDocRefs: refs.slice(0, 2),
      property: 'Status',
      value: 'REVIEWED',
    });
    const done = await awaitTask(docRef);
    expect(done.General.Status).toBe('DONE');
    expect(done.Result).toEqual({ updated: 2 });
    const statuses = await Promise.all(
      refs.map(async (r) => (await ok(t.app, token, 'GET_DOCUMENT', { docRef: r })).document.Root.General.Status),
    );
    expect(statuses).toEqual(['REVIEWED', 'REVIEWED', 'NEW']);
    const bad = await call(t.app, token, 'SET_TEST_CASE_PROPERTY', {
      testCaseDocRefs: refs,
      property: 'Status',
      value: 'SHINY',
    });
    expect(bad.body.error.code).toBe(-32602);
    await addProject(t.app, token, 'Second');
    const elsewhere = await addSuite(t.app, token, { ProjectId: 'P_2', Title: 'Else' });
    const foreignCase = await addNode(t.app, token, elsewhere, 'TestCase-dm', { General: { Title: 'x' } });
    const mixed = await call(t.app, token, 'SET_TEST_CASE_PROPERTY', {
      testCaseDocRefs: [refs[0], foreignCase],
      property: 'User',
      value: 'ann',
    });
    expect(mixed.body.error.data.reason).toBe('MIXED_PROJECTS');
    const missing = await call(t.app, token, 'SET_TEST_CASE_PROPERTY', {
      testCaseDocRefs: ['TestCase-dm/00000000-0000-4000-8000-000000000000'],
      property: 'User',
      value: 'ann',
    });
    expect(missing.body.error.code).toBe(-32004);
  });

  it('SET_TEST_SUITE_PROPERTY sets tags and priority', async () => {
    const a = await addSuite(t.app, token, { ProjectId: 'P_1', Title: 'Tag me' });
    const tagged = await awaitTask(
      await ok(t.app, token, 'SET_TEST_SUITE_PROPERTY', {
        testSuiteDocRefs: [a],
        property: 'Tags',
        value: 'Nightly, smoke',
      }),
    );
    expect(tagged.General.Status).toBe('DONE');
    await awaitTask(
      await ok(t.app, token, 'SET_TEST_SUITE_PROPERTY', {
        testSuiteDocRefs: [a],
        property: 'RecommendedPriority',
        value: 'BLOCKER',
      }),
    );
    const doc = (await ok(t.app, token, 'GET_DOCUMENT', { docRef: a })).document.Root.General;
    expect(doc).toMatchObject({ Tags: 'Nightly, smoke', RecommendedPriority: { Value: 'BLOCKER' } });
    const tags = await ok(t.app, token, 'LIST_DOCUMENTS', {
      documentModelName: 'Tag-dm',
      filter: { filters: ['ProjectId:P_1', 'LowerCaseValue:nightly'] },
      page: { offset: 0, limit: 5 },
    });
    expect(tags.fullSize).toBe(1);
  });

  it('RESET_TEST_SUITES_ORDER renumbers the suites of a version by title', async () => {
    const own = await createTestTenant(t.orm, 'tasks-order');
    await addProject(t.app, own.admin.token, 'Ordered');
    for (const title of ['cherry', 'Apple', 'banana'])
      await addSuite(t.app, own.admin.token, { ProjectId: 'P_1', Title: title });
    const list = async () =>
      (
        await ok(t.app, own.admin.token, 'LIST_TEST_SUITES', {
          projectSpec: { projectId: 'P_1' },
          filter: { filters: [] },
          page: { offset: 0, limit: 10 },
          sort: ['Order ASC'],
        })
      ).entries.map((e: { document: { Root: { General: { Title: string } } } }) => e.document.Root.General.Title);
    expect(await list()).toEqual(['cherry', 'Apple', 'banana']);
    const docRef = await ok(t.app, own.admin.token, 'RESET_TEST_SUITES_ORDER', {
      projectSpec: { projectId: 'P_1' },
      sort: 'Title ASC',
    });
    await runJobsOnce(t.orm);
    expect((await ok(t.app, own.admin.token, 'GET_DOCUMENT', { docRef })).document.Root.General.Status).toBe('DONE');
    expect(await list()).toEqual(['Apple', 'banana', 'cherry']);
    const appended = await addSuite(t.app, own.admin.token, { ProjectId: 'P_1', Title: 'aardvark' });
    expect(appended).toMatch(/^TestSuite-dm\//);
    expect((await list()).at(-1)).toBe('aardvark');
  });

  it('DELETE_PROJECT_VERSION removes a version and its content, never the last one', async () => {
    const own = await createTestTenant(t.orm, 'tasks-version');
    const tok = own.admin.token;
    await addProject(t.app, tok, 'Versions');
    await addSuite(t.app, tok, { ProjectId: 'P_1', Title: 'v1 suite' });
    const v1 = (await ok(t.app, tok, 'LOAD_PROJECT_WITH_VERSION', { projectId: 'P_1' })).document.Root.Version.docRef;
    const only = await call(t.app, tok, 'DELETE_PROJECT_VERSION', { projectVersionDocRef: v1 });
    expect(only.body.error).toMatchObject({ code: -32009, data: { reason: 'LAST_VERSION' } });
    await ok(t.app, tok, 'CREATE_PROJECT_VERSION', { document: { Root: { General: { ProjectId: 'P_1' } } } });
    await runJobsOnce(t.orm);
    const v2 = (await ok(t.app, tok, 'LOAD_PROJECT_WITH_VERSION', { projectId: 'P_1' })).document.Root.Version.docRef;
    await ok(t.app, tok, 'DELETE_PROJECT_VERSION', { projectVersionDocRef: v2 });
    await runJobsOnce(t.orm);
    const latest = (await ok(t.app, tok, 'LOAD_PROJECT_WITH_VERSION', { projectId: 'P_1' })).document.Root.Version
      .General;
    expect(latest).toMatchObject({ VersionNumber: 1, IsLatestVersion: true });
    expect((await call(t.app, tok, 'GET_DOCUMENT', { docRef: v2 })).body.error.code).toBe(-32004);
    const suites = await ok(t.app, tok, 'LIST_TEST_SUITES', {
      projectSpec: { projectId: 'P_1' },
      filter: { filters: [] },
      page: { offset: 0, limit: 5 },
      sort: [],
    });
    expect(suites.fullSize).toBe(1);
  });

  it('DELETE_PROJECT removes a project with its sub projects and content; the task stays readable', async () => {
    const own = await createTestTenant(t.orm, 'tasks-project');
    const tok = own.admin.token;
    const doomed = await addProject(t.app, tok, 'Doomed');
    await addProject(t.app, tok, 'Child', 'P_1');
    const suite = await addSuite(t.app, tok, { ProjectId: 'P_1', Title: 's' });
    await addNode(t.app, tok, suite, 'TestCase-dm', { General: { Title: 'c' }, Criteria: { Tags: 'gone' } });
    const docRef = await ok(t.app, tok, 'DELETE_PROJECT', { projectDocRef: doomed });
    await runJobsOnce(t.orm);
    expect((await ok(t.app, tok, 'GET_DOCUMENT', { docRef })).document.Root).toMatchObject({
      General: { Status: 'DONE' },
      Result: { deletedProjects: 2 },
    });
    expect(await ok(t.app, tok, 'LOAD_PROJECTS_BY_TENANT', {})).toEqual([]);
    expect((await call(t.app, tok, 'GET_DOCUMENT', { docRef: suite })).body.error.code).toBe(-32004);
    const lead = await createTestUser(t.orm, own.tenantId, 'lead', [
      { organizationUnit: { type: 'PROJECT', id: 'P_2' }, role: 'manager' },
    ]);
    const keep = await addProject(t.app, tok, 'Kept');
    expect((await call(t.app, lead.token, 'DELETE_PROJECT', { projectDocRef: keep })).body.error.data.reason).toBe(
      'NO_ROLE_IN_TENANT',
    );
  });
});

describe('copying and moving in the tree', () => {
  let tok: string;
  const titlesUnder = async (parent: string) =>
    (
      await ok(t.app, tok, 'LIST_DOCUMENTS', {
        documentModelName: 'TestCase-dm',
        filter: { filters: ['ProjectId:P_1', `ParentNodeId:${parent.split('/')[1]}`] },
        page: { offset: 0, limit: 50 },
        sort: ['Order ASC'],
      })
    ).entries.map(
      (e: { document: { Root: { General: { Title: string; Id: string } } } }) => e.document.Root.General.Title,
    );
  const folderIn = async (parent: string, title: string) => {
    const { entries } = await ok(t.app, tok, 'LIST_DOCUMENTS', {
      documentModelName: 'TestFolder-dm',
      filter: { filters: ['ProjectId:P_1', `ParentNodeId:${parent.split('/')[1]}`, `Title:${title}`] },
      page: { offset: 0, limit: 5 },
    });
    return entries[0]?.docRef as string | undefined;
  };
  const finish = async (docRef: string) => {
    await runJobsOnce(t.orm);
    const root = (await ok(t.app, tok, 'GET_DOCUMENT', { docRef })).document.Root;
    expect(root.General.Status, JSON.stringify(root.Error)).toBe('DONE');
    return root.Result;
  };

  let suite: string;
  let folder: string;
  beforeAll(async () => {
    const own = await createTestTenant(t.orm, 'tasks-tree');
    tok = own.admin.token;
    await addProject(t.app, tok, 'Tree');
    suite = await addSuite(t.app, tok, { ProjectId: 'P_1', Title: 'Source' });
    folder = await addNode(t.app, tok, suite, 'TestFolder-dm', { General: { Title: 'Box' } });
    const inner = await addNode(t.app, tok, folder, 'TestFolder-dm', { General: { Title: 'Inner' } });
    for (const title of ['b1', 'b2']) await addNode(t.app, tok, folder, 'TestCase-dm', { General: { Title: title } });
    await addNode(t.app, tok, inner, 'TestCase-dm', { General: { Title: 'i1' }, TestSteps: [{ Action: 'deep' }] });
    await addNode(t.app, tok, suite, 'TestCase-dm', { General: { Title: 'loose' } });
  });

  it('COPY_TEST_SUITE copies the suite with its tree under new ids', async () => {
    const result = await finish(await ok(t.app, tok, 'COPY_TEST_SUITE', { testSuiteDocRef: suite }));
    expect(result).toMatchObject({ folders: 2, cases: 4 });
    const copy = (await ok(t.app, tok, 'GET_DOCUMENT', { docRef: result.suiteDocRef })).document.Root;
    expect(copy.General).toMatchObject({ Title: 'Source (copy)', Id: 'S_2' });
    expect(copy.DisplayFields.TotalTestCases).toBe(4);
    const box = await folderIn(result.suiteDocRef, 'Box');
    expect(await titlesUnder(box!)).toEqual(['b1', 'b2']);
    const ids = await ok(t.app, tok, 'LIST_DOCUMENTS', {
      documentModelName: 'TestCase-dm',
      filter: { filters: ['ProjectId:P_1'] },
      page: { offset: 0, limit: 50 },
    });
    const all = ids.entries.map((e: { document: { Root: { General: { Id: string } } } }) => e.document.Root.General.Id);
    expect(new Set(all).size).toBe(all.length);
  });

  it('COPY_TEST_FOLDER and COPY_ITEMS_IN_TEST_SUITE append copies at the destination', async () => {
    const target = await addSuite(t.app, tok, { ProjectId: 'P_1', Title: 'Target' });
    await finish(await ok(t.app, tok, 'COPY_TEST_FOLDER', { testFolderDocRef: folder, destinationDocRef: target }));
    const box = await folderIn(target, 'Box');
    expect(await titlesUnder(box!)).toEqual(['b1', 'b2']);
    const loose = (
      await ok(t.app, tok, 'LIST_DOCUMENTS', {
        documentModelName: 'TestCase-dm',
        filter: { filters: ['ProjectId:P_1', 'Title:loose'] },
        page: { offset: 0, limit: 1 },
      })
    ).entries[0].docRef;
    await finish(await ok(t.app, tok, 'COPY_ITEMS_IN_TEST_SUITE', { itemDocRefs: [loose], destinationDocRef: box }));
    expect(await titlesUnder(box!)).toEqual(['b1', 'b2', 'loose']);
    const copied = (
      await ok(t.app, tok, 'LIST_DOCUMENTS', {
        documentModelName: 'TestCase-dm',
        filter: { filters: ['ProjectId:P_1', 'Title:loose', `ParentNodeId:${box!.split('/')[1]}`] },
        page: { offset: 0, limit: 1 },
      })
    ).entries[0];
    expect(copied.document.Root.AdditionalInfo).toMatchObject({ CreatingEvent: 'COPIED', CurrentPath: 'Target / Box' });
  });

  it('MOVE_TEST_FOLDER and MOVE_ITEMS_IN_TEST_SUITE move sub trees, and refuse a folder into itself', async () => {
    const other = await addSuite(t.app, tok, { ProjectId: 'P_1', Title: 'Other' });
    await finish(
      await ok(t.app, tok, 'MOVE_TEST_FOLDER', { testFolderDocRef: folder, destinationDocRef: other, position: 'TOP' }),
    );
    const inner = await folderIn(folder, 'Inner');
    const deep = (
      await ok(t.app, tok, 'LIST_DOCUMENTS', {
        documentModelName: 'TestCase-dm',
        filter: { filters: ['ProjectId:P_1', `ParentNodeId:${inner!.split('/')[1]}`] },
        page: { offset: 0, limit: 5 },
      })
    ).entries[0];
    expect(deep.document.Root.General.TestSuiteId).toBe(
      (await ok(t.app, tok, 'GET_DOCUMENT', { docRef: other })).document.Root.General.Id,
    );
    expect(deep.document.Root.AdditionalInfo.CurrentPath).toBe('Other / Box / Inner');
    const into = await call(t.app, tok, 'MOVE_TEST_FOLDER', { testFolderDocRef: folder, destinationDocRef: inner });
    expect(into.body.error.data.issues[0].message).toContain('into itself');
    const b1 = (
      await ok(t.app, tok, 'LIST_DOCUMENTS', {
        documentModelName: 'TestCase-dm',
        filter: { filters: ['ProjectId:P_1', 'Title:b1', `ParentNodeId:${folder.split('/')[1]}`] },
        page: { offset: 0, limit: 1 },
      })
    ).entries[0].docRef;
    await finish(
      await ok(t.app, tok, 'MOVE_ITEMS_IN_TEST_SUITE', {
        itemDocRefs: [b1],
        destinationDocRef: inner,
        position: 'TOP',
      }),
    );
    expect(await titlesUnder(inner!)).toEqual(['b1', 'i1']);
    expect(await titlesUnder(folder)).toEqual(['b2']);
  });

  it('refuses items of another version and unknown items at the call', async () => {
    const bad = await call(t.app, tok, 'COPY_ITEMS_IN_TEST_SUITE', {
      itemDocRefs: ['TestCase-dm/00000000-0000-4000-8000-000000000000'],
      destinationDocRef: suite,
    });
    expect(bad.body.error.code).toBe(-32004);
    const wrongModel = await call(t.app, tok, 'MOVE_ITEMS_IN_TEST_SUITE', {
      itemDocRefs: [suite],
      destinationDocRef: folder,
    });
    expect(wrongModel.body.error.code).toBe(-32602);
  });
});
