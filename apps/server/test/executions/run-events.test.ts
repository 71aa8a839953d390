import type { AddressInfo } from 'node:net';
import { endNotifications } from '@tmt/core';
import { createTestTenant, createTestUser } from '@tmt/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../../src/listen';
import { type Client, client } from '../client';
import { addProject, addRun, suiteWithCases } from '../factories';
import { settle } from '../settle';
import { follow, type SseEvent, type Subscription, subscribe } from '../sse-client';
import { startTestApp, type TestApp } from '../test-app';

// Several testers on one run: what one saves reaches the others' screens as server-sent events within two seconds,
// fed by the database's notifications; a save based on an old read is refused, not merged.

const APPLICATION = 'run-events-test';

let t: TestApp;
let admin: Client;
let tenantId: string;
let adminToken: string;
let testerToken: string;
let tester: Client;
let otherTenantToken: string;
let otherTenant: Client;
const open: Subscription[] = [];

beforeAll(async () => {
  t = await startTestApp({ applicationName: APPLICATION });
  const tenant = await createTestTenant(t.orm, 'run-events');
  tenantId = tenant.tenantId;
  adminToken = tenant.admin.token;
  admin = client(t, adminToken);
  await addProject(admin, 'Shop');
  const on = { organizationUnit: { type: 'PROJECT' as const, id: 'P_1' }, role: 'tester' };
  testerToken = (await createTestUser(t.orm, tenantId, 'anna', [on])).token;
  tester = client(t, testerToken);
  const other = await createTestTenant(t.orm, 'run-events-other');
  otherTenantToken = other.admin.token;
  otherTenant = client(t, otherTenantToken);
  await addProject(otherTenant, 'Elsewhere');
});
afterAll(async () => {
  for (const subscription of open) subscription.close();
  await t.close();
});

/** A run of `count` cases in project P_1 of `api`'s tenant; its TechnicalId, R_n and executions' docRefs. */
async function runWithCases(api: Client, title: string, count: number) {
  const { suite, cases } = await suiteWithCases(api, 'P_1', title, count);
  const run = await addRun(api, { ProjectId: 'P_1', Title: title });
  await api.ok('ADD_TEST_SUITES_TO_RUN', { testRunDocRef: run, testSuiteDocRefs: [suite] });
  await api.ok('ADD_TEST_CASES_TO_RUN', { testRunDocRef: run, testCasesDocRefs: cases });
  const page = await api.ok('GET_TEST_CASE_EXECUTIONS', { testRunDocRef: run, page: { offset: 0, limit: 500 } });
  return {
    run,
    id: run.split('/')[1] as string,
    businessId: (await api.root(run)).General.Id as string,
    executions: page.entries.map((e: { docRef: string }) => e.docRef) as string[],
  };
}

async function watch(token: string | undefined, runId: string, headers: Record<string, string> = {}) {
  const auth: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const subscription = await subscribe(t, `/api/events/runs/${runId}`, { ...auth, ...headers });
  open.push(subscription);
  return subscription;
}

/** A subscription that is ready: from here on it hears every change. */
async function ready(token: string, runId: string, headers: Record<string, string> = {}) {
  const subscription = await watch(token, runId, headers);
  expect(subscription.status).toBe(200);
  await subscription.waitFor((e) => e.event === 'ready');
  return subscription;
}

const changesOf = (events: SseEvent[]) =>
  events.filter((e) => e.event === 'changes').flatMap((e) => JSON.parse(e.data));
const changeOf = (docRef: string, modelVersion?: number) => (e: SseEvent) =>
  e.event === 'changes' &&
  JSON.parse(e.data).some(
    (c: { docRef: string; modelVersion: number }) =>
      c.docRef === docRef && (modelVersion === undefined || c.modelVersion === modelVersion),
  );
const save = (api: Client, docRef: string, General: Record<string, unknown>, expectedModelVersion?: number) =>
  api.call('SAVE_TEST_CASE_EXECUTION', { docRef, document: { Root: { General } }, expectedModelVersion });
const quiet = () => new Promise((resolve) => setTimeout(resolve, 500));

describe('live results of a run', () => {
  it("shows one tester's save to every other screen on the run within two seconds", async () => {
    const { id, businessId, executions } = await runWithCases(admin, 'Live', 3);
    const first = await ready(adminToken, id);
    // The console names a run as its URL does: R_n in the project of the headers.
    const second = await ready(testerToken, businessId, { 'Project-Id': 'P_1', 'Subproject-Id': '_' });
    expect(JSON.parse(second.events[0]!.data)).toEqual({ runId: id, testRunId: businessId });

    const sent = performance.now();
    expect((await save(tester, executions[1]!, { Result: 5, Defects: 'BUG-1' })).body.result).toBeNull();
    for (const subscription of [first, second]) {
      const event = await subscription.waitFor(changeOf(executions[1]!));
      expect(event.at - sent).toBeLessThan(2_000);
      expect(JSON.parse(event.data)).toEqual([
        {
          docRef: executions[1],
          result: 5,
          tester: 'anna',
          testedBy: 'anna',
          testedOn: expect.any(Number),
          modelVersion: 2,
        },
      ]);
    }
    // The event says what GET_DOCUMENT answers afterwards.
    const change = changesOf(first.events)[0];
    const { document } = await admin.doc('TestRunTestCaseAdditionalFields-dm', executions[1]!);
    expect(change.testedOn).toBe(document.Root.Metadata.TestedOn);
    expect(change.modelVersion).toBe(document.__meta.modelVersion);
  });

  it('announces a bulk save of many executions as a few events, not one per execution', async () => {
    const { id, businessId, executions } = await runWithCases(admin, 'Bulk', 60);
    const screen = await ready(adminToken, id);
    const testCaseIds = await Promise.all(
      executions.map(async (docRef) => (await admin.root(docRef)).Metadata.LatestTestCaseExecutionData.TestCaseId),
    );
    const taskRef = await admin.ok(
      'SAVE_TEST_EXECUTIONS_ASYNC',
      {
        testRunId: businessId,
        decisionOnInvalidTestExecutionResult: 'SKIP',
        testExecutions: testCaseIds.map((testCaseId) => ({ testCaseId, result: 2 })),
      },
      { 'Project-Id': 'P_1' },
    );
    expect((await settle(t, admin, taskRef)).Result).toMatchObject({ saved: 60 });
    await screen.waitFor((e) => e.event === 'resync');
    await quiet();
    const after = screen.events.filter((e) => e.event !== 'ready');
    expect(after.length).toBeLessThanOrEqual(3);
    expect(changesOf(after)).toEqual([]);
  });

  it('tells a screen to read the run again when executions are added or removed', async () => {
    const { run, id } = await runWithCases(admin, 'Grows', 1);
    const screen = await ready(adminToken, id);
    const { suite, cases } = await suiteWithCases(admin, 'P_1', 'More', 1);
    await admin.ok('ADD_TEST_SUITES_TO_RUN', { testRunDocRef: run, testSuiteDocRefs: [suite] });
    await admin.ok('ADD_TEST_CASES_TO_RUN', { testRunDocRef: run, testCasesDocRefs: cases });
    await screen.waitFor((e) => e.event === 'resync');
    screen.events.length = 0;
    await admin.ok('DELETE_TEST_CASES_FROM_RUN', { testRunDocRef: run, testCasesDocRefs: cases });
    await screen.waitFor((e) => e.event === 'resync');
  });

  it('holds a bounded number of events for a screen that does not read, then tells it to read the run again', async () => {
    const { id, executions } = await runWithCases(admin, 'Stalled', 1);
    const res = await t.app.request(`/api/events/runs/${id}`, { headers: { Authorization: `Bearer ${adminToken}` } });
    await quiet();
    // 150 commits' worth of changes while the screen reads nothing (one statement each, so one event each).
    await t.orm.em.fork().execute(
      `DO $$ BEGIN FOR i IN 1..150 LOOP
         UPDATE test_execution SET model_version = model_version + 1 WHERE id = '${executions[0]!.split('/')[1]}';
       END LOOP; END $$`,
    );
    await quiet();
    const screen = await follow(res);
    open.push(screen);
    await screen.waitFor(changeOf(executions[0]!, 151));
    const kinds = screen.events.map((e) => e.event);
    expect(kinds).toContain('resync');
    expect(kinds.length).toBeLessThanOrEqual(102);
  });

  it("keeps other runs' and other tenants' screens quiet", async () => {
    const watched = await runWithCases(admin, 'Watched', 1);
    const neighbour = await runWithCases(admin, 'Neighbour', 1);
    const elsewhere = await runWithCases(otherTenant, 'Elsewhere', 1);
    const sameTenant = await ready(adminToken, neighbour.id);
    const otherScreen = await ready(otherTenantToken, elsewhere.id);
    const screen = await ready(adminToken, watched.id);
    // Adding the cases was announced too (a resync), maybe only after the screens opened: that is over first.
    await quiet();
    sameTenant.events.length = 0;
    otherScreen.events.length = 0;
    await save(admin, watched.executions[0]!, { Result: 2 });
    await screen.waitFor(changeOf(watched.executions[0]!));
    await quiet();
    expect(sameTenant.events).toEqual([]);
    expect(otherScreen.events).toEqual([]);
  });

  it('refuses a caller without a token, another tenant, an outsider and a malformed run id', async () => {
    const { id } = await runWithCases(admin, 'Guarded', 1);
    const anonymous = await watch(undefined, id);
    expect(anonymous.status).toBe(401);
    expect(anonymous.error).toMatchObject({ error: { code: -32001, data: { reason: 'TOKEN_MISSING' } } });
    const foreign = await watch(otherTenantToken, id);
    expect(foreign.status).toBe(404);
    expect(foreign.error).toMatchObject({ error: { code: -32004, data: { reason: 'DOCUMENT_NOT_FOUND' } } });
    const outsider = await createTestUser(t.orm, tenantId, 'outsider', []);
    expect(await watch(outsider.token, id)).toMatchObject({
      status: 403,
      error: { error: { code: -32003, data: { reason: 'NO_ROLE_IN_PROJECT' } } },
    });
    const missing = await watch(adminToken, '00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    const malformed = await watch(adminToken, "R_1'; DROP TABLE test_run; --");
    expect(malformed.status).toBe(400);
    expect(malformed.error).toMatchObject({ error: { code: -32602 } });
    const withoutProject = await watch(adminToken, 'R_1');
    expect(withoutProject.status).toBe(400);
    expect(withoutProject.error).toMatchObject({ error: { data: { reason: 'PROJECT_ID_REQUIRED' } } });
  });

  it('holds twenty streams of one caller at once, asks for the next later, and takes it once one closes', async () => {
    const { id, executions } = await runWithCases(admin, 'Many tabs', 1);
    const streamer = await createTestUser(t.orm, tenantId, 'tab-hoarder', [
      { organizationUnit: { type: 'PROJECT', id: 'P_1' }, role: 'viewer' },
    ]);
    // A watch that fails holds no slot: twenty more still open.
    expect((await watch(streamer.token, 'not-a-run')).status).toBe(400);
    const tabs = await Promise.all(Array.from({ length: 20 }, () => ready(streamer.token, id)));
    const refused = await watch(streamer.token, id);
    expect(refused.status).toBe(429);
    expect(refused.error).toMatchObject({
      error: { code: -32029, data: { reason: 'TOO_MANY_REQUESTS', retryAfter: 15 } },
    });
    // Other callers are not counted with this one, and the twenty hear every change.
    const other = await ready(testerToken, id);
    await save(tester, executions[0]!, { Result: 2 });
    await other.waitFor(changeOf(executions[0]!));
    await Promise.all(tabs.map((tab) => tab.waitFor(changeOf(executions[0]!))));
    tabs[0]!.close();
    await expect
      .poll(
        async () => {
          const next = await watch(streamer.token, id);
          if (next.status !== 200) return next.status;
          await next.waitFor((e) => e.event === 'ready');
          return 200;
        },
        { timeout: 5_000 },
      )
      .toBe(200);
  });
});

describe('a save of the same execution by two testers', () => {
  it('refuses the save based on an older read with STALE_MODEL_VERSION and changes nothing', async () => {
    const { id, executions } = await runWithCases(admin, 'Conflict', 1);
    const docRef = executions[0]!;
    const screen = await ready(adminToken, id);
    const read = (await tester.ok('GET_DOCUMENT', { docRef })).document;
    expect(read.__meta.modelVersion).toBe(1);
    // Both read version 1; the admin saves first.
    expect((await save(admin, docRef, { Result: 2 }, read.__meta.modelVersion)).body.result).toBeNull();
    await screen.waitFor(changeOf(docRef, 2));
    const current = (await admin.ok('GET_DOCUMENT', { docRef })).document;

    const stale = await save(tester, docRef, { Result: 5, Defects: 'BUG-2' }, read.__meta.modelVersion);
    expect(stale.status).toBe(200);
    expect(stale.body.error).toMatchObject({ code: -32009, data: { reason: 'STALE_MODEL_VERSION' } });
    expect(stale.body.error.message).toContain('current one is 2');
    expect((await admin.ok('GET_DOCUMENT', { docRef })).document).toEqual(current);

    // Saved again on the version it now reads, the tester's result goes in.
    expect((await save(tester, docRef, { Result: 5 }, current.__meta.modelVersion)).body.result).toBeNull();
    await screen.waitFor(changeOf(docRef, 3));
    // The latest saver is the tester (none was assigned explicitly).
    expect((await admin.root(docRef)).General).toMatchObject({ Result: 5, Tester: 'anna' });
  });

  it('saves without a check when no expectedModelVersion is sent, ignores __meta, and refuses a bad one', async () => {
    const { executions } = await runWithCases(admin, 'Unchecked', 1);
    expect((await save(tester, executions[0]!, { Result: 3 })).body.result).toBeNull();
    expect((await save(tester, executions[0]!, { Result: 2 })).body.result).toBeNull();
    const ignored = await tester.call('SAVE_TEST_CASE_EXECUTION', {
      docRef: executions[0],
      document: { Root: { General: { Result: 4 } }, __meta: { modelVersion: 1 } },
    });
    expect(ignored.body.result).toBeNull();
    const bad = await tester.fail('SAVE_TEST_CASE_EXECUTION', {
      docRef: executions[0],
      document: { Root: { General: { Result: 2 } } },
      expectedModelVersion: 'two',
    });
    expect(bad).toMatchObject({ code: -32602, data: { issues: [{ path: 'params.expectedModelVersion' }] } });
  });
});

describe('a lost database session', () => {
  it('reconnects, tells every screen to read the run again, and goes on announcing saves', async () => {
    const { id, executions } = await runWithCases(admin, 'Resumed', 1);
    const screen = await ready(adminToken, id);
    const [terminated] = await t.orm.em.fork().execute<{ count: number }[]>(
      `SELECT count(pg_terminate_backend(pid))::int AS count FROM pg_stat_activity
       WHERE application_name = ? AND query LIKE 'LISTEN%'`,
      [APPLICATION],
    );
    expect(terminated!.count).toBe(1);
    await screen.waitFor((e) => e.event === 'resync', 5_000);
    await save(tester, executions[0]!, { Result: 11 });
    await screen.waitFor(changeOf(executions[0]!));
    expect(t.errors).toEqual([]);
  });

  it('stops feeding a screen that went away', async () => {
    const { id, executions } = await runWithCases(admin, 'Left', 1);
    const gone = await ready(adminToken, id);
    gone.close();
    const staying = await ready(testerToken, id);
    await save(tester, executions[0]!, { Result: 2 });
    await staying.waitFor(changeOf(executions[0]!));
    expect(gone.events.map((e) => e.event)).toEqual(['ready']);
  });
});

describe('a quiet stream', () => {
  it('sends a comment line at the configured interval, which clients skip, and goes on announcing saves', async () => {
    const beating = await startTestApp({ applicationName: `${APPLICATION}-beat`, eventsHeartbeatMs: 200 });
    try {
      const { id, executions } = await runWithCases(admin, 'Quiet', 1);
      const screen = await subscribe(beating, `/api/events/runs/${id}`, { Authorization: `Bearer ${adminToken}` });
      open.push(screen);
      await screen.waitFor((e) => e.event === 'ready');
      await expect.poll(() => screen.comments.length, { timeout: 3_000 }).toBeGreaterThanOrEqual(3);
      const [first, , third] = screen.comments as [number, number, number];
      // Two intervals of 200 ms between the first and the third, give or take a busy machine.
      expect(third - first).toBeGreaterThan(300);
      expect(screen.events.map((e) => e.event)).toEqual(['ready']);
      await save(admin, executions[0]!, { Result: 2 });
      await screen.waitFor(changeOf(executions[0]!));
      screen.close();
    } finally {
      await beating.close();
    }
  });
});

describe('a server that stops', () => {
  it('ends its event streams, so it closes while screens are open', async () => {
    const server = await listen(t.app.fetch, {
      port: 0,
      hostname: '127.0.0.1',
      headersTimeoutMs: 0,
      requestTimeoutMs: 0,
    });
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const { id } = await runWithCases(admin, 'Stopping', 1);
    const screen = await subscribe(base, `/api/events/runs/${id}`, { Authorization: `Bearer ${adminToken}` });
    open.push(screen);
    await screen.waitFor((e) => e.event === 'ready');
    // What RunningTmt.stop does: the streams end, then the server waits for its connections.
    await endNotifications(t.orm);
    await screen.ended;
    await new Promise((resolve) => server.close(resolve));
    // A screen that comes too late is not kept either.
    const late = await subscribe(t, `/api/events/runs/${id}`, { Authorization: `Bearer ${adminToken}` });
    await late.ended;
    expect(late.events).toEqual([]);
  });
});
