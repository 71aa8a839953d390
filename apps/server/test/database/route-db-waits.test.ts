import { parseDocRef } from '@tmt/contract';
import { createTestTenant } from '@tmt/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Client, client } from '../client';
import { addProject, addRun, suiteWithCases } from '../factories';
import { startTestApp, type TestApp } from '../test-app';

// The routes beside JSON-RPC (uploads, downloads, run events) answer a database that made them wait too long as
// procedures do — -32009 with LOCK_TIMEOUT or DATABASE_BUSY, never 500 — and wait within their tenant's share of the
// pool. A small pool and short waits keep the test short.
const POOL = 4;
const LOCK_MS = 2_000;
const ACQUIRE_MS = 800;
let t: TestApp;
let busy: Awaited<ReturnType<typeof createTestTenant>>;
let calm: Awaited<ReturnType<typeof createTestTenant>>;
/** A tenant whose admin has made no call yet: the server does not remember it. */
let fresh: string;
let api: Client;
let run: string;
let execution: string;
let downloadUrl: string;
let holder: pg.Client;

const upload = (token: string, body = 'evidence') =>
  t.app.request(
    `/api/v2/attachment?${new URLSearchParams({ filename: 'a.txt', documentModelName: 'TestRunTestCaseAdditionalFields-dm', pathToField: '' })}`,
    { method: 'POST', body, headers: { Authorization: `Bearer ${token}`, 'Project-Id': 'P_1' } },
  );

/** Status and JSON-RPC error of a route's answer. */
const refusal = async (res: Response | Promise<Response>) => {
  const answer = await res;
  const body = await answer.json();
  return { status: answer.status, code: body.error?.code, reason: body.error?.data?.reason };
};

beforeAll(async () => {
  t = await startTestApp({ poolMax: POOL, timeouts: { lockMs: LOCK_MS, acquireMs: ACQUIRE_MS } });
  busy = await createTestTenant(t.orm, 'route-waits');
  calm = await createTestTenant(t.orm, 'route-waits-calm');
  fresh = (await createTestTenant(t.orm, 'route-waits-fresh')).admin.token;
  api = client(t, busy.admin.token);
  await addProject(api, 'Shop');
  await addProject(client(t, calm.admin.token), 'Quiet');
  const { suite, cases } = await suiteWithCases(api, 'P_1', 'Checkout', 1);
  run = await addRun(api, { ProjectId: 'P_1', Title: 'Evidence' });
  await api.ok('ADD_TEST_SUITES_TO_RUN', { testRunDocRef: run, testSuiteDocRefs: [suite] });
  await api.ok('ADD_TEST_CASES_TO_RUN', { testRunDocRef: run, testCasesDocRefs: cases });
  const { entries } = await api.ok('GET_TEST_CASE_EXECUTIONS', { testRunDocRef: run, page: { offset: 0, limit: 10 } });
  execution = entries[0]!.docRef;
  const { attachmentId } = await (await upload(busy.admin.token)).json();
  await api.ok('SAVE_TEST_CASE_EXECUTION', {
    docRef: execution,
    document: { Root: { General: { Result: 2 }, Attachments: [attachmentId] } },
  });
  downloadUrl = (await api.ok('LOAD_ATTACHMENT_URL', { attachmentId, docRef: execution })).location;
  holder = new pg.Client({ connectionString: inject('databaseUrl') });
  await holder.connect();
});
afterAll(async () => {
  await holder?.end();
  await t.close();
});

describe('routes on a database that makes them wait', () => {
  it('answer 409 -32009 DATABASE_BUSY when no connection comes free in time: upload, downloads, run events, sign-in', async () => {
    // Every connection of the server's pool held by transactions of its own.
    let free = () => {};
    const held = new Promise<void>((resolve) => (free = resolve));
    const holding = Array.from({ length: POOL }, () =>
      t.orm.em.fork().transactional(async (em) => {
        await em.execute('SELECT 1');
        await held;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    try {
      const busyAnswer = { status: 409, code: -32009, reason: 'DATABASE_BUSY' };
      const token = busy.admin.token;
      const auth = { Authorization: `Bearer ${token}`, 'Project-Id': 'P_1' };
      expect(await refusal(upload(token))).toEqual(busyAnswer);
      expect(await refusal(t.app.request(downloadUrl))).toEqual(busyAnswer);
      const task = '00000000-0000-4000-8000-000000000000';
      expect(await refusal(t.app.request(`/api/automation/data/${task}`, { headers: auth }))).toEqual(busyAnswer);
      const runId = parseDocRef(run).id;
      expect(await refusal(t.app.request(`/api/events/runs/${runId}`, { headers: auth }))).toEqual(busyAnswer);
      // A caller not yet remembered needs the database to be known: JSON-RPC, tRPC and the routes say so too.
      expect((await client(t, fresh).call('LOAD_PROJECTS_BY_TENANT', {})).body.error).toMatchObject({
        code: -32009,
        data: { reason: 'DATABASE_BUSY' },
      });
      const trpc = await t.app.request('/api/trpc/projects.loadProjectsByTenant?input=%7B%7D', {
        headers: { Authorization: `Bearer ${fresh}` },
      });
      expect(trpc.status).toBe(409);
      expect((await trpc.json()).error).toMatchObject({ code: -32009, data: { reason: 'DATABASE_BUSY' } });
      expect(t.errors).toEqual([]);
    } finally {
      free();
      await Promise.all(holding);
    }
  }, 60_000);

  it('answer an upload waiting on a locked project with 409 -32009 LOCK_TIMEOUT, and keep other tenants answering', async () => {
    const [project] = await t.orm.em
      .fork()
      .execute<{ id: string }[]>("SELECT id FROM project WHERE tenant_id = ? AND business_id = 'P_1'", [busy.tenantId]);
    await holder.query('BEGIN');
    await holder.query('SELECT 1 FROM project WHERE id = $1 FOR UPDATE', [project!.id]);
    try {
      // More uploads than the pool has connections: within the tenant's share they hold half of it at most.
      const uploads = Array.from({ length: 2 * POOL }, () => refusal(upload(busy.admin.token)));
      await new Promise((resolve) => setTimeout(resolve, 300));
      const quiet = client(t, calm.admin.token);
      for (let round = 0; round < 3; round++) {
        const started = performance.now();
        expect(await quiet.ok('LOAD_PROJECTS_BY_TENANT')).toHaveLength(1);
        expect(performance.now() - started).toBeLessThan(1_000);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const answers = await Promise.all(uploads);
      expect(new Set(answers.map((a) => a.code))).toEqual(new Set([-32009]));
      expect(answers.map((a) => a.reason)).toContain('LOCK_TIMEOUT');
      expect(answers.every((a) => a.status === 409)).toBe(true);
    } finally {
      await holder.query('ROLLBACK');
    }
    expect((await refusal(upload(busy.admin.token))).status).toBe(200);
    expect(t.errors).toEqual([]);
  }, 60_000);
});
