import type { TreeRow } from './tree-data';

/** The dialog the tree has open: create, move or copy, delete, or set a property of the selected cases. */
export type TreeDialog =
  | { kind: 'create'; node: 'folder' | 'case'; parentRef: string; parentName: string }
  | { kind: 'move' | 'copy'; items: TreeRow[] }
  | { kind: 'delete'; row: TreeRow }
  | { kind: 'property' }
  | null;
