import { type InfiniteData, type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { entriesOf } from '../lib/documents';
import { queryClient, trpc, trpcClient } from '../lib/trpc';

/** One execution of the run, as the tree shows it: only what the tree, filters and saving need. */
export interface ExecutionRow {
  /** `TestRunTestCaseAdditionalFields-dm/<id>`. */
  docRef: string;
  /** RC_n. */
  id: string;
  caseRef: string;
  /** C_n. */
  caseId: string;
  title: string;
  suiteRef: string;
  /** Where the case sits: its suite, then its folders, each as `[docRef, title]`. */
  path: [string, string][];
  result: number;
  tester: string | null;
  testerName: string | null;
  testedBy: string | null;
  testedOn: number | null;
  modelVersion: number;
}

interface RowsPage {
  fullSize: number;
  rows: ExecutionRow[];
}

/** The first page is small, so the tree shows at once; the rest come in larger pages behind it. */
const FIRST_PAGE = 300;
const PAGE = 2_500;

type ExecutionEntries = Awaited<ReturnType<typeof trpcClient.executions.getTestCaseExecutions.query>>['entries'];

function rowsOf(entries: ExecutionEntries): ExecutionRow[] {
  return entriesOf(entries, 'TestRunTestCaseAdditionalFields-dm').map(({ docRef, document }) => {
    const { General: g, DisplayFields: d, Metadata: m } = document.Root;
    const { nodeNames, nodePaths } = d.TestCasePath;
    return {
      docRef,
      id: g.Id,
      caseRef: g.TestCaseDocRef,
      caseId: m.LatestTestCaseExecutionData.TestCaseId ?? '',
      title: m.LatestTestCaseExecutionData.TestCaseTitle ?? '',
      suiteRef: g.TestSuiteDocRef,
      path: nodePaths.map((node, i): [string, string] => [`${node.type}/${node.id}`, nodeNames[i] ?? '']),
      result: g.Result,
      tester: g.Tester,
      testerName: d.TesterDisplayName,
      testedBy: m.TestedBy,
      testedOn: m.TestedOn,
      modelVersion: document.__meta.modelVersion,
    };
  });
}

/** The cache key of a run's rows; under GET_TEST_CASE_EXECUTIONS, so whatever refreshes executions refreshes them. */
export const rowsKey = (testRunDocRef: string): QueryKey => [
  ...trpc.executions.getTestCaseExecutions.pathKey(),
  { input: { testRunDocRef }, type: 'infinite' },
];

/**
 * Every execution of a run in one flat list, read page by page (GET_TEST_CASE_EXECUTIONS: suite order, then the
 * order the cases were added): the first page shows while the others load.
 */
export function useRunRows(testRunDocRef: string | undefined) {
  const query = useInfiniteQuery({
    queryKey: rowsKey(testRunDocRef ?? ''),
    enabled: Boolean(testRunDocRef),
    // Rows change one at a time by key: comparing 10,000 of them with the last answer each time costs more than it saves.
    structuralSharing: false,
    initialPageParam: 0,
    queryFn: async ({ pageParam }): Promise<RowsPage> => {
      const answer = await trpcClient.executions.getTestCaseExecutions.query({
        testRunDocRef: testRunDocRef ?? '',
        page: { offset: pageParam, limit: pageParam === 0 ? FIRST_PAGE : PAGE },
      });
      return { fullSize: answer.fullSize, rows: rowsOf(answer.entries) };
    },
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.rows.length, 0);
      return last.rows.length > 0 && loaded < last.fullSize ? loaded : undefined;
    },
  });
  const { hasNextPage, isFetchingNextPage, fetchNextPage, data } = query;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const rows = useMemo(() => data?.pages.flatMap((page) => page.rows) ?? [], [data]);
  return { query, rows, fullSize: data?.pages[0]?.fullSize ?? 0, complete: Boolean(data) && !hasNextPage };
}

/** Changes one row in the cache (the tree shows it at once); `change` answers the new row, or undefined to keep it. */
export function patchRow(
  testRunDocRef: string,
  docRef: string,
  change: (row: ExecutionRow) => ExecutionRow | undefined,
) {
  queryClient.setQueryData<InfiniteData<RowsPage>>(rowsKey(testRunDocRef), (data) => {
    if (!data) return data;
    for (const [p, page] of data.pages.entries()) {
      const at = page.rows.findIndex((row) => row.docRef === docRef);
      if (at < 0) continue;
      const next = change(page.rows[at] as ExecutionRow);
      if (!next) return data;
      const rows = page.rows.with(at, next);
      return { ...data, pages: data.pages.with(p, { ...page, rows }) };
    }
    return data;
  });
}

/**
 * Versions of executions newer than their cached rows, known without a render: this screen's own saves, and the
 * echoes of changes the rows already show. A save goes over the newest version known.
 */
const newerVersions = new Map<string, number>();

export const noteVersion = (docRef: string, version: number) =>
  newerVersions.set(docRef, Math.max(version, newerVersions.get(docRef) ?? 0));

export const versionOf = (row: ExecutionRow) => Math.max(row.modelVersion, newerVersions.get(row.docRef) ?? 0);

/** A row as the cache holds it now. */
export function cachedRow(testRunDocRef: string, docRef: string): ExecutionRow | undefined {
  const data = queryClient.getQueryData<InfiniteData<RowsPage>>(rowsKey(testRunDocRef));
  for (const page of data?.pages ?? []) {
    const row = page.rows.find((r) => r.docRef === docRef);
    if (row) return row;
  }
  return undefined;
}
