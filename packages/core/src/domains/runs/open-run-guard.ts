import type { ServiceContext } from '../../kernel/context';
import { sqlArray } from '../../kernel/db/sql-array';
import { DomainError } from '../../kernel/errors';

/**
 * The open-run rules of test content, in one place: a case in an open run cannot be deleted, nor a folder
 * holding one, nor a suite in an open run, nor a version or project with open runs. Closed runs do not hold content
 * back: they keep their own copy of what they recorded.
 */
export async function assertCasesNotInOpenRun(ctx: ServiceContext, caseIds: string[]): Promise<void> {
  if (!caseIds.length) return;
  const ids = sqlArray(caseIds, 'uuid');
  const [hit] = await ctx.em.execute<{ case_id: string; run: string }[]>(
    `SELECT c.business_id AS case_id, r.business_id AS run
     FROM test_execution e
     JOIN test_run r ON r.id = e.run_id AND r.status = 'active'
     JOIN test_case c ON c.id = e.case_id
     WHERE e.tenant_id = ? AND e.case_id = ANY(${ids.sql}) LIMIT 1`,
    [ctx.principal.tenantId, ids.param],
  );
  if (hit) throw new DomainError('CONFLICT', 'TEST_CASE_IN_OPEN_RUN', { case: hit.case_id, run: hit.run });
}

/** Refuses (TEST_SUITE_IN_OPEN_RUN) when the suite is in an open run; checked at the call and again in the task. */
export async function assertSuiteNotInOpenRun(ctx: ServiceContext, suiteId: string): Promise<void> {
  const [hit] = await ctx.em.execute<{ suite: string; run: string }[]>(
    `SELECT s.business_id AS suite, r.business_id AS run
     FROM test_run_suite rs
     JOIN test_run r ON r.id = rs.run_id AND r.status = 'active'
     JOIN test_suite s ON s.id = rs.suite_id
     WHERE rs.tenant_id = ? AND rs.suite_id = ? LIMIT 1`,
    [ctx.principal.tenantId, suiteId],
  );
  if (hit) throw new DomainError('CONFLICT', 'TEST_SUITE_IN_OPEN_RUN', { suite: hit.suite, run: hit.run });
}

/** The open runs (at most five named, then a count) of some projects or of one version, for a refusal. */
async function openRunsIn(ctx: ServiceContext, where: string, params: unknown[]) {
  const rows = await ctx.em.execute<{ run: string; n: number }[]>(
    `SELECT r.business_id || CASE WHEN p.parent_id IS NULL THEN '' ELSE ' (' || p.business_id || ')' END AS run,
       count(*) OVER ()::int AS n
     FROM test_run r JOIN project p ON p.id = r.project_id
     WHERE r.tenant_id = ? AND r.status = 'active' AND ${where}
     ORDER BY p.business_id, length(r.business_id), r.business_id LIMIT 5`,
    [ctx.principal.tenantId, ...params],
  );
  if (!rows.length) return null;
  const more = rows[0]!.n - rows.length;
  return rows.map((row) => row.run).join(', ') + (more ? ` +${more}` : '');
}

/**
 * Refuses (VERSION_HAS_OPEN_RUNS) to delete a version while it has open runs: checked at the call and again by the
 * task, which holds the version FOR UPDATE so no run can be added in between.
 */
export async function assertVersionWithoutOpenRuns(
  ctx: ServiceContext,
  versionId: string,
  names: { version: string; project: string },
): Promise<void> {
  const runs = await openRunsIn(ctx, 'r.version_id = ?', [versionId]);
  if (runs) throw new DomainError('CONFLICT', 'VERSION_HAS_OPEN_RUNS', { ...names, runs });
}

/** Refuses (PROJECT_HAS_OPEN_RUNS) to delete a project while it or a sub project of it has open runs. */
export async function assertProjectWithoutOpenRuns(
  ctx: ServiceContext,
  projectId: string,
  project: string,
): Promise<void> {
  const runs = await openRunsIn(ctx, '(p.id = ? OR p.parent_id = ?)', [projectId, projectId]);
  if (runs) throw new DomainError('CONFLICT', 'PROJECT_HAS_OPEN_RUNS', { project, runs });
}
