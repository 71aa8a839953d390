import { entriesOf, type SuiteAnswer } from '../lib/documents';
import { type Scope, scopeFilters } from '../lib/scope';
import { trpcClient } from '../lib/trpc';

/**
 * DELETE_TEST_SUITE answers `OK` rather than its task: the task is the newest DELETE_TEST_SUITE of the project that
 * names this suite.
 */
export async function deleteTaskOf(scope: Scope, suite: SuiteAnswer): Promise<string> {
  const list = await trpcClient.documents.listDocuments.query({
    documentModelName: 'TaskRequest-dm',
    filter: { filters: [...scopeFilters(scope, undefined), 'Type:DELETE_TEST_SUITE'] },
    page: { offset: 0, limit: 20 },
    sort: ['CreatedOn DESC'],
  });
  const id = suite.document.Root.General.TechnicalId;
  const task = entriesOf(list.entries, 'TaskRequest-dm').find((t) =>
    t.document.Root.Parameters.some((p) => p.Value.includes(id)),
  );
  if (!task) throw new Error(`No DELETE_TEST_SUITE task names ${suite.document.Root.General.Id}.`);
  return task.docRef;
}
