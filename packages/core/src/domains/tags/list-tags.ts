import type { DocumentAnswer } from '@tmt/contract';
import type { TagRow } from '../../kernel/entities/rows';
import { auditListFields, defineList } from '../../kernel/list/define-list';
import { resolveProjectScope } from '../../kernel/scope/resolve-project';
import type { VersionSpec } from '../../kernel/scope/resolve-version';
import { tagDocument } from './tag-document';

/** LIST_DOCUMENTS for Tag-dm: the tags of a parent project. */
export const tagList = defineList({
  fields: {
    Value: { column: 't.value', type: 'text' },
    LowerCaseValue: { column: 't.lower_case_value', type: 'text' },
    ...auditListFields('t'),
  },
  defaultSort: ['Value ASC'],
  tieBreaker: 't.id',
  scope: (ctx, spec: VersionSpec) => resolveProjectScope(ctx, { projectId: spec.projectId }, 'read'),
  source: (ctx, { project }) => ({
    select: 't.*',
    from: 'tag t',
    where: 't.tenant_id = ? AND t.project_id = ?',
    params: [ctx.principal.tenantId, project.id],
  }),
  entries: (ctx, rows: TagRow[], { project }) =>
    rows.map((row): DocumentAnswer => tagDocument({ ...row, project_business_id: project.businessId }, ctx.locale)),
});
