import type { Instruction } from '@atlaskit/pragmatic-drag-and-drop-hitbox/list-item';
import type { TreeRow } from './tree-data';

/** What a drop does, given the dragged row and where it lands. */
export type Move =
  | {
      kind: 'case';
      source: TreeRow;
      destinationDocRef: string;
      predecessorDocRef: string | null;
      position: 'TOP' | 'BOTTOM';
    }
  | { kind: 'folder'; source: TreeRow; destinationDocRef: string };

/** The place of a case moved one step up or down among the cases beside it (null: it is already at the end). */
export function stepMove(row: TreeRow, direction: -1 | 1): Move | null {
  const cases = row.siblingCases;
  const at = cases.indexOf(row.docRef);
  const target = at + direction;
  if (at < 0 || target < 0 || target >= cases.length) return null;
  // Up: after the case two above (or to the top); down: after the next case.
  const predecessor = direction === -1 ? (cases[at - 2] ?? null) : (cases[at + 1] ?? null);
  return {
    kind: 'case',
    source: row,
    destinationDocRef: row.parentRef,
    predecessorDocRef: predecessor,
    position: predecessor ? 'BOTTOM' : 'TOP',
  };
}

/** The move a drop of `source` on `target` means, or null when it means nothing. */
export function dropMove(
  source: TreeRow,
  target: TreeRow | 'root',
  instruction: Instruction | null,
  suiteRef: string,
): Move | null {
  if (!instruction || instruction.blocked) return null;
  if (target === 'root')
    return source.kind === 'case'
      ? { kind: 'case', source, destinationDocRef: suiteRef, predecessorDocRef: null, position: 'BOTTOM' }
      : { kind: 'folder', source, destinationDocRef: suiteRef };
  if (target.docRef === source.docRef) return null;
  if (instruction.operation === 'combine' && target.kind === 'folder')
    return source.kind === 'case'
      ? { kind: 'case', source, destinationDocRef: target.docRef, predecessorDocRef: null, position: 'BOTTOM' }
      : { kind: 'folder', source, destinationDocRef: target.docRef };
  if (source.kind !== 'case' || target.kind !== 'case') return null;
  const cases = target.siblingCases.filter((ref) => ref !== source.docRef);
  const at = cases.indexOf(target.docRef);
  const predecessor = instruction.operation === 'reorder-after' ? target.docRef : (cases[at - 1] ?? null);
  return {
    kind: 'case',
    source,
    destinationDocRef: target.parentRef,
    predecessorDocRef: predecessor,
    position: predecessor ? 'BOTTOM' : 'TOP',
  };
}
