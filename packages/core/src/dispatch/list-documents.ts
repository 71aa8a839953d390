import type { DocumentModelName } from '@tmt/contract';
import { type ContentListInput, listCases, listFolders, listTags } from '../domains/cases/list-cases';
import { listRuns } from '../domains/runs/list-runs';
import { listSuites } from '../domains/suites/list-suites';
import { listTasks } from '../domains/tasks/list-tasks';
import type { ServiceContext } from '../kernel/context';
import { invalidParams } from '../kernel/errors';
import { takeScopeFilters } from '../kernel/scope/scope-filters';

const lists = {
  'TestCase-dm': listCases,
  'TestFolder-dm': listFolders,
  'TestSuite-dm': listSuites,
  'Tag-dm': listTags,
  'TaskRequest-dm': listTasks,
  'TestRun-dm': listRuns,
} as const;

/**
 * LIST_DOCUMENTS: ProjectId / SubprojectId / ProjectVersionNumber filters (or the headers, and the latest version)
 * choose where; the other filters, the sort and the page go through the shared list grammar of that model.
 */
export function listDocuments(ctx: ServiceContext, model: DocumentModelName, input: ContentListInput) {
  const list = Object.hasOwn(lists, model) ? lists[model as keyof typeof lists] : undefined;
  if (!list) throw invalidParams('UNSUPPORTED_DOCUMENT_MODEL', { method: 'LIST_DOCUMENTS', model });
  const { spec, rest } = takeScopeFilters(input.filter?.filters ?? []);
  return list(ctx, spec, { ...input, filter: { ...input.filter, filters: rest } });
}
