import { parseDocRef } from '@tmt/contract';
import type { AccessMode, ProjectRef, ScopedProject } from '../../kernel/access/project-access';
import type { ServiceContext } from '../../kernel/context';
import type { TestRunRow } from '../../kernel/entities/rows';
import { DomainError } from '../../kernel/errors';
import { lockClause } from '../../kernel/locks';
import { checkedRowScope } from '../../kernel/scope/checked-row-scope';
import { assertVersionWritable } from '../../kernel/scope/closed-version';
import { resolveProjectScope } from '../../kernel/scope/resolve-project';
import { projectScopeSql, type RowScopeColumns } from '../../kernel/scope/row-scope';

/** The columns a run document is built from, with its version (aliases `r`, `v`). */
export const runColumns = `r.id, r.tenant_id, r.project_id, r.version_id, r.business_id, r.title, r.description,
  r.configuration, r.status, r.closed_by, r.closed_on, r.created_by, r.created_on, r.edited_by, r.edited_on,
  r.model_version, v.version_number, v.title AS version_title, v.status AS version_status`;

/** A run row as `runColumns` reads it. */
export type RunRow = TestRunRow & { version_number: number; version_title: string; version_status: string };

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

const runLockClause = (lock: RunLock) => (lock === 'none' ? '' : lockClause('run', lock, { of: 'r' }));

/** A run by its TechnicalId with its project scope and version; other tenants' runs are simply not found. */
export async function loadRun(
  ctx: ServiceContext,
  id: string,
  ref: string,
  mode: AccessMode,
  lock: RunLock = 'none',
): Promise<LoadedRun> {
  const scope = projectScopeSql('r');
  const [row] = await ctx.em.execute<(RunRow & RowScopeColumns)[]>(
    `SELECT ${runColumns}, ${scope.columns}
     FROM test_run r ${scope.joins}
     JOIN project_version v ON v.id = r.version_id
     WHERE r.tenant_id = ? AND r.id = ?${runLockClause(lock)}`,
    [ctx.principal.tenantId, id],
  );
  const checked = await checkedRowScope(ctx, row, ref, mode);
  return loaded(checked.row, checked.scoped);
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
     WHERE r.tenant_id = ? AND r.project_id = ? AND r.business_id = ?${runLockClause(lock)}`,
    [ctx.principal.tenantId, scoped.project.id, businessId],
  );
  if (!row) {
    throw new DomainError('NOT_FOUND', 'TEST_RUN_NOT_FOUND', { run: businessId, project: scoped.project.businessId });
  }
  assertVersionWritable(mode, { status: row.version_status, number: row.version_number }, scoped.parentBusinessId);
  return loaded(row, scoped);
}

/**
 * Runs `change` in one transaction on an open run, held FOR UPDATE (changes to what a run holds queue behind each
 * other and behind a close); a closed run is refused with TEST_RUN_CLOSED.
 */
export function changeOpenRun<T>(
  ctx: ServiceContext,
  testRunDocRef: string,
  change: (tx: ServiceContext, run: LoadedRun) => Promise<T>,
): Promise<T> {
  return ctx.tx(async (tx) => {
    const run = await loadRun(tx, parseDocRef(testRunDocRef).id, testRunDocRef, 'write', 'update');
    assertRunOpen(run);
    return change(tx, run);
  });
}

/** Refuses (TEST_RUN_CLOSED) any change to a closed run: it is frozen. */
export function assertRunOpen(run: LoadedRun): void {
  if (run.closed) throw new DomainError('CONFLICT', 'TEST_RUN_CLOSED', { run: run.businessId });
}
