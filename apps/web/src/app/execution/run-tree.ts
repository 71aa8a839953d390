import { RESULT_UNTESTED } from './results';
import type { ExecutionRow } from './run-rows';

interface LineBase {
  /** The suite's or folder's docRef, or the execution's for a case. */
  docRef: string;
  parentRef: string;
  /** 1 for a suite. */
  depth: number;
  /** Its place among its siblings (folders first) and their number, for aria-posinset and aria-setsize. */
  position: number;
  setSize: number;
}

/** A suite or folder of the run: open or closed, with its cases below (those the filters let through). */
export interface NodeLine extends LineBase {
  kind: 'suite' | 'folder';
  title: string;
  expanded: boolean;
  cases: ExecutionRow[];
  done: number;
}

export interface CaseLine extends LineBase {
  kind: 'case';
  row: ExecutionRow;
}

export type ExecutionLine = NodeLine | CaseLine;

interface Node {
  docRef: string;
  kind: 'suite' | 'folder';
  title: string;
  folders: Map<string, Node>;
  cases: ExecutionRow[];
  below: ExecutionRow[];
  done: number;
}

const newNode = (docRef: string, kind: Node['kind'], title: string): Node => ({
  docRef,
  kind,
  title,
  folders: new Map(),
  cases: [],
  below: [],
  done: 0,
});

/** A node of `nodes` (made when first met), holding `row` below it. */
function nodeFor(nodes: Map<string, Node>, ref: string, kind: Node['kind'], title: string, row: ExecutionRow) {
  let node = nodes.get(ref);
  if (!node) {
    node = newNode(ref, kind, title);
    nodes.set(ref, node);
  }
  node.below.push(row);
  if (row.result !== RESULT_UNTESTED) node.done++;
  return node;
}

/**
 * Case lines of the last build, by row: a row that did not change and sits where it sat keeps its line object, so
 * its line in the tree does not render again when another row's result changes.
 */
const caseLines = new WeakMap<ExecutionRow, CaseLine>();

function caseLine(row: ExecutionRow, parentRef: string, depth: number, position: number, setSize: number) {
  const last = caseLines.get(row);
  if (last?.parentRef === parentRef && last.depth === depth && last.position === position && last.setSize === setSize)
    return last;
  const line: CaseLine = { kind: 'case', docRef: row.docRef, parentRef, depth, position, setSize, row };
  caseLines.set(row, line);
  return line;
}

export interface RowFilter {
  /** Result codes; empty: any. */
  results: number[];
  /** A tester's name, `-` for none; undefined: any. */
  tester?: string;
}

export const matches = (row: ExecutionRow, filter: RowFilter) =>
  (filter.results.length === 0 || filter.results.includes(row.result)) &&
  (filter.tester === undefined || (row.tester ?? '-') === filter.tester);

/**
 * The visible lines of the run's tree: suites, their folders (as each case's path names them) and cases, folders
 * before cases, each in the order of the rows; only rows the filter lets through, and nothing below a closed node.
 */
export function treeLines(rows: ExecutionRow[], filter: RowFilter, collapsed: ReadonlySet<string>): ExecutionLine[] {
  const suites = new Map<string, Node>();
  for (const row of rows) {
    if (!matches(row, filter)) continue;
    const path = row.path;
    let node = nodeFor(suites, path[0]?.[0] ?? row.suiteRef, 'suite', path[0]?.[1] ?? '', row);
    for (let i = 1; i < path.length; i++) {
      const [ref, title] = path[i] as [string, string];
      node = nodeFor(node.folders, ref, 'folder', title, row);
    }
    node.cases.push(row);
  }
  const lines: ExecutionLine[] = [];
  const walk = (node: Node, parentRef: string, depth: number, position: number, setSize: number) => {
    const expanded = !collapsed.has(node.docRef);
    lines.push({
      kind: node.kind,
      docRef: node.docRef,
      parentRef,
      depth,
      position,
      setSize,
      title: node.title,
      expanded,
      cases: node.below,
      done: node.done,
    });
    if (!expanded) return;
    const size = node.folders.size + node.cases.length;
    let at = 0;
    for (const folder of node.folders.values()) walk(folder, node.docRef, depth + 1, ++at, size);
    for (const row of node.cases) lines.push(caseLine(row, node.docRef, depth + 1, ++at, size));
  };
  let at = 0;
  for (const suite of suites.values()) walk(suite, '', 1, ++at, suites.size);
  return lines;
}

/** The next case line after `index` (in the direction given), or the next untested one; none at the end. */
export function nextCase(lines: ExecutionLine[], index: number, direction: 1 | -1, untested = false): number {
  for (let i = index + direction; i >= 0 && i < lines.length; i += direction) {
    const line = lines[i];
    if (line?.kind === 'case' && (!untested || line.row.result === RESULT_UNTESTED)) return i;
  }
  return -1;
}
