import type { AccessMode, ProjectRef, ScopedProject } from '../../kernel/access/project-access';
import type { ServiceContext } from '../../kernel/context';
import type { TestRunRow } from '../../kernel/entities/rows';
import { DomainError, notFound } from '../../kernel/errors';
import { checkScope, resolveProjectScope } from '../../kernel/scope/resolve-project';

export const RUN_MODEL = 'TestRun-dm';

/** The columns a run document is built from, with its version (aliases `r`, `v`). */
export const runColumns = `r.id, r.tenant_id, r.project_id, r.version_id, r.business_id, r.title, r.description,
  r.configuration, r.status, r.closed_by, r.closed_on, r.created_by, r.created_on, r.edited_by, r.edited_on,
  r.model_version, v.version_number, v.title AS version_title`;

/** A run row as `runColumns` reads it. */
export type RunRow = TestRunRow & { version_number: number; version_title: string };

export interface LoadedRun {
  row: RunRow;
  scoped: ScopedProject<ProjectRef>;
  id: string;
  businessId: string;
  versionId: string;
  versionNumber: number;
  closed: boolean;
}

/**
 * How a mutating call holds the run until it commits: `update` for calls that change what the run holds (they
 * queue behind each other and behind a close), `share` for saving results (they run side by side, and a close
 * waits for them).
 */
export type RunLock = 'update' | 'share' | 'none';

function loaded(row: RunRow, scoped: ScopedProject<ProjectRef>): LoadedRun {
  return {
    row,
    scoped,
    id: row.id,
    businessId: row.business_id,
    versionId: row.version_id,
    versionNumber: row.version_number,
    closed: row.status === 'inactive',
  };
}

const lockClause = (lock: RunLock) =>
  lock === 'none' ? '' : lock === 'update' ? ' FOR UPDATE OF r' : ' FOR SHARE OF r';

/** A run by its TechnicalId with its project scope and version; other tenants' runs are simply not found. */
export async function loadRun(
  ctx: ServiceContext,
  id: string,
  ref: string,
  mode: AccessMode,
  lock: RunLock = 'none',
): Promise<LoadedRun> {
  const [row] = await ctx.em.execute<
    (RunRow & { p_business_id: string; p_parent_id: string | null; parent_business_id: string })[]
  >(
    `SELECT ${runColumns}, p.business_id AS p_business_id, p.parent_id AS p_parent_id,
            coalesce(pp.business_id, p.business_id) AS parent_business_id
     FROM test_run r
     JOIN project p ON p.id = r.project_id
     LEFT JOIN project pp ON pp.id = p.parent_id
     JOIN project_version v ON v.id = r.version_id
     WHERE r.tenant_id = ? AND r.id = ?${lockClause(lock)}`,
    [ctx.principal.tenantId, id],
  );
  if (!row) throw notFound(ref);
  const scoped: ScopedProject<ProjectRef> = {
    project: { id: row.project_id, businessId: row.p_business_id, parentId: row.p_parent_id ?? null },
    parentBusinessId: row.parent_business_id,
  };
  await checkScope(ctx, scoped, mode);
  return loaded(row, scoped);
}

/** A run by its business id (R_n) in the project the Project-Id / Subproject-Id headers name. */
export async function loadRunByBusinessId(
  ctx: ServiceContext,
  businessId: string,
  mode: AccessMode,
  lock: RunLock = 'none',
): Promise<LoadedRun> {
  const scoped = await resolveProjectScope(ctx, {}, mode);
  const [row] = await ctx.em.execute<RunRow[]>(
    `SELECT ${runColumns} FROM test_run r JOIN project_version v ON v.id = r.version_id
     WHERE r.tenant_id = ? AND r.project_id = ? AND r.business_id = ?${lockClause(lock)}`,
    [ctx.principal.tenantId, scoped.project.id, businessId],
  );
  if (!row) {
    throw new DomainError('NOT_FOUND', 'TEST_RUN_NOT_FOUND', { run: businessId, project: scoped.project.businessId });
  }
  return loaded(row, scoped);
}

/** Refuses (TEST_RUN_CLOSED) any change to a closed run: it is frozen. */
export function assertRunOpen(run: LoadedRun): void {
  if (run.closed) throw new DomainError('CONFLICT', 'TEST_RUN_CLOSED', { run: run.businessId });
}
