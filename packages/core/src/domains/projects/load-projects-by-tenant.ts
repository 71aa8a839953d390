import { docRefOf } from '@tmt/contract';
import { visibleParentsCondition } from '../../kernel/access/project-access';
import type { ServiceContext } from '../../kernel/context';
import { projectRecord } from '../../kernel/entities';
import type { ProjectRow } from '../../kernel/entities/rows';
import { type ProjectCounts, projectCountColumns, projectDocument } from './project-document';

/** LOAD_PROJECTS_BY_TENANT: the parent projects the caller has a role in (directly or through a sub project). */
export async function loadProjectsByTenant(ctx: ServiceContext) {
  const visible = visibleParentsCondition(ctx.principal);
  const rows = await ctx.em.execute<(ProjectRow & ProjectCounts)[]>(
    `SELECT p.*, ${projectCountColumns('p')} FROM project p WHERE p.tenant_id = ? AND p.parent_id IS NULL AND ${visible.sql}
     ORDER BY length(p.business_id), p.business_id`,
    [ctx.principal.tenantId, ...visible.params],
  );
  return rows.map((row) => ({
    linkRef: docRefOf('Project-dm', row.id),
    document: projectDocument(projectRecord(row), null, row, ctx.locale).document,
  }));
}
