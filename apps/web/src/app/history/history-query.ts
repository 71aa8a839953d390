import { type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import { type Outputs, trpc, trpcClient } from '../lib/trpc';

export type HistoryEntry = Outputs['documents']['getDocumentHistory']['entries'][number];

/** Entries a "Load more" adds. */
const PAGE = 20;

/** The cache key of a document's history; under GET_DOCUMENT_HISTORY, so invalidating that path refreshes it. */
export const historyKey = (docRef: string): QueryKey => [
  ...trpc.documents.getDocumentHistory.pathKey(),
  { input: { docRef }, type: 'infinite' },
];

/** A document's history page by page, newest first; read afresh each time the panel opens (saves add entries). */
export function useHistory(docRef: string) {
  const query = useInfiniteQuery({
    queryKey: historyKey(docRef),
    staleTime: 0,
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      trpcClient.documents.getDocumentHistory.query({ docRef, page: { offset: pageParam, limit: PAGE } }),
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length * PAGE : undefined),
  });
  return { query, entries: query.data?.pages.flatMap((page) => page.entries) ?? [] };
}
