import { isDeepStrictEqual } from 'node:util';
import { RESULTS_COUNTED_BY_HISTORY } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import { sqlArray } from '../../kernel/db/sql-array';
import type { CaseRisk, TestCaseRow } from '../../kernel/entities/rows';
import { CLOSED_VERSION_STATUS } from '../../kernel/scope/closed-version';

/**
 * Keeping risk level documents fresh. Every change to what a document is computed from calls one of these in its
 * own transaction; all of them end in `tmt_refresh_risk_levels` (migration Migration20261125080000_risk_levels),
 * the one place the model is computed, set-based, for the cases of open versions.
 */

/** Runs the refresh for the cases a query names (`casesSql` selects one uuid column); answers what it changed. */
async function refresh(ctx: ServiceContext, casesSql: string, params: unknown[]) {
  return ctx.em.execute<{ refreshed_case_id: string; refreshed_risk: CaseRisk | null }[]>(
    `SELECT * FROM tmt_refresh_risk_levels(?, ARRAY(${casesSql}))`,
    [ctx.principal.tenantId, ...params],
  );
}

/** What a refresh changed: how many documents, and the cases whose Risk it changed (a calculated value), with it. */
export interface Refreshed {
  changed: number;
  risks: Map<string, CaseRisk>;
}

/** The documents of these cases (created, or their likelihood, impact, auto-calculate flags, type or priority changed). */
export async function refreshCaseRiskLevels(ctx: ServiceContext, caseIds: string[]): Promise<Refreshed> {
  if (!caseIds.length) return { changed: 0, risks: new Map() };
  const ids = sqlArray(caseIds, 'uuid');
  const rows = await refresh(ctx, `SELECT unnest(${ids.sql})`, [ids.param]);
  return {
    changed: rows.length,
    risks: new Map(rows.flatMap((row) => (row.refreshed_risk ? [[row.refreshed_case_id, row.refreshed_risk]] : []))),
  };
}

/**
 * Every document of a version, in one call (REBUILD_RISK_LEVEL_DOCUMENTS): as many cases take the function's
 * set-based path. Answers the version's cases and the documents the call changed.
 */
export async function refreshVersionRiskLevels(
  ctx: ServiceContext,
  versionId: string,
): Promise<{ testCases: number; changed: number }> {
  const { tenantId } = ctx.principal;
  const [row] = await ctx.em.execute<{ cases: number; changed: number }[]>(
    `SELECT cardinality(v.cases) AS cases, (SELECT count(*)::int FROM tmt_refresh_risk_levels(?, v.cases)) AS changed
     FROM (SELECT ARRAY(SELECT id FROM test_case WHERE tenant_id = ? AND version_id = ?) AS cases) v`,
    [tenantId, tenantId, versionId],
  );
  return { testCases: row?.cases ?? 0, changed: row?.changed ?? 0 };
}

/** Whether a case's change touched what its risk level document is computed from. */
export function riskInputsChanged(
  before: Pick<TestCaseRow, 'risk' | 'type' | 'prioritization'>,
  after: Pick<TestCaseRow, 'risk' | 'type' | 'prioritization'>,
): boolean {
  return (
    before.type !== after.type ||
    before.prioritization !== after.prioritization ||
    !isDeepStrictEqual(before.risk, after.risk)
  );
}

/**
 * After results of these cases were saved or removed: their documents and those of the same cases (C_n) in the
 * later versions of their project, whose test history reaches back to them.
 */
export async function refreshAfterResults(ctx: ServiceContext, caseIds: string[]): Promise<void> {
  if (!caseIds.length) return;
  const ids = sqlArray(caseIds, 'uuid');
  await refreshAfterResultsOf(ctx, `SELECT unnest(${ids.sql})`, [ids.param]);
}

/** `refreshAfterResults` for the cases a query selects (one uuid column). */
export async function refreshAfterResultsOf(ctx: ServiceContext, casesSql: string, params: unknown[]): Promise<void> {
  await refresh(
    ctx,
    `SELECT later.id FROM test_case changed
     JOIN project_version cv ON cv.id = changed.version_id
     JOIN project_version lv ON lv.tenant_id = cv.tenant_id AND lv.project_id = cv.project_id
       AND lv.version_number >= cv.version_number
     JOIN test_case later ON later.tenant_id = lv.tenant_id AND later.version_id = lv.id
       AND later.business_id = changed.business_id
     WHERE changed.tenant_id = ? AND changed.id = ANY(ARRAY(${casesSql}))`,
    [ctx.principal.tenantId, ...params],
  );
}

/** After executions were removed from a run: the documents of their cases, when a removed result was test history. */
export async function refreshAfterRemovedResults(ctx: ServiceContext, removed: { case_id: string; result: number }[]) {
  const counted = new Set<number>(RESULTS_COUNTED_BY_HISTORY);
  await refreshAfterResults(
    ctx,
    removed.filter((row) => counted.has(row.result)).map((row) => row.case_id),
  );
}

/** Every document of the open versions of a project or sub project (its risk settings changed). */
export async function refreshProjectRiskLevels(ctx: ServiceContext, projectId: string): Promise<void> {
  await refresh(ctx, 'SELECT id FROM test_case WHERE tenant_id = ? AND project_id = ?', [
    ctx.principal.tenantId,
    projectId,
  ]);
}

/** The documents of a project's versions from a version number on (a version before them was deleted with its runs). */
export async function refreshVersionsFrom(ctx: ServiceContext, projectId: string, versionNumber: number) {
  await refresh(
    ctx,
    `SELECT c.id FROM project_version v JOIN test_case c ON c.tenant_id = v.tenant_id AND c.version_id = v.id
     WHERE v.tenant_id = ? AND v.project_id = ? AND v.version_number >= ?`,
    [ctx.principal.tenantId, projectId, versionNumber],
  );
}

/** The documents of the cases a query selects (one uuid column): cases just created in one statement. */
export async function refreshRiskLevelsOf(ctx: ServiceContext, casesSql: string, params: unknown[]): Promise<void> {
  await refresh(ctx, casesSql, params);
}

/**
 * A new version's documents, copied from the version it copies (`ids` maps its cases' old to new ids): its cases'
 * test history is the source's, as the new version has no runs yet. A closed source's documents are as they were
 * at its close, so the copies of those are computed afresh. (A case the source had no document for — written around
 * TMT — gets one from REBUILD_RISK_LEVEL_DOCUMENTS.)
 */
export async function copyRiskLevels(
  ctx: ServiceContext,
  { from, to, ids }: { from: string; to: string; ids: { sql: string } },
): Promise<void> {
  const { tenantId } = ctx.principal;
  await ctx.em.execute(
    `INSERT INTO risk_level (case_id, tenant_id, project_id, version_id, business_id, likelihood, impact,
       likelihood_calculated, impact_calculated, business_level, counted, failed, frequency, severity, defects,
       last_tested_on, history_level, test_type, priority, scope_level, heatmap_value, heatmap_level,
       created_by, created_on, edited_by, edited_on)
     SELECT m.new_id, rl.tenant_id, rl.project_id, ?, rl.business_id, rl.likelihood, rl.impact,
       rl.likelihood_calculated, rl.impact_calculated, rl.business_level, rl.counted, rl.failed, rl.frequency,
       rl.severity, rl.defects, rl.last_tested_on, rl.history_level, rl.test_type, rl.priority, rl.scope_level,
       rl.heatmap_value, rl.heatmap_level, 'SYSTEM', now(), 'SYSTEM', now()
     FROM risk_level rl JOIN (${ids.sql}) AS m(old_id, new_id) ON m.old_id = rl.case_id
     WHERE rl.tenant_id = ? AND rl.version_id = ?`,
    [to, tenantId, from],
  );
  const [source] = await ctx.em.execute<{ status: string }[]>(
    'SELECT status FROM project_version WHERE tenant_id = ? AND id = ?',
    [tenantId, from],
  );
  if (source?.status === CLOSED_VERSION_STATUS) {
    await refresh(ctx, 'SELECT id FROM test_case WHERE tenant_id = ? AND version_id = ?', [tenantId, to]);
  }
}
