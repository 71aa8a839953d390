import type { ServiceContext } from '../../kernel/context';
import { reserveBusinessNumbers } from '../../kernel/ids/reserve-business-numbers';
import { lockClause } from '../../kernel/locks';
import { linkSuitesToRun } from '../runs/add-suites-to-run';
import type { LoadedRun } from '../runs/load-run';
import { treeSortSql } from '../tree/tree-paths';

/** A set of cases of the run's version as SQL: a query of their ids (`SELECT c.id FROM test_case c …`). */
export interface CaseSet {
  sql: string;
  params: unknown[];
}

/**
 * What new executions start with instead of Untested: values by column, read from `join` (a join on `c`, the case,
 * that takes no params; the values' params come in `params`, in column order). A caller that records results as it
 * adds cases writes each row once, instead of adding it Untested and rewriting it (and its seven index entries).
 */
export interface StartingValues {
  join: string;
  columns: Record<string, string>;
  params: unknown[];
}

/**
 * Puts a set of cases of the run's version into an open run the caller holds FOR UPDATE, whatever suites they are in:
 * their suites are linked, and each case not in the run yet gets an execution (RC_n in tree order within each suite),
 * Untested unless `starting` says otherwise. Set-based: the same few statements for ten cases or ten thousand.
 * Answers how many executions were added.
 */
export async function addCaseSetToRun(
  ctx: ServiceContext,
  run: LoadedRun,
  cases: CaseSet,
  starting: StartingValues = { join: '', columns: {}, params: [] },
): Promise<number> {
  const tenantId = ctx.principal.tenantId;
  // FOR KEY SHARE holds the cases against a concurrent delete (which locks them FOR UPDATE) until commit.
  const suites = await ctx.em.execute<{ suite_id: string }[]>(
    `WITH held AS (SELECT c.id, c.suite_id FROM test_case c WHERE c.tenant_id = ? AND c.id IN (${cases.sql})${lockClause('case', 'keyShare')})
     SELECT DISTINCT suite_id FROM held`,
    [tenantId, ...cases.params],
  );
  if (!suites.length) return 0;
  await linkSuitesToRun(
    ctx,
    run,
    suites.map((row) => row.suite_id),
  );
  // A set difference, not an anti-join: the run's executions may have been written in this very transaction, and
  // statistics that know nothing of them would have the planner compare every case with every execution.
  const fresh = (join = '') => `FROM test_case c ${join} WHERE c.tenant_id = ? AND c.id IN (
    ${cases.sql} EXCEPT SELECT x.case_id FROM test_execution x WHERE x.tenant_id = ? AND x.run_id = ?)`;
  const [count] = await ctx.em.execute<{ n: number }[]>(`SELECT count(*)::int AS n ${fresh()}`, [
    tenantId,
    ...cases.params,
    tenantId,
    run.id,
  ]);
  const added = count?.n ?? 0;
  if (!added) return 0;
  const first = await reserveBusinessNumbers(ctx.em, tenantId, `RC:${run.scoped.project.id}`, added);
  const user = ctx.principal.username;
  const columns = Object.keys(starting.columns)
    .map((column) => `, ${column}`)
    .join('');
  const values = Object.values(starting.columns)
    .map((value) => `, ${value}`)
    .join('');
  await ctx.em.execute(
    `INSERT INTO test_execution (id, tenant_id, project_id, run_id, suite_id, case_id, business_id,
       created_by, created_on, edited_by, edited_on${columns})
     SELECT gen_random_uuid(), c.tenant_id, ?, ?, c.suite_id, c.id,
       'RC_' || (? - 1 + row_number() OVER (ORDER BY ${treeSortSql('c.id', 'c.tenant_id')} COLLATE "C")), ?, now(), ?, now()${values}
     ${fresh(starting.join)}`,
    [run.scoped.project.id, run.id, first, user, user, ...starting.params, tenantId, ...cases.params, tenantId, run.id],
  );
  return added;
}
