import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { addDocument, createUser, ensureTenant, loadOrCreateDevSecret, signToken, tenantAdminRole } from '@tmt/core';
import { loadConfig, startTmt } from '@tmt/server';
import { generateNKeysBetween } from 'fractional-indexing';

/**
 * Seeds one project version with 2,000 suites and 100,000 cases of 5 steps each in set-based SQL, then times
 * LIST_TEST_SUITES (page 50 by Title, with and without full-text) and LIST_DOCUMENTS for the cases of one suite
 * over HTTP, one call at a time.
 */

const SUITES = 2_000;
const CASES_PER_SUITE = 50;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const TARGET_P95_MS = 50;
const repoRoot = resolve(import.meta.dirname, '../../../..');
const WORDS = ['checkout', 'payment', 'login', 'search', 'cart', 'order', 'invoice', 'account', 'profile', 'shipping'];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export default async function lists(): Promise<void> {
  const tmt = await startTmt({
    ...loadConfig(),
    port: 0,
    host: '127.0.0.1',
    publicUrl: undefined,
    dataDir: resolve(repoRoot, '.data/bench'),
    embeddedPostgresPort: 54331,
    jwksUrl: undefined,
    seedDemo: true,
  });
  try {
    const em = tmt.orm.em.fork();
    const tenantId = `bench-lists-${randomUUID().slice(0, 8)}`;
    await ensureTenant(em, tenantId);
    const principal = await createUser(em, { tenantId, username: 'bench', roles: [tenantAdminRole(tenantId)] });
    await addDocument({ em, principal, locale: 'en', header: {} }, 'Project-dm', {
      Root: { General: { Title: 'Bench' } },
    });
    const [scope] = await em.execute<{ project_id: string; version_id: string }[]>(
      `SELECT p.id AS project_id, v.id AS version_id FROM project p JOIN project_version v ON v.project_id = p.id
       WHERE p.tenant_id = ? AND p.business_id = 'P_1'`,
      [tenantId],
    );
    const { project_id: projectId, version_id: versionId } = scope!;

    const seedStart = performance.now();
    await seed(em, tenantId, projectId, versionId);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    console.log(
      `seeded ${SUITES} suites and ${SUITES * CASES_PER_SUITE} cases (5 steps each) in ${seedSeconds.toFixed(1)} s (target < 60 s)`,
    );

    const token = await signTokenFor(tmt, tenantId);
    const [someSuite] = await em.execute<{ business_id: string }[]>(
      "SELECT business_id FROM test_suite WHERE tenant_id = ? AND business_id = 'S_1000'",
      [tenantId],
    );
    const calls: [string, string, Record<string, unknown>][] = [
      [
        'LIST_TEST_SUITES by Title',
        'LIST_TEST_SUITES',
        {
          projectSpec: { projectId: 'P_1' },
          filter: { filters: [] },
          page: { offset: 0, limit: 50 },
          sort: ['Title ASC'],
        },
      ],
      [
        'LIST_TEST_SUITES by Title + fulltext',
        'LIST_TEST_SUITES',
        {
          projectSpec: { projectId: 'P_1' },
          filter: { filters: [], fulltext: 'payment', lang: 'en' },
          page: { offset: 0, limit: 50 },
          sort: ['Title ASC'],
        },
      ],
      [
        'LIST_DOCUMENTS cases of one suite',
        'LIST_DOCUMENTS',
        {
          documentModelName: 'TestCase-dm',
          filter: { filters: ['ProjectId:P_1', `TestSuiteId:${someSuite!.business_id}`] },
          page: { offset: 0, limit: 100 },
        },
      ],
    ];
    console.log(
      `\n${'call'.padEnd(40)}${'entries'.padStart(9)}${'fullSize'.padStart(10)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}`,
    );
    let worst = 0;
    for (const [label, method, params] of calls) {
      const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method, params });
      const post = async () => {
        const res = await fetch(`${tmt.url}/api/v2/rpc`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body,
        });
        const answer = (await res.json()) as { result?: { fullSize: number; entries: unknown[] }; error?: unknown };
        if (!answer.result) throw new Error(`${label}: ${JSON.stringify(answer.error)}`);
        return answer.result;
      };
      for (let i = 0; i < 10; i++) await post();
      const times: number[] = [];
      let last = await post();
      for (let i = 0; i < SAMPLES; i++) {
        const start = performance.now();
        last = await post();
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      worst = Math.max(worst, p95);
      console.log(
        `${label.padEnd(40)}${String(last.entries.length).padStart(9)}${String(last.fullSize).padStart(10)}${percentile(times, 50).toFixed(1).padStart(9)}${p95.toFixed(1).padStart(9)}`,
      );
    }
    console.log(
      `\nworst p95 ${worst.toFixed(1)} ms (target < ${TARGET_P95_MS} ms): ${worst < TARGET_P95_MS ? 'PASS' : 'ABOVE TARGET'}`,
    );
  } finally {
    await tmt.stop();
  }
}

/** A token the bench server accepts: it verifies with the dev secret of its data directory. */
async function signTokenFor(tmt: Awaited<ReturnType<typeof startTmt>>, tenantId: string) {
  if (!tmt.demoToken) throw new Error('the bench needs TMT to sign its own tokens (unset TMT_JWKS_URL)');
  const secret = await loadOrCreateDevSecret(resolve(repoRoot, '.data/bench/jwt-secret'));
  return signToken(secret, { tenant: tenantId, username: 'bench' });
}

/** Everything in a handful of INSERT … SELECT statements: suites, cases with steps, tree links, id counters. */
async function seed(
  em: ReturnType<Awaited<ReturnType<typeof startTmt>>['orm']['em']['fork']>,
  tenantId: string,
  projectId: string,
  versionId: string,
) {
  const suiteKeys = generateNKeysBetween(null, null, SUITES);
  const caseKeys = generateNKeysBetween(null, null, CASES_PER_SUITE);
  const words = `(ARRAY[${WORDS.map((w) => `'${w}'`).join(',')}])`;
  await em.transactional(async (tx) => {
    await tx.execute(
      `INSERT INTO test_suite (id, tenant_id, project_id, version_id, business_id, title, description, order_key, tags,
                               created_by, created_on, edited_by, edited_on)
       SELECT gen_random_uuid(), ?, ?, ?, 'S_' || k.n,
              initcap(${words}[1 + k.n % 10]) || ' ' || ${words}[1 + (k.n / 10) % 10] || ' suite ' || k.n,
              'Covers ' || ${words}[1 + (k.n / 7) % 10] || ' flows', k.key, ARRAY[${words}[1 + k.n % 10]],
              'bench', now(), 'bench', now()
       FROM jsonb_array_elements_text(?::jsonb) WITH ORDINALITY AS k(key, n)`,
      [tenantId, projectId, versionId, JSON.stringify(suiteKeys)],
    );
    await tx.execute(
      `INSERT INTO test_case (id, tenant_id, project_id, version_id, suite_id, business_id, title, description, status,
                              automation, assignee, criteria, tags, preconditions, sources, risk, steps, path,
                              created_by, created_on, edited_by, edited_on)
       SELECT gen_random_uuid(), s.tenant_id, s.project_id, s.version_id, s.id,
              'C_' || ((substr(s.business_id, 3)::int - 1) * ${CASES_PER_SUITE} + c.n),
              'Check ' || ${words}[1 + c.n % 10] || ' case ' || c.n, 'Verifies the ' || ${words}[1 + (c.n / 3) % 10] || ' step',
              (ARRAY['NEW','IN_PROGRESS','REVIEWED','DONE'])[1 + c.n % 4],
              (ARRAY['AUTOMATED','TO_BE_AUTOMATED',NULL,'TO_BE_EVALUATED'])[1 + c.n % 4],
              (ARRAY['ann','bob',NULL])[1 + c.n % 3],
              '{"TimeRelevance":false,"AdditionalToolsAids":[],"Assignment":[],"Dependency":null,"TestFocus":null}',
              '{}', 'A user exists', '{"Tickets":"","Documents":""}',
              '{"AutoCalculateLikelihood":false,"Likelihood":null,"AutoCalculateImpact":false,"Impact":null}',
              (SELECT jsonb_agg(jsonb_build_object('No', st, 'Id', gen_random_uuid(), 'Action', 'Do step ' || st,
                                                   'ExpectedResult', 'Step ' || st || ' done'))
               FROM generate_series(1, 5) st),
              s.title, 'bench', now(), 'bench', now()
       FROM test_suite s CROSS JOIN generate_series(1, ${CASES_PER_SUITE}) AS c(n)
       WHERE s.tenant_id = ? AND s.version_id = ?`,
      [tenantId, versionId],
    );
    await tx.execute(
      `INSERT INTO test_tree_link (id, tenant_id, version_id, suite_id, parent_id, parent_is_folder, child_id, child_is_folder, order_key)
       SELECT gen_random_uuid(), c.tenant_id, c.version_id, c.suite_id, c.suite_id, false, c.id, false,
              (?::jsonb ->> ((substr(c.business_id, 3)::int - 1) % ${CASES_PER_SUITE}))
       FROM test_case c WHERE c.tenant_id = ? AND c.version_id = ?`,
      [JSON.stringify(caseKeys), tenantId, versionId],
    );
    await tx.execute(
      `INSERT INTO id_counter (tenant_id, scope, value) VALUES (?, ?, ?), (?, ?, ?)
       ON CONFLICT (tenant_id, scope) DO UPDATE SET value = excluded.value`,
      [tenantId, `S:${projectId}`, SUITES, tenantId, `C:${projectId}`, SUITES * CASES_PER_SUITE],
    );
  });
  await em.execute('ANALYZE test_suite, test_case, test_tree_link');
}

/** Leaves the bench database as it was, so runs do not pile up data. */
async function removeTenant(em: { execute: (sql: string, params: unknown[]) => Promise<unknown> }, tenantId: string) {
  for (const table of [
    'test_tree_link',
    'test_case',
    'test_folder',
    'test_suite',
    'tag',
    'id_counter',
    'project_setting',
    'project_version',
    'project_subproject_link',
    'project',
    'app_user',
  ]) {
    await em.execute(`DELETE FROM ${table} WHERE tenant_id = ?`, [tenantId]);
  }
  await em.execute('DELETE FROM tenant WHERE id = ?', [tenantId]);
}
