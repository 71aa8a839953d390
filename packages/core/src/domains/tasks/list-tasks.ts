import type { DocumentAnswer } from '@tmt/contract';
import { defineList } from '../../kernel/list/define-list';
import { resolveProjectScope } from '../../kernel/scope/resolve-project';
import type { VersionSpec } from '../../kernel/scope/resolve-version';
import { TASK_DOCUMENT_COLUMNS, type TaskDocumentRow, taskDocument } from './task-document';

/** LIST_DOCUMENTS for TaskRequest-dm: the tasks of a project (filter ProjectId, or the header), newest first. */
export const taskRequestList = defineList({
  fields: {
    Status: { column: 't.status', type: 'text' },
    Type: { column: 't.type', type: 'text' },
    Visibility: { column: 't.visibility', type: 'text' },
    CreatedBy: { column: 't.created_by', type: 'text' },
    CreatedOn: { column: 't.created_on', type: 'epoch' },
  },
  defaultSort: ['CreatedOn DESC'],
  tieBreaker: 't.id',
  scope: (ctx, spec: VersionSpec) =>
    resolveProjectScope(ctx, { projectId: spec.projectId, subProjectId: spec.subProjectId }, 'read'),
  source: (ctx, { project }) => ({
    select: TASK_DOCUMENT_COLUMNS,
    from: 'task_request t',
    where: 't.tenant_id = ? AND t.project_id = ?',
    params: [ctx.principal.tenantId, project.id],
  }),
  entries: (ctx, rows: TaskDocumentRow[]) => rows.map((row): DocumentAnswer => taskDocument(row, ctx.locale)),
});
