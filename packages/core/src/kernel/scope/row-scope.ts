import type { ProjectRef, ScopedProject } from '../access/project-access';

/**
 * What a row read with its project scope carries: its project's business id and parent, and the business id of the
 * parent project (the project itself when it is one). `projectScopeSql` reads them in the row's own query.
 */
export interface RowScopeColumns {
  project_id: string;
  p_business_id: string;
  p_parent_id: string | null;
  parent_business_id: string;
}

/** Columns and joins that read the project scope of a row aliased `alias`, in the same round trip. */
export const projectScopeSql = (alias: string) => ({
  columns: `p.business_id AS p_business_id, p.parent_id AS p_parent_id,
            coalesce(pp.business_id, p.business_id) AS parent_business_id`,
  joins: `JOIN project p ON p.id = ${alias}.project_id LEFT JOIN project pp ON pp.id = p.parent_id`,
});

/** The project scope of a row read with `projectScopeSql`. */
export const rowScope = (row: RowScopeColumns): ScopedProject<ProjectRef> => ({
  project: { id: row.project_id, businessId: row.p_business_id, parentId: row.p_parent_id ?? null },
  parentBusinessId: row.parent_business_id,
});
