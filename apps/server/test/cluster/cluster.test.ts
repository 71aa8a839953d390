import type { MikroORM } from '@mikro-orm/postgresql';
import { closeDatabase, openDatabase } from '@tmt/core';
import { createOwnDatabase, createTestTenant, createTestUser } from '@tmt/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client } from '../client';
import { addProject, addRun, suiteWithCases } from '../factories';
import { seedContent } from '../seed-content';
import { type Subscription, subscribe } from '../sse-client';
import { type Cluster, routedToAll, startCluster } from './cluster';

// Through the proxy only: two servers, two workers, one PostgreSQL, one S3 peer. `X-Served-By` (set by HAProxy) says
// which server answered, so each scenario shows that what one server did, the other sees.

const PROXY_RATE_PER_MINUTE = 1_000;

let cluster: Cluster;
let database: Awaited<ReturnType<typeof createOwnDatabase>>;
let orm: MikroORM;
let tenantId: string;
let adminToken: string;
let admin: Client;
const open: Subscription[] = [];

const servedBy = (headers: Headers) => headers.get('x-served-by');
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const other = (server: string | null) => (server === 's1' ? 's2' : 's1');
const sql = <T>(query: string, params: unknown[] = []) => orm.em.fork().execute<T[]>(query, params);

/** A tenant admin of its own, so each client has its own budget at the proxy. */
async function newClient(name: string): Promise<{ api: Client; token: string }> {
  const { token } = await createTestUser(orm, tenantId, name, [
    { organizationUnit: { type: 'TENANT', id: tenantId }, role: 'admin' },
  ]);
  return { api: client(cluster.url, token), token };
}

/** Sends until `server` answers (round robin alternates; a health check may shift it by one). */
async function on<T extends { headers: Headers }>(server: string, send: () => Promise<T>): Promise<T> {
  for (let i = 0; i < 10; i++) {
    const answer = await send();
    if (servedBy(answer.headers) === server) return answer;
  }
  throw new Error(`${server} never answered`);
}

/**
 * Makes the next request go to `server`: HAProxy's round robin alternates strictly between healthy servers, so
 * after a request answered by the other one, the next is this one's. The caller checks it with `X-Served-By`.
 */
async function nextGoesTo(server: string): Promise<void> {
  for (let i = 0; i < 10; i++) if (servedBy((await fetch(`${cluster.url}/readyz`)).headers) === other(server)) return;
  throw new Error(`${other(server)} never answered`);
}

/** A run of `count` cases in P_1; its id and its executions' docRefs. */
async function runWithCases(api: Client, title: string, count: number) {
  const { suite, cases } = await suiteWithCases(api, 'P_1', title, count);
  const run = await addRun(api, { ProjectId: 'P_1', Title: title });
  await api.ok('ADD_TEST_SUITES_TO_RUN', { testRunDocRef: run, testSuiteDocRefs: [suite] });
  await api.ok('ADD_TEST_CASES_TO_RUN', { testRunDocRef: run, testCasesDocRefs: cases });
  const page = await api.ok('GET_TEST_CASE_EXECUTIONS', { testRunDocRef: run, page: { offset: 0, limit: 500 } });
  return {
    id: run.split('/')[1] as string,
    executions: page.entries.map((e: { docRef: string }) => e.docRef) as string[],
  };
}

/** The status of task requests, read in the database. */
async function tasks(ids: string[]) {
  return sql<{ status: string }>('SELECT status FROM task_request WHERE id = ANY(?::uuid[])', [`{${ids.join(',')}}`]);
}

/**
 * `clients` callers that each create cases one after another in their own suite until `stop()`; what each was told.
 * A call counts as failed when the connection broke or the proxy answered 502/503 (no server behind it).
 */
function createCasesUnderLoad(callers: { api: Client; suite: string; name: string }[]) {
  let running = true;
  const outcome = { ok: [] as string[], broken: [] as string[], wrong: [] as string[] };
  const loops = callers.map(async ({ api, suite, name }) => {
    for (let n = 0; running; n++) {
      const title = `${name}-${n}`;
      try {
        const answer = await api.call('CREATE_TEST_CASE_TREE_NODE', {
          documentModelName: 'TestCase-dm',
          locale: 'en',
          parentNodeDocRef: suite,
          document: { Root: { General: { Title: title }, TestSteps: [{ Action: 'a' }, { Action: 'b' }] } },
        });
        if (answer.body?.result) outcome.ok.push(title);
        else if ([502, 503].includes(answer.status)) outcome.broken.push(title);
        else outcome.wrong.push(`${title}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
      } catch {
        outcome.broken.push(title);
      }
    }
  });
  return {
    outcome,
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return outcome;
    },
  };
}

/** Every case the load wrote, once each and whole (both steps), and every answered one among them. */
async function expectWrittenOnceAndWhole(outcome: { ok: string[]; broken: string[] }, prefix: string) {
  const rows = await sql<{ title: string; copies: string; steps: number }>(
    `SELECT title, count(*) AS copies, min(jsonb_array_length(steps)) AS steps FROM test_case
     WHERE tenant_id = ? AND title LIKE ? GROUP BY title`,
    [tenantId, `${prefix}%`],
  );
  expect(rows.filter((r) => Number(r.copies) !== 1 || r.steps !== 2)).toEqual([]);
  const written = new Set(rows.map((r) => r.title));
  expect(outcome.ok.filter((title) => !written.has(title))).toEqual([]);
  // A broken call may or may not have been written (once); nothing else was.
  const known = new Set([...outcome.ok, ...outcome.broken]);
  expect([...written].filter((title) => !known.has(title))).toEqual([]);
}

beforeAll(async () => {
  database = await createOwnDatabase('cluster');
  cluster = await startCluster({ databaseUrl: database.url, proxyRateLimitPerMinute: PROXY_RATE_PER_MINUTE });
  orm = await openDatabase({ url: cluster.databaseUrl, poolMax: 4 });
  const tenant = await createTestTenant(orm, 'cluster');
  tenantId = tenant.tenantId;
  adminToken = tenant.admin.token;
  admin = client(cluster.url, adminToken);
  await addProject(admin, 'Shop');
}, 240_000);
afterAll(async () => {
  for (const subscription of open) subscription.close();
  if (orm) await closeDatabase(orm);
  await cluster?.stop();
  await database?.drop();
});

describe('starting', () => {
  it('ran the migrations once although both servers started at once on an empty database', async () => {
    const twice = await sql('SELECT name FROM mikro_orm_migrations GROUP BY name HAVING count(*) > 1');
    expect(twice).toEqual([]);
    expect(Number((await sql<{ n: string }>('SELECT count(*) AS n FROM mikro_orm_migrations'))[0]?.n)).toBeGreaterThan(
      10,
    );
  });

  it('is ready through the proxy on both servers, and /readyz says what it checked', async () => {
    const answers = [await fetch(`${cluster.url}/readyz`), await fetch(`${cluster.url}/readyz`)];
    expect(new Set(answers.map((a) => servedBy(a.headers)))).toEqual(new Set(['s1', 's2']));
    for (const answer of answers) expect(await answer.json()).toEqual({ status: 'ready', database: 'up', blobs: 'up' });
  });
});

describe('one server sees what the other did', () => {
  it('downloads a file and its thumbnails through the server that did not take the upload', async () => {
    const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#c03030' } })
      .png()
      .toBuffer();
    const { executions } = await runWithCases(admin, 'Evidence', 1);
    const upload = await fetch(
      `${cluster.url}/api/v2/attachment?filename=shot.png&documentModelName=TestRunTestCaseAdditionalFields-dm&pathToField=`,
      {
        method: 'POST',
        body: new Uint8Array(png),
        headers: { Authorization: `Bearer ${adminToken}`, 'Project-Id': 'P_1' },
      },
    );
    expect(upload.status).toBe(200);
    const elsewhere = other(servedBy(upload.headers));
    const { attachmentId, smallThumbnailUrl, bigThumbnailUrl } = await upload.json();
    await admin.ok('SAVE_TEST_CASE_EXECUTION', {
      docRef: executions[0]!,
      document: { Root: { General: { Result: 2 }, Attachments: [attachmentId] } },
    });
    const { location } = await admin.ok('LOAD_ATTACHMENT_URL', { attachmentId, docRef: executions[0]! });

    const download = await on(elsewhere, () => fetch(`${cluster.url}${location}`));
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(png)).toBe(true);
    for (const [url, width] of [
      [smallThumbnailUrl, 128],
      [bigThumbnailUrl, 512],
    ] as const) {
      const thumbnail = await on(elsewhere, () => fetch(`${cluster.url}${url}`));
      expect(thumbnail.headers.get('content-type')).toBe('image/png');
      expect((await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata()).width).toBe(width);
    }
  });

  it('streams a result saved through one server to a tester watching through the other within 2 s', async () => {
    const { id, executions } = await runWithCases(admin, 'Live', 2);
    const stream = await subscribe(cluster.url, `/api/events/runs/${id}`, { Authorization: `Bearer ${adminToken}` });
    open.push(stream);
    expect(stream.status).toBe(200);
    await stream.waitFor((e) => e.event === 'ready', 5_000);
    const holder = servedBy(stream.headers);
    expect(['s1', 's2']).toContain(holder);

    await nextGoesTo(other(holder));
    const sent = performance.now();
    const saved = await admin.call('SAVE_TEST_CASE_EXECUTION', {
      docRef: executions[1],
      document: { Root: { General: { Result: 2 } } },
    });
    expect(servedBy(saved.headers)).toBe(other(holder));
    expect(saved.body.result).toBeNull();
    const event = await stream.waitFor(
      (e) => e.event === 'changes' && JSON.parse(e.data).some((c: { docRef: string }) => c.docRef === executions[1]),
      2_000,
    );
    expect(event.at - sent).toBeLessThan(2_000);
    stream.close();
  });

  it.each([
    [
      'disabled',
      (ref: string) =>
        admin.ok('MODIFY_DOCUMENT', { docRef: ref, locale: 'en', document: { Root: { enabled: false } } }),
    ],
    ['deleted', (ref: string) => admin.ok('DELETE_DOCUMENT', { docRef: ref })],
  ])('refuses a %s user on every server at once, although both remembered the token', async (what, revoke) => {
    const username = `gone-${what}`;
    const { token } = await createTestUser(orm, tenantId, username, [
      { organizationUnit: { type: 'PROJECT', id: 'P_1' }, role: 'tester' },
    ]);
    const user = client(cluster.url, token);
    const read = () => user.call('LOAD_PROJECTS_BY_TENANT', {});
    // Both servers verify the token once and remember the caller (TMT_AUTH_CACHE_SECONDS is 5 minutes here).
    for (const server of ['s1', 's2']) expect((await on(server, read)).status).toBe(200);

    const list = await admin.ok('LIST_DOCUMENTS', { documentModelName: 'User-dm', page: { offset: 0, limit: 100 } });
    const ref = list.entries.find(
      (e: { document: { Root: { username: string } } }) => e.document.Root.username === username,
    )!.docRef;
    await revoke(ref);
    const refused = await Promise.all(['s1', 's2'].map((server) => on(server, read)));
    for (const answer of refused) {
      expect(answer.status).toBe(401);
      expect(answer.body.error.data.reason).toBe('TOKEN_INVALID');
    }
  });

  it('revokes a role on every server at once', async () => {
    await addProject(admin, 'Office');
    const { token } = await createTestUser(orm, tenantId, 'moved', [
      { organizationUnit: { type: 'PROJECT', id: 'P_1' }, role: 'tester' },
    ]);
    const user = client(cluster.url, token);
    const run = await addRun(admin, { ProjectId: 'P_1', Title: 'Moved' });
    const read = () => user.call('GET_DOCUMENT', { docRef: run });
    for (const server of ['s1', 's2']) expect((await on(server, read)).body.result).toBeDefined();
    const list = await admin.ok('LIST_DOCUMENTS', { documentModelName: 'User-dm', page: { offset: 0, limit: 100 } });
    const ref = list.entries.find(
      (e: { document: { Root: { username: string } } }) => e.document.Root.username === 'moved',
    )!.docRef;
    await admin.ok('MODIFY_DOCUMENT', {
      docRef: ref,
      locale: 'en',
      document: {
        Root: { organizationUnitRole: [{ organizationUnit: { type: 'PROJECT', id: 'P_2' }, role: 'tester' }] },
      },
    });
    for (const server of ['s1', 's2']) expect((await on(server, read)).body.error.code).toBe(-32003);
  });

  it('keeps one request budget per token across both servers, at the proxy', async () => {
    const { api } = await newClient('budget');
    const answers = [];
    for (let i = 0; i < PROXY_RATE_PER_MINUTE + 20; i++) answers.push(await api.call('LOAD_PROJECTS_BY_TENANT', {}));
    const passed = answers.filter((a) => a.status === 200);
    expect(passed.length).toBe(PROXY_RATE_PER_MINUTE);
    expect(new Set(passed.map((a) => servedBy(a.headers)))).toEqual(new Set(['s1', 's2']));
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(20);
    expect(refused[0]?.body.error).toMatchObject({ code: -32029, data: { reason: 'TOO_MANY_REQUESTS' } });
    expect(refused[0]?.headers.get('retry-after')).toBe('60');
  });
});

describe('workers', () => {
  it('runs 200 task requests over both workers, each exactly once', async () => {
    const { api } = await newClient('tasks');
    const suite = (await suiteWithCases(api, 'P_1', 'Template', 2)).suite;
    const before = await sql<{ n: string }>('SELECT count(*) AS n FROM test_suite WHERE tenant_id = ?', [tenantId]);
    const refs: string[] = [];
    for (let i = 0; i < 200; i++) refs.push(await api.ok('COPY_TEST_SUITE', { testSuiteDocRef: suite }));
    const ids = refs.map((ref) => ref.split('/')[1] as string);
    for (let waited = 0; waited < 120_000; waited += 250) {
      if ((await tasks(ids)).every((t) => t.status === 'DONE' || t.status === 'ERROR')) break;
      await sleep(250);
    }
    const done = await tasks(ids);
    expect(done.filter((t) => t.status !== 'DONE')).toEqual([]);
    const after = await sql<{ n: string }>('SELECT count(*) AS n FROM test_suite WHERE tenant_id = ?', [tenantId]);
    expect(Number(after[0]?.n) - Number(before[0]?.n)).toBe(200);
    // Both took their share.
    for (const worker of cluster.workers) expect(worker.output()).toMatch(/Completed task \d+ \(COPY_TEST_SUITE/);
  }, 180_000);

  it('finishes a 20,000-case version copy exactly once after the worker running it is killed', async () => {
    await addProject(admin, 'Big');
    const [scope] = await sql<{ project_id: string; version_id: string; business_id: string }>(
      `SELECT p.id AS project_id, v.id AS version_id, p.business_id FROM project p
       JOIN project_version v ON v.project_id = p.id WHERE p.tenant_id = ? AND p.title = 'Big'`,
      [tenantId],
    );
    await seedContent(
      orm.em.fork(),
      { tenantId, projectId: scope!.project_id, versionId: scope!.version_id, token: '' },
      {
        suites: 40,
        casesPerSuite: 500,
      },
    );
    const [w1, w2] = cluster.workers as [Cluster['workers'][0], Cluster['workers'][0]];
    // Only w1 takes the copy: w2 is stopped the way an operator stops it, and started again after the kill.
    await w2.stop('SIGTERM');
    const ref = await admin.ok('CREATE_PROJECT_VERSION', {
      document: { Root: { General: { ProjectId: scope!.business_id } } },
    });
    const id = ref.split('/')[1] as string;
    for (let waited = 0; (await tasks([id]))[0]?.status !== 'RUNNING'; waited += 20) {
      if (waited > 60_000) throw new Error('the copy never started');
      await sleep(20);
    }
    await w1.stop('SIGKILL');
    expect((await tasks([id]))[0]?.status).toBe('RUNNING');
    const killedAt = Date.now();
    await w2.start();
    let status = 'RUNNING';
    while (status !== 'DONE' && Date.now() - killedAt < (5 + 30) * 1000) {
      await sleep(200);
      status = (await tasks([id]))[0]?.status ?? 'missing';
    }
    expect(status).toBe('DONE');
    const versions = await sql<{ number: number; cases: string }>(
      `SELECT v.version_number AS number, (SELECT count(*) FROM test_case c WHERE c.version_id = v.id) AS cases FROM project_version v
       WHERE v.project_id = ? ORDER BY v.version_number`,
      [scope!.project_id],
    );
    expect(versions.map((v) => [v.number, Number(v.cases)])).toEqual([
      [1, 20_000],
      [2, 20_000],
    ]);
    await w1.start();
  }, 180_000);
});

describe('servers going away', () => {
  it('loses no answered write when a server is killed under 20 clients, and writes nothing twice or half', async () => {
    const callers = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const { api } = await newClient(`kill-${i}`);
        const suite = await api.ok('ADD_DOCUMENT', {
          documentModelName: 'TestSuite-dm',
          locale: 'en',
          document: { Root: { General: { ProjectId: 'P_1', Title: `Kill ${i}` } } },
        });
        return { api, suite, name: `kill-${i}` };
      }),
    );
    const load = createCasesUnderLoad(callers);
    await sleep(1_500);
    await cluster.servers[0]!.stop('SIGKILL');
    await sleep(2_000);
    const outcome = await load.stop();
    expect(outcome.wrong).toEqual([]);
    expect(outcome.ok.length).toBeGreaterThan(20);
    // The proxy noticed within its check interval: the calls after that went to s2 alone.
    expect(outcome.broken.length).toBeLessThan(40);
    await expectWrittenOnceAndWhole(outcome, 'kill-');
    await cluster.servers[0]!.start();
    await routedToAll(cluster.url, ['s1', 's2']);
  }, 120_000);

  it('answers every request through a rolling restart (SIGTERM drains each server in turn)', async () => {
    const callers = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const { api } = await newClient(`roll-${i}`);
        const suite = await api.ok('ADD_DOCUMENT', {
          documentModelName: 'TestSuite-dm',
          locale: 'en',
          document: { Root: { General: { ProjectId: 'P_1', Title: `Roll ${i}` } } },
        });
        return { api, suite, name: `roll-${i}` };
      }),
    );
    const load = createCasesUnderLoad(callers);
    for (const server of cluster.servers) {
      await sleep(500);
      const exited = server.stop('SIGTERM');
      // Draining: the balancer's check is refused while the server still answers what reaches it.
      await expect.poll(async () => (await fetch(`${server.url}/readyz`)).status, { interval: 50 }).toBe(503);
      expect((await client(server.url!, adminToken).call('LOAD_PROJECTS_BY_TENANT', {})).status).toBe(200);
      expect((await exited).code).toBe(0);
      await server.start();
      await routedToAll(cluster.url, ['s1', 's2']);
    }
    await sleep(500);
    const outcome = await load.stop();
    expect({ broken: outcome.broken, wrong: outcome.wrong }).toEqual({ broken: [], wrong: [] });
    expect(outcome.ok.length).toBeGreaterThan(40);
    await expectWrittenOnceAndWhole(outcome, 'roll-');
    for (const server of cluster.servers) expect(server.output()).toContain('shutting down');
  }, 180_000);
});
