import type { DocumentAnswer, ListAnswer } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import type { TaskRequestRow } from '../../kernel/entities/rows';
import { buildListSql, type ListModel } from '../../kernel/list/list-query';
import { pagedRows } from '../../kernel/list/paged-rows';
import { resolveProjectScope } from '../../kernel/scope/resolve-project';
import type { VersionSpec } from '../../kernel/scope/resolve-version';
import type { ContentListInput } from '../cases/list-cases';
import { taskDocument } from './task-document';

export const taskListModel: ListModel = {
  fields: {
    Status: { column: 't.status', type: 'text' },
    Type: { column: 't.type', type: 'text' },
    Visibility: { column: 't.visibility', type: 'text' },
    CreatedBy: { column: 't.created_by', type: 'text' },
    CreatedOn: { column: 't.created_on', type: 'epoch' },
  },
  defaultSort: ['CreatedOn DESC'],
  tieBreaker: 't.id',
};

/** LIST_DOCUMENTS for TaskRequest-dm: the tasks of a project (filter ProjectId, or the header), newest first. */
export async function listTasks(
  ctx: ServiceContext,
  spec: VersionSpec,
  input: ContentListInput,
): Promise<ListAnswer<DocumentAnswer>> {
  const query = buildListSql(taskListModel, input, ctx.locale);
  const { project } = await resolveProjectScope(
    ctx,
    { projectId: spec.projectId, subProjectId: spec.subProjectId },
    'read',
  );
  const { rows, fullSize } = await pagedRows<TaskRequestRow>(
    ctx,
    {
      select: 't.*',
      from: 'task_request t',
      where: 't.tenant_id = ? AND t.project_id = ?',
      params: [ctx.principal.tenantId, project.id],
    },
    query,
  );
  return { fullSize, page: query.page, entries: rows.map((row) => taskDocument(row, ctx.locale)) };
}
