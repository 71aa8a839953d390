import type { DocumentAnswer } from '@tmt/contract';
import { ProjectVersion } from '../../kernel/entities';
import type { ProjectVersionRow } from '../../kernel/entities/rows';
import { auditListFields, defineList } from '../../kernel/list/define-list';
import { resolveProjectScope } from '../../kernel/scope/resolve-project';
import type { VersionSpec } from '../../kernel/scope/resolve-version';
import { versionDocument } from './version-document';

/** LIST_DOCUMENTS for ProjectVersion-dm: the versions of a project or sub project, newest first. */
export const versionList = defineList({
  fields: {
    VersionNumber: { column: 'v.version_number', type: 'integer' },
    Title: { column: 'v.title', type: 'text' },
    Description: { column: 'v.description', type: 'text' },
    Status: { column: 'v.status', type: 'text' },
    IsLatestVersion: { column: 'v.is_latest_version', type: 'boolean' },
    IsAwaitingClosure: { column: 'v.is_awaiting_closure', type: 'boolean' },
    ...auditListFields('v'),
  },
  defaultSort: ['VersionNumber DESC'],
  tieBreaker: 'v.id',
  scope: (ctx, spec: VersionSpec) =>
    resolveProjectScope(ctx, { projectId: spec.projectId, subProjectId: spec.subProjectId }, 'read'),
  source: (ctx, { project }) => ({
    select: 'v.*',
    from: 'project_version v',
    where: 'v.tenant_id = ? AND v.project_id = ?',
    params: [ctx.principal.tenantId, project.id],
  }),
  // A page holds a few versions: each is read into the entity its document builder takes.
  entries: (ctx, rows: ProjectVersionRow[], scoped) =>
    rows.map((row): DocumentAnswer => versionDocument(ctx.em.map(ProjectVersion, row as object), scoped, ctx.locale)),
});
