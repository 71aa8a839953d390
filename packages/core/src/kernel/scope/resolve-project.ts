import { NO_SUBPROJECT, ProjectId, SubprojectId } from '@tmt/contract';
import { type AccessMode, assertProjectAccess, type ProjectRef, type ScopedProject } from '../access/project-access';
import type { ServiceContext } from '../context';
import { preparedQuery } from '../db/prepared-query';
import { Project, projectRecord } from '../entities';
import type { ProjectRow } from '../entities/rows';
import { DomainError, invalidParams } from '../errors';
import { lockClause } from '../locks';

/** Header values are checked like params: a malformed one is invalid, not merely unknown. */
function checkHeaders({ projectId, subprojectId }: ServiceContext['header']) {
  if (projectId === undefined && subprojectId === undefined) return;
  const issues = [
    projectId !== undefined &&
      !ProjectId.safeParse(projectId).success && { path: 'header.Project-Id', message: 'a project id looks like P_1' },
    subprojectId !== undefined &&
      !SubprojectId.safeParse(subprojectId).success && {
        path: 'header.Subproject-Id',
        message: "a sub project id looks like SP_1, or '_'",
      },
  ].filter(Boolean);
  if (issues.length) throw new DomainError('INVALID_PARAMS', 'INVALID_PARAMS', {}, { issues });
}

/** A param wins only when it agrees with the header; either alone is enough. */
function reconcile(header: string | undefined, headerName: string, param: string | undefined, paramName: string) {
  if (header !== undefined && param !== undefined && header !== param) {
    throw invalidParams('HEADER_PARAM_MISMATCH', {
      header: headerName,
      header_value: header,
      param: paramName,
      param_value: param,
    });
  }
  return param ?? header;
}

/** The project and sub project ids a call names, by its params and headers, which must agree. */
export function projectIdsOf(ctx: ServiceContext, params: { projectId?: string; subProjectId?: string }) {
  checkHeaders(ctx.header);
  const projectId = reconcile(ctx.header.projectId, 'Project-Id', params.projectId, 'projectId');
  if (!projectId) throw invalidParams('PROJECT_ID_REQUIRED');
  const subprojectId =
    reconcile(ctx.header.subprojectId, 'Subproject-Id', params.subProjectId, 'subProjectId') ?? NO_SUBPROJECT;
  return { projectId, subprojectId };
}

/**
 * The project or sub project a project-scoped call works on, from its params and the Project-Id /
 * Subproject-Id headers, with the caller's access checked. Other tenants' projects are simply not found.
 */
export async function resolveProjectScope(
  ctx: ServiceContext,
  params: { projectId?: string; subProjectId?: string },
  mode: AccessMode,
): Promise<ScopedProject> {
  const { projectId, subprojectId } = projectIdsOf(ctx, params);
  const tenantId = ctx.principal.tenantId;
  const parent = await ctx.em.findOne(Project, { tenantId, businessId: projectId, parentId: null });
  if (!parent) throw new DomainError('NOT_FOUND', 'DOCUMENT_NOT_FOUND', { ref: projectId });
  let scoped: ScopedProject = { project: parent, parentBusinessId: parent.businessId };
  if (subprojectId !== NO_SUBPROJECT) {
    const sub = await ctx.em.findOne(Project, { tenantId, businessId: subprojectId, parentId: parent.id });
    if (!sub) throw new DomainError('NOT_FOUND', 'DOCUMENT_NOT_FOUND', { ref: `${projectId}/${subprojectId}` });
    scoped = { project: sub, parentBusinessId: parent.businessId };
  }
  await assertProjectAccess(ctx, scoped, mode);
  return scoped;
}

/** The project row by id with its parent's business id, and any `columns` (SQL on alias `p`) a caller adds. */
export const projectByIdSql = (columns = '') => `
  SELECT p.*, coalesce(parent.business_id, p.business_id) AS parent_business_id${columns ? `, ${columns}` : ''}
  FROM project p LEFT JOIN project parent ON parent.id = p.parent_id
  WHERE p.tenant_id = $1 AND p.id = $2`;

/** A prepared statement that reads a project by id: its name and its text, whose extra columns are `Extra`. */
export interface ProjectByIdQuery<Extra extends object = object> {
  name: string;
  text: string;
  /** Only carries the type of the extra columns. */
  extra?: Extra;
}

const plainProjectById: ProjectByIdQuery = { name: 'tmt_project_by_id', text: projectByIdSql() };

/** The project row held FOR UPDATE until the caller's transaction ends, for a modify that merges into it. */
export const projectByIdForUpdate: ProjectByIdQuery = {
  name: 'tmt_project_by_id_for_update',
  text: `${projectByIdSql()}${lockClause('project', 'update', { of: 'p' })}`,
};

/**
 * A project addressed by its TechnicalId (from a docRef); headers, when sent, must name the same project. One round
 * trip, as this sits on every document read; `query` may read more columns of the row in the same trip.
 */
export async function resolveProjectById<Extra extends object = object>(
  ctx: ServiceContext,
  id: string,
  ref: string,
  mode: AccessMode,
  query: ProjectByIdQuery<Extra> = plainProjectById as ProjectByIdQuery<Extra>,
) {
  const [row] = await preparedQuery<ProjectRow & { parent_business_id: string } & Extra>(ctx, query.name, query.text, [
    ctx.principal.tenantId,
    id,
  ]);
  if (!row) throw new DomainError('NOT_FOUND', 'DOCUMENT_NOT_FOUND', { ref });
  const scoped: ScopedProject = { project: projectRecord(row), parentBusinessId: row.parent_business_id };
  await checkScope(ctx, scoped, mode);
  return { ...scoped, row };
}

/** Headers, when sent, must name the project a document belongs to; then the caller's access is checked. */
export async function checkScope(ctx: ServiceContext, scoped: ScopedProject<ProjectRef>, mode: AccessMode) {
  checkHeaders(ctx.header);
  const { project, parentBusinessId } = scoped;
  reconcile(ctx.header.projectId, 'Project-Id', parentBusinessId, 'docRef');
  if (ctx.header.subprojectId !== undefined) {
    reconcile(
      ctx.header.subprojectId,
      'Subproject-Id',
      project.parentId ? project.businessId : NO_SUBPROJECT,
      'docRef',
    );
  }
  await assertProjectAccess(ctx, scoped, mode);
}
