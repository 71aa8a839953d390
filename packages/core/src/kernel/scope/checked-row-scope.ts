import type { AccessMode, ProjectRef, ScopedProject } from '../access/project-access';
import type { ServiceContext } from '../context';
import { notFound } from '../errors';
import { assertVersionWritable } from './closed-version';
import { checkScope } from './resolve-project';
import { type RowScopeColumns, rowScope } from './row-scope';

/** A row read with `projectScopeSql` and its version's number and status. */
export type VersionedScopeColumns = RowScopeColumns & { version_number: number; version_status: string };

/**
 * The project scope of a content or run row, once the caller may use it for `mode`: it exists (`ref` not found
 * otherwise), the headers and the caller's role allow it, and a write finds its version open.
 */
export async function checkedRowScope<R extends VersionedScopeColumns>(
  ctx: ServiceContext,
  row: R | undefined,
  ref: string,
  mode: AccessMode,
): Promise<{ row: R; scoped: ScopedProject<ProjectRef> }> {
  if (!row) throw notFound(ref);
  const scoped = rowScope(row);
  await checkScope(ctx, scoped, mode);
  assertVersionWritable(mode, { status: row.version_status, number: row.version_number }, scoped.parentBusinessId);
  return { row, scoped };
}
