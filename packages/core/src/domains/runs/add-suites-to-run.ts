import type { LinkRef } from '@tmt/contract';
import { parseDocRef } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import { sqlArray } from '../../kernel/db/sql-array';
import { DomainError, notFound } from '../../kernel/errors';
import { lockClause } from '../../kernel/locks';
import { changeOpenRun, type LoadedRun } from './load-run';
import { type RunSuiteLinkRow, runSuiteLinksSql, suiteInRunLinkRef } from './suite-in-run-document';

/**
 * Links suites to an open run (held FOR UPDATE by the caller); suites already in it stay as they are. Every suite
 * must exist in the tenant and belong to the run's version. The run-side priority starts as the suite's own.
 */
export async function linkSuitesToRun(ctx: ServiceContext, run: LoadedRun, suiteIds: string[]) {
  const tenantId = ctx.principal.tenantId;
  const ids = sqlArray(suiteIds, 'uuid');
  const suites = await ctx.em.execute<{ id: string; version_id: string }[]>(
    `SELECT id, version_id FROM test_suite WHERE tenant_id = ? AND id = ANY(${ids.sql})${lockClause('suite', 'keyShare')}`,
    [tenantId, ids.param],
  );
  const found = new Map(suites.map((s) => [s.id, s.version_id]));
  const missing = suiteIds.find((id) => !found.has(id));
  if (missing) throw notFound(`TestSuite-dm/${missing}`);
  const foreign = suiteIds.find((id) => found.get(id) !== run.versionId);
  if (foreign) {
    throw new DomainError('INVALID_PARAMS', 'NOT_IN_RUN_VERSION', {
      ref: `TestSuite-dm/${foreign}`,
      version: String(run.versionNumber),
      run: run.businessId,
    });
  }
  await ctx.em.execute(
    `INSERT INTO test_run_suite (id, tenant_id, run_id, suite_id, recommended_priority,
       created_by, created_on, edited_by, edited_on)
     SELECT gen_random_uuid(), s.tenant_id, ?, s.id, s.recommended_priority, ?, now(), ?, now()
     FROM test_suite s WHERE s.tenant_id = ? AND s.id = ANY(${ids.sql})
     ON CONFLICT (tenant_id, run_id, suite_id) DO NOTHING`,
    [run.id, ctx.principal.username, ctx.principal.username, tenantId, ids.param],
  );
}

/** ADD_TEST_SUITES_TO_RUN: links the suites to an open run; answers their link references in the order asked. */
export async function addTestSuitesToRun(
  ctx: ServiceContext,
  testRunDocRef: string,
  testSuiteDocRefs: string[],
): Promise<LinkRef[]> {
  const suiteIds = [...new Set(testSuiteDocRefs.map((ref) => parseDocRef(ref).id))];
  return changeOpenRun(ctx, testRunDocRef, async (tx, run) => {
    await linkSuitesToRun(tx, run, suiteIds);
    const ids = sqlArray(suiteIds, 'uuid');
    const rows = await tx.em.execute<RunSuiteLinkRow[]>(
      `SELECT rs.* FROM ${runSuiteLinksSql} WHERE rs.suite_id = ANY(${ids.sql})`,
      [ctx.principal.tenantId, run.id, ids.param],
    );
    const bySuite = new Map(rows.map((row) => [row.suite_id, row]));
    return suiteIds.map((id) => suiteInRunLinkRef(bySuite.get(id)!));
  });
}
