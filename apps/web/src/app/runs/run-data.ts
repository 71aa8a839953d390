import { useQuery } from '@tanstack/react-query';
import { type DocumentOf, entriesOf } from '../lib/documents';
import type { Scope } from '../lib/scope';
import { queryClient, trpc } from '../lib/trpc';

export type RunAnswer = DocumentOf<'TestRun-dm'>;
export type RunScope = Pick<Scope, 'projectId' | 'subProjectId'>;

/** The run filters of a project or sub project, of every version. */
export const runScopeFilters = (scope: RunScope) => [
  `ProjectId:${scope.projectId}`,
  `SubprojectId:${scope.subProjectId}`,
];

/** A run by its Id (the address names runs as R_n), whichever version it is in. */
export function useRun(scope: RunScope, runId: string) {
  const query = useQuery(
    trpc.documents.listDocuments.queryOptions({
      documentModelName: 'TestRun-dm',
      filter: { filters: [...runScopeFilters(scope), `Id:${runId}`] },
      page: { offset: 0, limit: 1 },
    }),
  );
  return { query, run: entriesOf(query.data?.entries, 'TestRun-dm')[0] };
}

/** Closed runs are frozen: nothing is added, removed or recorded any more. */
export const isClosed = (run: RunAnswer) => run.document.Root.General.Status === 'inactive';

export const runName = (run: RunAnswer) => `${run.document.Root.General.Id} ${run.document.Root.General.Title}`;

/** Everything that shows runs, their suites and executions reads again after a change. */
export const refreshRuns = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: trpc.documents.listDocuments.pathKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.documents.searchVersion.pathKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.suites.pathKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.runs.pathKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.executions.pathKey() }),
  ]);
