import type { QueryKey } from '@tanstack/react-query';
import { queryClient, trpc } from './trpc';

/** A cached list answer: whatever else it holds, its entries are documents with a docRef. */
interface ListData {
  entries: { docRef: string }[];
}

const isList = (data: unknown): data is ListData =>
  typeof data === 'object' && data !== null && Array.isArray((data as Partial<ListData>).entries);

/**
 * Changes cached lists at once, before the server answers, and answers how to put them back. Queries of those lists
 * still in flight are cancelled first, so an older answer cannot land over the change. The caller refreshes the
 * lists when the server has answered, either way.
 */
export async function changeCachedLists(
  keys: QueryKey[],
  change: (data: ListData, key: QueryKey) => ListData | undefined,
): Promise<() => void> {
  const before: [QueryKey, unknown][] = [];
  for (const key of keys) {
    await queryClient.cancelQueries({ queryKey: key, exact: true });
    const data = queryClient.getQueryData(key);
    if (!isList(data)) continue;
    const next = change(data, key);
    if (!next) continue;
    before.push([key, data]);
    queryClient.setQueryData(key, next);
  }
  // Backwards: a key changed twice gets its first state back last.
  return () => {
    for (const [key, data] of before.reverse()) queryClient.setQueryData(key, data);
  };
}

/** The keys of every cached LIST_DOCUMENTS answer. */
export const cachedListKeys = (): QueryKey[] =>
  queryClient.getQueriesData({ queryKey: trpc.documents.listDocuments.pathKey() }).map(([key]) => key);

/**
 * Shows documents' new versions in every cached list that holds them (a saved title in the tree at once, a task's
 * outcome as soon as it is DONE, before the lists are read again); answers how to undo it.
 */
export function changeListedDocument<D extends { docRef: string }>(
  docRefs: string | string[],
  change: (entry: D) => D,
) {
  const refs = new Set(typeof docRefs === 'string' ? [docRefs] : docRefs);
  return changeCachedLists(cachedListKeys(), (data) =>
    data.entries.some((entry) => refs.has(entry.docRef))
      ? { ...data, entries: data.entries.map((entry) => (refs.has(entry.docRef) ? change(entry as D) : entry)) }
      : undefined,
  );
}
