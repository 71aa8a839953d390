import type { DocumentAnswer, DocumentModelName, ListAnswer, ListParams, ModelDocumentAnswer } from '@tmt/contract';
import { caseList } from '../domains/cases/list-cases';
import { folderList } from '../domains/folders/list-folders';
import { versionList } from '../domains/projects/list-versions';
import { riskLevelList } from '../domains/risk/list-risk-levels';
import { runList, type TesterItem } from '../domains/runs/list-runs';
import { suiteList } from '../domains/suites/list-suites';
import { tagList } from '../domains/tags/list-tags';
import { taskRequestList } from '../domains/tasks/list-tasks';
import { userList } from '../domains/users/list-users';
import type { ServiceContext } from '../kernel/context';
import { invalidParams } from '../kernel/errors';
import { takeScopeFilters } from '../kernel/scope/scope-filters';

/** The lists LIST_DOCUMENTS serves, by model. */
const lists = {
  'TestCase-dm': caseList,
  'TestFolder-dm': folderList,
  'TestSuite-dm': suiteList,
  'Tag-dm': tagList,
  'RiskLevel-dm': riskLevelList,
  'TaskRequest-dm': taskRequestList,
  'TestRun-dm': runList,
  'ProjectVersion-dm': versionList,
  'User-dm': userList,
} as const;

/**
 * LIST_DOCUMENTS: ProjectId / SubprojectId / ProjectVersionNumber filters (or the headers, and the latest version)
 * choose where; the other filters, the sort and the page go through the shared list grammar of that model. Runs
 * bring the testers of their scope along (`filterItemMap`), for the Tester filter.
 */
export function listDocuments(
  ctx: ServiceContext,
  model: DocumentModelName,
  params: ListParams,
): Promise<ListAnswer<DocumentAnswer | ModelDocumentAnswer<'User-dm'>> & { filterItemMap?: { Tester: TesterItem[] } }> {
  const list = Object.hasOwn(lists, model) ? lists[model as keyof typeof lists] : undefined;
  if (!list) throw invalidParams('UNSUPPORTED_DOCUMENT_MODEL', { method: 'LIST_DOCUMENTS', model });
  const { spec, rest } = takeScopeFilters(params.filter?.filters ?? []);
  return list.list(ctx, spec, { ...params, filter: { ...params.filter, filters: rest } });
}
