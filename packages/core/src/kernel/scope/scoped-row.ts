import type { AccessMode, ProjectRef, ScopedProject } from '../access/project-access';
import type { ServiceContext } from '../context';
import { columns } from '../documents/columns';
import type { TestCaseRow, TestFolderRow, TestSuiteRow } from '../entities/rows';
import { type Lockable, lockClause } from '../locks';
import { checkedRowScope } from './checked-row-scope';
import { projectScopeSql, type RowScopeColumns } from './row-scope';

/** The content tables, with what their rows are read with here: folders and cases also name their suite. */
interface ContentRows {
  test_suite: TestSuiteRow;
  test_folder: TestFolderRow & { suite_business_id: string };
  test_case: TestCaseRow & { suite_business_id: string };
}
export type ContentTable = keyof ContentRows;

const KINDS = { test_suite: 'suite', test_folder: 'folder', test_case: 'case' } as const satisfies Record<
  ContentTable,
  Lockable
>;

/** A content row with its project and version, as loadScopedRow reads it. */
export type ScopedContentRow<T extends ContentTable> = ContentRows[T] &
  RowScopeColumns & {
    version_number: number;
    version_title: string;
    version_status: string;
  };

export interface ScopedRow<T extends ContentTable = ContentTable> {
  row: ScopedContentRow<T>;
  scoped: ScopedProject<ProjectRef>;
  versionNumber: number;
}

/**
 * One suite, folder or case row with what its answers and access checks need (its project, the parent's
 * business id, the version number) in one round trip; other tenants' rows are simply not found.
 */
export async function loadScopedRow<T extends ContentTable>(
  ctx: ServiceContext,
  table: T,
  id: string,
  ref: string,
  mode: AccessMode,
  lock = false,
): Promise<ScopedRow<T>> {
  const scope = projectScopeSql('t');
  const [row] = await ctx.em.execute<ScopedContentRow<T>[]>(
    `SELECT ${columns(table, 't')}, ${scope.columns}, v.version_number, v.title AS version_title, v.status AS version_status
            ${table === 'test_suite' ? '' : ', sb.business_id AS suite_business_id'}
     FROM ${table} t
     ${scope.joins}
     JOIN project_version v ON v.id = t.version_id
     ${table === 'test_suite' ? '' : 'JOIN test_suite sb ON sb.id = t.suite_id'}
     WHERE t.tenant_id = ? AND t.id = ?${lock ? lockClause(KINDS[table], 'update', { of: 't' }) : ''}`,
    [ctx.principal.tenantId, id],
  );
  const checked = await checkedRowScope(ctx, row, ref, mode);
  return { ...checked, versionNumber: checked.row.version_number };
}
