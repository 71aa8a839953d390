import { type QueryKey, useQueries } from '@tanstack/react-query';
import { type CaseAnswer, entriesOf, type FolderAnswer, idOfRef, type SuiteAnswer } from '../lib/documents';
import { changeCachedLists } from '../lib/optimistic';
import { type Scope, scopeFilters } from '../lib/scope';
import { type Inputs, trpc, trpcClient } from '../lib/trpc';

/** One visible line of a suite's tree. */
export interface TreeRow {
  docRef: string;
  kind: 'folder' | 'case';
  /** F_n or C_n. */
  id: string;
  title: string;
  /** 1 for the suite's own children. */
  depth: number;
  parentRef: string;
  /** The cases beside it, in order (for moving a case up or down among them). */
  siblingCases: string[];
  /** Its place among all its siblings, folders first (aria-posinset), and their number. */
  position: number;
  setSize: number;
  expanded?: boolean;
  loading?: boolean;
  caseDoc?: CaseAnswer;
}

/** Children read per call; a parent with more is read page after page, so every child is shown. */
const CHILDREN_PAGE = 1000;

type ListInput = Inputs['documents']['listDocuments'];

/** Every page of one list, its entries joined in order. */
export async function allPages(input: ListInput) {
  const first = await trpcClient.documents.listDocuments.query(input);
  const entries = [...first.entries];
  while (entries.length < first.fullSize) {
    const next = await trpcClient.documents.listDocuments.query({
      ...input,
      page: { offset: entries.length, limit: CHILDREN_PAGE },
    });
    if (!next.entries.length) break;
    entries.push(...next.entries);
  }
  return { ...first, entries };
}

function childrenQueries(scope: Scope, version: number | undefined, parentRef: string) {
  const base = {
    filter: { filters: [...scopeFilters(scope, version), `ParentNodeId:${idOfRef(parentRef)}`] },
    page: { offset: 0, limit: CHILDREN_PAGE },
    sort: ['Order ASC'],
  };
  return (['TestFolder-dm', 'TestCase-dm'] as const).map((documentModelName) => {
    const input = { ...base, documentModelName };
    // The key stays the first page's, so whatever refreshes that list refreshes this one.
    return { queryKey: trpc.documents.listDocuments.queryKey(input), queryFn: () => allPages(input) };
  });
}

/** The cache key of a parent's list of cases (the one its tree rows read). */
const caseListKey = (scope: Scope, version: number | undefined, parentRef: string) =>
  (childrenQueries(scope, version, parentRef)[1] as { queryKey: QueryKey }).queryKey;

/** A case moved in the tree, as MOVE_TEST_CASE is asked to move it. */
export interface CaseMove {
  caseRef: string;
  fromRef: string;
  toRef: string;
  predecessorRef: string | null;
  position: 'TOP' | 'BOTTOM';
}

/**
 * Shows a case's move in the cached lists of both parents at once (a destination not read yet reads it when it
 * opens); answers how to undo it.
 */
export function moveCaseInCache(scope: Scope, version: number | undefined, move: CaseMove) {
  const from = caseListKey(scope, version, move.fromRef);
  const to = caseListKey(scope, version, move.toRef);
  let moved: { docRef: string } | undefined;
  return changeCachedLists([from, to], (data, key) => {
    let entries = data.entries;
    let fullSize = (data as { fullSize?: number }).fullSize ?? entries.length;
    if (key === from) {
      moved = entries.find((entry) => entry.docRef === move.caseRef);
      entries = entries.filter((entry) => entry.docRef !== move.caseRef);
      fullSize -= 1;
    }
    if (key === to && moved) {
      const after = move.predecessorRef ? entries.findIndex((entry) => entry.docRef === move.predecessorRef) : -1;
      const at = after >= 0 ? after + 1 : move.position === 'TOP' ? 0 : entries.length;
      entries = [...entries.slice(0, at), moved, ...entries.slice(at)];
      fullSize += 1;
    }
    return { ...data, entries, fullSize };
  });
}

interface Children {
  folders: FolderAnswer[];
  cases: CaseAnswer[];
  loading: boolean;
}

/**
 * The visible rows of a suite's tree: the suite's children, and the children of every expanded folder, each read
 * when it is first shown (lazily). Folders come before cases; each group in its order.
 */
export function useTreeRows(
  scope: Scope,
  version: number | undefined,
  suite: SuiteAnswer | undefined,
  expanded: Set<string>,
) {
  const parents = suite ? [suite.docRef, ...expanded] : [];
  const results = useQueries({
    queries: parents.flatMap((parent) =>
      childrenQueries(scope, version, parent).map((q) => ({ ...q, enabled: Boolean(version) })),
    ),
  });
  const children = new Map<string, Children>();
  parents.forEach((parent, i) => {
    const folders = results[2 * i];
    const cases = results[2 * i + 1];
    children.set(parent, {
      folders: entriesOf(folders?.data?.entries, 'TestFolder-dm'),
      cases: entriesOf(cases?.data?.entries, 'TestCase-dm'),
      loading: Boolean(folders?.isPending || cases?.isPending),
    });
  });
  const rows: TreeRow[] = [];
  const walk = (parentRef: string, depth: number) => {
    const kids = children.get(parentRef);
    if (!kids) return;
    const siblingCases = kids.cases.map((c) => c.docRef);
    const setSize = kids.folders.length + kids.cases.length;
    kids.folders.forEach((folder, i) => {
      const g = folder.document.Root.General;
      const open = expanded.has(folder.docRef);
      rows.push({
        docRef: folder.docRef,
        kind: 'folder',
        id: g.Id,
        title: g.Title,
        depth,
        parentRef,
        siblingCases,
        position: i + 1,
        setSize,
        expanded: open,
        loading: open && (children.get(folder.docRef)?.loading ?? true),
      });
      if (open) walk(folder.docRef, depth + 1);
    });
    kids.cases.forEach((c, i) => {
      const g = c.document.Root.General;
      rows.push({
        docRef: c.docRef,
        kind: 'case',
        id: g.Id,
        title: g.Title,
        depth,
        parentRef,
        siblingCases,
        position: kids.folders.length + i + 1,
        setSize,
        caseDoc: c,
      });
    });
  };
  if (suite) walk(suite.docRef, 1);
  const rootLoading = suite ? (children.get(suite.docRef)?.loading ?? true) : true;
  return { rows, rootLoading };
}
