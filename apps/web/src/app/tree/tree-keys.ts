import type { KeyboardEvent } from 'react';
import type { TreeRow } from './tree-data';
import type { TreeDialog } from './tree-dialog';
import { type Move, stepMove } from './tree-moves';

/** What the tree's keys act on; `navigate` answers whether the key moved through the tree (useTreeFocus). */
export interface TreeKeyActions {
  editable: boolean;
  navigate: (key: string, row: TreeRow, toggle: (row: TreeRow, open: boolean) => void) => boolean;
  toggle: (row: TreeRow, open?: boolean) => void;
  openCase: (row: TreeRow) => void;
  keepFocus: () => void;
  runMove: (move: Move | null) => void;
  rename: (docRef: string) => void;
  select: (row: TreeRow) => void;
  openDialog: (dialog: TreeDialog) => void;
  /** The rows a command on `row` means: the selection when the row is in it, else the row. */
  targets: (row: TreeRow) => TreeRow[];
  parentOfNew: () => { parentRef: string; parentName: string };
}

/**
 * The tree's keyboard: arrows, Enter and Space as WAI-ARIA trees have them; for a role that edits also Alt+↑/↓ to move
 * a case, m to move, n/f to create, F2 to rename and Delete. A key it handles goes no further.
 */
export function treeKeyDown(a: TreeKeyActions) {
  return (event: KeyboardEvent, row: TreeRow) => {
    const key = event.key;
    let handled = true;
    if (event.altKey && (key === 'ArrowUp' || key === 'ArrowDown')) {
      if (row.kind === 'case' && a.editable) {
        a.keepFocus();
        a.runMove(stepMove(row, key === 'ArrowUp' ? -1 : 1));
      }
    } else if (a.navigate(key, row, a.toggle)) {
      // Moved through the tree.
    } else if (key === 'Enter') {
      if (row.kind === 'folder') a.toggle(row);
      else a.openCase(row);
    } else if (!a.editable) handled = false;
    else if (key === 'F2') a.rename(row.docRef);
    else if (key === ' ') a.select(row);
    else if (key === 'Delete') a.openDialog({ kind: 'delete', row });
    else if (key === 'm' && !event.ctrlKey && !event.metaKey) a.openDialog({ kind: 'move', items: a.targets(row) });
    else if ((key === 'n' || key === 'f') && !event.ctrlKey && !event.metaKey)
      a.openDialog({ kind: 'create', node: key === 'n' ? 'case' : 'folder', ...a.parentOfNew() });
    else handled = false;
    if (handled) {
      event.preventDefault();
      event.stopPropagation();
    }
  };
}
