import type { EntityManager } from '@mikro-orm/postgresql';
import { generateNKeysBetween } from 'fractional-indexing';

/** Content for benchmarks and large tests: a tenant's project filled in set-based SQL. */

export const SUITES = 2_000;
export const CASES_PER_SUITE = 50;
const WORDS = ['checkout', 'payment', 'login', 'search', 'cart', 'order', 'invoice', 'account', 'profile', 'shipping'];

/** A tenant with project P_1 (version 1) and a token of its admin. */
export interface BenchTenant {
  tenantId: string;
  projectId: string;
  versionId: string;
  token: string;
}

/**
 * Everything in a handful of INSERT … SELECT statements: suites, cases with steps, tree links, id counters.
 * Suites are S_1…S_n and the cases of suite S_k are C_((k-1)·casesPerSuite+1)… in order.
 */
export async function seedContent(
  em: EntityManager,
  { tenantId, projectId, versionId }: BenchTenant,
  {
    suites = SUITES,
    casesPerSuite = CASES_PER_SUITE,
    riskLevels = false,
  }: {
    suites?: number;
    casesPerSuite?: number;
    /** Give the cases their risk level documents, as cases created through TMT have them (risk benches build them). */
    riskLevels?: boolean;
  } = {},
) {
  const suiteKeys = generateNKeysBetween(null, null, suites);
  const caseKeys = generateNKeysBetween(null, null, casesPerSuite);
  const words = `(ARRAY[${WORDS.map((w) => `'${w}'`).join(',')}])`;
  await em.transactional(async (tx) => {
    // Seeding 100,000 cases takes longer than a call may on a busy machine; it stands for months of history.
    await tx.execute('SET LOCAL statement_timeout = 0');
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
              'C_' || ((substr(s.business_id, 3)::int - 1) * ${casesPerSuite} + c.n),
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
       FROM test_suite s CROSS JOIN generate_series(1, ${casesPerSuite}) AS c(n)
       WHERE s.tenant_id = ? AND s.version_id = ?`,
      [tenantId, versionId],
    );
    await tx.execute(
      `INSERT INTO test_tree_link (id, tenant_id, version_id, suite_id, parent_id, parent_is_folder, child_id, child_is_folder, order_key)
       SELECT gen_random_uuid(), c.tenant_id, c.version_id, c.suite_id, c.suite_id, false, c.id, false,
              (?::jsonb ->> ((substr(c.business_id, 3)::int - 1) % ${casesPerSuite}))
       FROM test_case c WHERE c.tenant_id = ? AND c.version_id = ?`,
      [JSON.stringify(caseKeys), tenantId, versionId],
    );
    await tx.execute(
      `INSERT INTO id_counter (tenant_id, scope, value) VALUES (?, ?, ?), (?, ?, ?)
       ON CONFLICT (tenant_id, scope) DO UPDATE SET value = excluded.value`,
      [tenantId, `S:${projectId}`, suites, tenantId, `C:${projectId}`, suites * casesPerSuite],
    );
  });
  // Analysed as autovacuum long since would have (what is seeded stands for months of history), before the cases'
  // risk documents are computed from them, as TMT computes them for cases it knows.
  await em.execute('ANALYZE test_suite, test_case, test_tree_link');
  if (riskLevels) {
    await em.execute(
      'SELECT count(*) FROM tmt_refresh_risk_levels(?, ARRAY(SELECT id FROM test_case WHERE tenant_id = ?))',
      [tenantId, tenantId],
    );
    await em.execute('ANALYZE risk_level');
  }
}

/**
 * Test history around TMT: `runs` closed runs of the tenant's version (R_1…R_n, titled "History n", a day apart, the
 * last closed now), each with an execution of every case of the version. A case's result in a run is taken from
 * `results` by its and the run's number (Failed ones name a defect), so the history is the same on every seeding.
 * Then analysed, as autovacuum long since would have: it stands for months of testing. Answers the executions.
 */
export async function seedHistory(
  em: EntityManager,
  { tenantId, projectId, versionId }: BenchTenant,
  { runs, results }: { runs: number; results: number[] },
): Promise<number> {
  await em.execute(
    `INSERT INTO test_run (id, tenant_id, project_id, version_id, business_id, title, status, closed_by, closed_on,
       created_by, created_on, edited_by, edited_on)
     SELECT gen_random_uuid(), ?, ?, ?, 'R_' || r, 'History ' || r, 'inactive', 'bench',
       now() - (? - r) * interval '1 day', 'bench', now(), 'bench', now()
     FROM generate_series(1, ?) r`,
    [tenantId, projectId, versionId, runs, runs],
  );
  const [{ cases } = { cases: 0 }] = await em.execute<{ cases: number }[]>(
    'SELECT count(*)::int AS cases FROM test_case WHERE tenant_id = ? AND version_id = ?',
    [tenantId, versionId],
  );
  // A run at a time: a statement may take 30 s at most, and 1,000,000 rows take longer.
  for (let run = 1; run <= runs; run++) {
    await em.execute(
      `INSERT INTO test_execution (id, tenant_id, project_id, run_id, suite_id, case_id, business_id, result, defects,
         tester, tested_by, tested_on, created_by, created_on, edited_by, edited_on)
       SELECT gen_random_uuid(), c.tenant_id, c.project_id, r.id, c.suite_id, c.id,
         'RC_' || ((substr(r.business_id, 3)::int - 1) * ? + substr(c.business_id, 3)::int),
         k.result,
         CASE WHEN k.result IN (5, 6) THEN 'BUG-' || (substr(c.business_id, 3)::int % 997) || ':' ||
           (ARRAY['Blocker','Critical','Major','Normal','Minor'])[1 + substr(c.business_id, 3)::int % 5] END,
         'bench', 'bench', r.closed_on - substr(c.business_id, 3)::int * interval '1 ms', 'bench', now(), 'bench', now()
       FROM test_run r
       JOIN test_case c ON c.tenant_id = r.tenant_id AND c.version_id = r.version_id
       CROSS JOIN LATERAL (SELECT (?::int[])[1 + (substr(c.business_id, 3)::int * 7
         + substr(r.business_id, 3)::int * 3) % ${results.length}] AS result) k
       WHERE r.tenant_id = ? AND r.version_id = ? AND r.business_id = ?`,
      [cases, `{${results.join(',')}}`, tenantId, versionId, `R_${run}`],
    );
  }
  await em.execute(
    `INSERT INTO id_counter (tenant_id, scope, value) VALUES (?, ?, ?), (?, ?, ?)
     ON CONFLICT (tenant_id, scope) DO UPDATE SET value = excluded.value`,
    [tenantId, `R:${projectId}`, runs, tenantId, `RC:${projectId}`, runs * cases],
  );
  await em.execute('ANALYZE test_run, test_execution');
  return runs * cases;
}

/**
 * Removes the tenants an interrupted bench left behind (`bench-…`, see createBenchTenant): one bench at a time runs on
 * the bench cluster, so any such tenant at a bench's start is a leftover whose rows would skew what it measures.
 */
export async function removeLeftTenants(em: EntityManager) {
  const left = await em.execute<{ id: string }[]>("SELECT id FROM tenant WHERE id LIKE 'bench-%'");
  for (const { id } of left) await removeTenant(em, id);
}

/** Leaves the bench database as it was, so runs do not pile up data. */
export async function removeTenant(em: EntityManager, tenantId: string) {
  for (const table of [
    'test_execution',
    'test_run_suite',
    'test_run',
    'task_request',
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
    // Last: the deletes above record their documents' history too.
    'document_history',
  ]) {
    await em.execute(`DELETE FROM ${table} WHERE tenant_id = ?`, [tenantId]);
  }
  await em.execute('DELETE FROM tenant WHERE id = ?', [tenantId]);
  // The bench cluster runs only while a bench does, so autovacuum, which a running TMT's database has, never gets
  // through the rows deleted here: test_case grew to 1.6 GB for 9,000 live rows, and every later bench read the dead
  // ones. Vacuumed (not analysed) after the measuring is done, the database is left as it was. On a connection of its
  // own without the calls' statement limit (30 s): a million deleted executions on a busy machine take longer.
  const knex = em.getKnex();
  const connection = await knex.client.acquireConnection();
  try {
    await connection.query('SET statement_timeout = 0');
    await connection.query(
      'VACUUM test_execution, test_run, task_request, test_tree_link, test_case, test_suite, suite_case_tally, document_history',
    );
  } finally {
    await connection.query('RESET statement_timeout').catch(() => undefined);
    await knex.client.releaseConnection(connection);
  }
}
