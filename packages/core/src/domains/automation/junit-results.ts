import { TestCaseInput } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import { bulkStatement } from '../../kernel/db/bulk-statement';
import { reserveBusinessNumbers } from '../../kernel/ids/reserve-business-numbers';
import { refreshAfterResultsOf } from '../risk/refresh-risk-levels';
import type { LoadedRun } from '../runs/load-run';
import { lockDestination, placementKeys } from '../tree/tree-destination';
import type { JunitTest } from './junit-parse';
import { addCaseSetToRun } from './run-cases';

/** How the tests of one import fared against the run's version. */
export interface JunitOutcomeCounts {
  matchedByMarker: number;
  matchedByKey: number;
  created: number;
  addedToRun: number;
  saved: number;
  unchanged: number;
  unmatched: { key: string; file: string; outcome: string }[];
  unmatchedCount: number;
}

/** The most unmatched tests a task's Result lists by name (all are counted). */
const LISTED_UNMATCHED = 100;

/** A new case's groups as a case created by hand without them gets them. */
const blank = TestCaseInput.parse({ General: { Title: 'blank' } });
const { Tags: _tags, ...blankCriteria } = blank.Criteria;

/**
 * The result code of an outcome: passed → Passed (2); skipped → Skipped (11); failed or error → Failed (new) (5), or
 * Failed (known) (6) when the execution already names defects. Several tests of one case: the worst one counts
 * (failed, error, passed, skipped in that order).
 */
const resultSql = `CASE a.outcome WHEN 'passed' THEN 2 WHEN 'skipped' THEN 11
  ELSE CASE WHEN coalesce(trim(e.defects), '') <> '' THEN 6 ELSE 5 END END`;
/** The same for an execution the import adds to the run: it names no defects yet. */
const newResultSql = `CASE a.outcome WHEN 'passed' THEN 2 WHEN 'skipped' THEN 11 ELSE 5 END`;

/** Where an import's tests are matched: the run's version and project. */
export interface JunitPlace {
  versionId: string;
  projectId: string;
}

/**
 * Stages the tests of an import as they are read, batch by batch, in a temporary table of the task's transaction
 * (dropped at its end): memory holds one batch, whatever the size of the report. Answers the function that takes
 * a batch.
 */
export async function stageJunitTests(ctx: ServiceContext): Promise<(tests: JunitTest[]) => Promise<void>> {
  await ctx.em.execute(
    `CREATE TEMP TABLE junit_result (ord int PRIMARY KEY, file text, name text, key text, marker text, outcome text,
       duration_ms int, details text, case_id uuid, matched_by text) ON COMMIT DROP`,
  );
  let staged = 0;
  return async (tests) => {
    await bulkStatement(
      ctx,
      `INSERT INTO junit_result (ord, file, name, key, marker, outcome, duration_ms, details)
       SELECT x.ord, x.file, x.name, x.key, x.marker, x.outcome, x."durationMs", x.details
       FROM jsonb_to_recordset($1::jsonb)
         AS x(ord int, file text, name text, key text, marker text, outcome text, "durationMs" int, details text)`,
      [JSON.stringify(tests.map((test, i) => ({ ...test, ord: staged + i })))],
    );
    staged += tests.length;
  };
}

/**
 * Matches the staged tests to cases of the version, before the run is locked (nothing here touches the run):
 * 1. each test is matched to a case of the run's version by its `C_n` marker, else by its automation key (the key
 *    a marker match records on the case, so a renamed case or test is found again);
 * 2. unmatched tests become new cases (Automation AUTOMATED, with their key) at the end of `targetSuiteId`, when one
 *    is given, else they are only reported;
 * 3. the result of each matched case is worked out (junit_case): several tests of one case, the worst one counts.
 * Answers how many cases were created.
 */
export async function matchJunitTests(
  ctx: ServiceContext,
  place: JunitPlace,
  targetSuiteId: string | undefined,
): Promise<number> {
  const { em } = ctx;
  const tenantId = ctx.principal.tenantId;
  // Statistics of its own: the planner then joins ten thousand tests as such, not as the few a new table suggests.
  await em.execute('ANALYZE junit_result');
  await em.execute(
    `UPDATE junit_result j SET case_id = c.id, matched_by = 'marker'
     FROM test_case c WHERE c.tenant_id = ? AND c.version_id = ? AND c.business_id = j.marker`,
    [tenantId, place.versionId],
  );
  await em.execute(
    `UPDATE junit_result j SET case_id = c.case_id, matched_by = 'key'
     FROM case_automation_key c WHERE j.case_id IS NULL AND c.tenant_id = ? AND c.version_id = ? AND c.key = j.key`,
    [tenantId, place.versionId],
  );
  const created = targetSuiteId ? await createUnmatched(ctx, place, targetSuiteId) : 0;
  await rememberKeys(ctx, place);
  await em.execute(
    `CREATE TEMP TABLE junit_case ON COMMIT DROP AS
     SELECT case_id,
       (array_agg(outcome ORDER BY CASE outcome WHEN 'failed' THEN 3 WHEN 'error' THEN 2 WHEN 'passed' THEN 1 ELSE 0 END DESC, ord))[1] AS outcome,
       CASE WHEN count(duration_ms) = 0 THEN NULL ELSE least(sum(duration_ms), 2147483647)::int END AS duration_ms,
       left(string_agg('JUnit ' || key || ' (' || outcome || ')' || CASE WHEN details <> '' THEN E'\\n' || details ELSE '' END,
         E'\\n\\n' ORDER BY ord), 20000) AS details
     FROM junit_result WHERE case_id IS NOT NULL GROUP BY case_id`,
  );
  await em.execute('ALTER TABLE junit_case ADD PRIMARY KEY (case_id)');
  await em.execute('ANALYZE junit_case');
  return created;
}

/** Whether a matched case has no execution in the run yet (then the import adds cases and locks the run FOR UPDATE). */
export async function casesMissingFromRun(ctx: ServiceContext, runId: string): Promise<boolean> {
  const [row] = await ctx.em.execute<{ missing: boolean }[]>(
    `SELECT EXISTS (SELECT 1 FROM junit_case j WHERE NOT EXISTS (
       SELECT 1 FROM test_execution e WHERE e.tenant_id = ? AND e.run_id = ? AND e.case_id = j.case_id)) AS missing`,
    [ctx.principal.tenantId, runId],
  );
  return row?.missing ?? false;
}

/**
 * Records the matched results into the open run, which the caller locked last so that saves on it wait only for
 * this, if at all: matched cases not in the run yet are added with their suites (`addCases`: the run is held FOR
 * UPDATE); each case's execution gets its result, details and duration, and is only written when one of them
 * changed, so importing the same files again changes nothing.
 */
export async function recordJunitResults(
  ctx: ServiceContext,
  run: LoadedRun,
  {
    created,
    addCases,
    analyzeGrown,
  }: {
    /** Cases matchJunitTests created. */
    created: number;
    /** Whether matched cases are missing from the run (it is held FOR UPDATE then). */
    addCases: boolean;
    /** The task's step that analyses what it grew (TaskRun.analyzeGrown). */
    analyzeGrown: () => Promise<unknown>;
  },
): Promise<JunitOutcomeCounts> {
  const { em } = ctx;
  const { tenantId, username: user } = ctx.principal;
  await em.execute('CREATE TEMP TABLE junit_changed (case_id uuid) ON COMMIT DROP');
  let addedToRun = 0;
  if (addCases) {
    // The cases the run gets now are written once, with their results (as the update below would write them).
    await em.execute(
      `INSERT INTO junit_changed SELECT case_id FROM junit_case
       EXCEPT SELECT x.case_id FROM test_execution x WHERE x.tenant_id = ? AND x.run_id = ?`,
      [tenantId, run.id],
    );
    addedToRun = await addCaseSetToRun(
      ctx,
      run,
      { sql: 'SELECT j.case_id FROM junit_changed j', params: [] },
      {
        join: 'JOIN junit_case a ON a.case_id = c.id',
        columns: {
          result: newResultSql,
          result_details: 'a.details',
          duration_ms: 'a.duration_ms',
          tester: '?',
          tested_by: '?',
          tested_on: 'now()',
        },
        params: [user, user],
      },
    );
  }
  const [saved] = await em.execute<{ saved: number; cases: number }[]>(
    `WITH target AS (
       SELECT e.id, ${resultSql} AS result, a.details, a.duration_ms
       FROM junit_case a JOIN test_execution e ON e.tenant_id = ? AND e.run_id = ? AND e.case_id = a.case_id
     ), changed AS (
       UPDATE test_execution e SET result = t.result, result_details = t.details, duration_ms = t.duration_ms,
         tester = coalesce(CASE WHEN e.tester_assigned THEN e.tester END, ?), tested_by = ?, tested_on = now(), edited_by = ?, edited_on = now(),
         model_version = e.model_version + 1
       FROM target t
       WHERE e.id = t.id AND (e.result, e.result_details, e.duration_ms) IS DISTINCT FROM (t.result, t.details, t.duration_ms)
       RETURNING e.case_id
     ), kept AS (INSERT INTO junit_changed SELECT case_id FROM changed RETURNING 1)
     SELECT (SELECT count(*) FROM kept)::int AS saved, (SELECT count(*) FROM target)::int AS cases`,
    [tenantId, run.id, user, user, user],
  );
  // The saved results are test history: the risk level documents of the cases whose result changed (new ones among
  // them) follow; an import that changed nothing changes no history.
  // (Handed over as an array: the planner sizes it right, where a temporary table looks like a few rows.) The refresh
  // reads the run's executions: those just added are analysed first, or it is planned as if there were none.
  if (addedToRun) await analyzeGrown();
  if (saved?.saved || addedToRun)
    await refreshAfterResultsOf(ctx, 'SELECT unnest(ARRAY(SELECT case_id FROM junit_changed))', []);
  const [counts] = await em.execute<{ marker: number; key: number; unmatched: number }[]>(
    `SELECT count(*) FILTER (WHERE matched_by = 'marker')::int AS marker,
       count(*) FILTER (WHERE matched_by = 'key')::int AS key, count(*) FILTER (WHERE case_id IS NULL)::int AS unmatched
     FROM junit_result`,
  );
  const unmatched = await em.execute<{ key: string; file: string; outcome: string }[]>(
    `SELECT key, file, outcome FROM junit_result WHERE case_id IS NULL ORDER BY ord LIMIT ${LISTED_UNMATCHED}`,
  );
  return {
    matchedByMarker: counts?.marker ?? 0,
    matchedByKey: counts?.key ?? 0,
    created,
    addedToRun,
    saved: (saved?.saved ?? 0) + addedToRun,
    unchanged: (saved?.cases ?? 0) - (saved?.saved ?? 0) - addedToRun,
    unmatched,
    unmatchedCount: counts?.unmatched ?? 0,
  };
}

/** New cases for the unmatched tests (one per key), appended to the target suite in the order the tests came. */
async function createUnmatched(ctx: ServiceContext, place: JunitPlace, suiteId: string): Promise<number> {
  const { em } = ctx;
  const { tenantId, username: user } = ctx.principal;
  await em.execute(
    `CREATE TEMP TABLE junit_new ON COMMIT DROP AS
     SELECT key, gen_random_uuid() AS id, row_number() OVER (ORDER BY min(ord))::int AS n,
       left(coalesce(nullif((array_agg(name ORDER BY ord))[1], ''), key), 500) AS title
     FROM junit_result WHERE case_id IS NULL GROUP BY key`,
  );
  const [count] = await em.execute<{ n: number }[]>('SELECT count(*)::int AS n FROM junit_new');
  const created = count?.n ?? 0;
  if (!created) return 0;
  const destination = {
    parentId: suiteId,
    parentIsFolder: false,
    suiteId,
    versionId: place.versionId,
    projectId: place.projectId,
  };
  await lockDestination(ctx, destination);
  const keys = await placementKeys(ctx, suiteId, created, 'BOTTOM');
  const first = await reserveBusinessNumbers(em, tenantId, `C:${destination.projectId}`, created);
  await em.execute(
    `INSERT INTO test_case (id, tenant_id, project_id, version_id, suite_id, business_id, title, automation, criteria,
       sources, risk, creating_event, path, triggered_by, triggered_at, is_imported,
       created_by, created_on, edited_by, edited_on)
     SELECT n.id, ?, ?, ?, ?, 'C_' || (? - 1 + n.n), n.title, 'AUTOMATED', ?::jsonb, ?::jsonb, ?::jsonb, 'IMPORTED',
       s.title, ?, now(), true, ?, now(), ?, now()
     FROM junit_new n JOIN test_suite s ON s.id = ?`,
    [
      tenantId,
      destination.projectId,
      place.versionId,
      suiteId,
      first,
      JSON.stringify(blankCriteria),
      JSON.stringify(blank.Sources),
      JSON.stringify(blank.Risk),
      user,
      user,
      user,
      suiteId,
    ],
  );
  await em.execute(
    `INSERT INTO case_automation_key (case_id, tenant_id, version_id, key) SELECT n.id, ?, ?, n.key FROM junit_new n`,
    [tenantId, place.versionId],
  );
  await em.execute(
    `INSERT INTO test_tree_link (id, tenant_id, version_id, suite_id, parent_id, parent_is_folder, child_id,
       child_is_folder, order_key)
     SELECT gen_random_uuid(), ?, ?, ?, ?, false, n.id, false, ?::jsonb ->> (n.n - 1)
     FROM junit_new n`,
    [tenantId, place.versionId, suiteId, suiteId, JSON.stringify(keys)],
  );
  await em.execute(
    `UPDATE junit_result j SET case_id = n.id, matched_by = 'created' FROM junit_new n
     WHERE j.case_id IS NULL AND j.key = n.key`,
  );
  return created;
}

/**
 * A case matched by its marker remembers the key of its (first) test: the next import finds it by key even when
 * the marker is gone. A key moves to the case that claims it now; a case holds one key.
 */
async function rememberKeys(ctx: ServiceContext, place: JunitPlace) {
  const { em } = ctx;
  const tenantId = ctx.principal.tenantId;
  await em.execute(
    `CREATE TEMP TABLE junit_keys ON COMMIT DROP AS
     SELECT DISTINCT ON (key) key, case_id FROM (
       SELECT DISTINCT ON (case_id) case_id, key, ord FROM junit_result WHERE matched_by = 'marker' ORDER BY case_id, ord
     ) firsts ORDER BY key, ord`,
  );
  await em.execute(
    `DELETE FROM case_automation_key a USING junit_keys k
     WHERE a.tenant_id = ? AND a.version_id = ? AND a.key = k.key AND a.case_id <> k.case_id`,
    [tenantId, place.versionId],
  );
  await em.execute(
    `INSERT INTO case_automation_key AS a (case_id, tenant_id, version_id, key)
     SELECT k.case_id, ?, ?, k.key FROM junit_keys k
     ON CONFLICT (case_id) DO UPDATE SET key = excluded.key WHERE a.key IS DISTINCT FROM excluded.key`,
    [tenantId, place.versionId],
  );
}
