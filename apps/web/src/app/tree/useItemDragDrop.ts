import { combine } from '@atlaskit/pragmatic-drag-and-drop/combine';
import { draggable, dropTargetForElements } from '@atlaskit/pragmatic-drag-and-drop/element/adapter';
import {
  attachInstruction,
  extractInstruction,
  type Instruction,
} from '@atlaskit/pragmatic-drag-and-drop-hitbox/list-item';
import { type RefObject, useEffect, useRef, useState } from 'react';
import type { TreeRow } from './tree-data';

/**
 * A tree line as a drag source and a drop target: a folder takes rows into it, a case takes cases before or after it.
 * `enabled` is off for a role that cannot change the tree, and while the line's name is edited (selecting text in
 * the name would start a drag). Answers what a drag over the line would do, and whether the line is being dragged.
 */
export function useItemDragDrop(
  ref: RefObject<HTMLDivElement | null>,
  row: TreeRow,
  rowsByRef: Map<string, TreeRow>,
  enabled: boolean,
) {
  const [instruction, setInstruction] = useState<Instruction | null>(null);
  const [dragging, setDragging] = useState(false);
  // Registered once per item; the handlers read the latest rows (a refetch makes new row objects every time).
  const latestRows = useRef(rowsByRef);
  latestRows.current = rowsByRef;
  const { docRef, kind } = row;
  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled) return;
    return combine(
      draggable({
        element,
        getInitialData: () => ({ docRef }),
        onDragStart: () => setDragging(true),
        onDrop: () => setDragging(false),
      }),
      dropTargetForElements({
        element,
        canDrop: ({ source }) => source.data.docRef !== docRef,
        getData: ({ input, element: el, source }) => {
          const from = latestRows.current.get(String(source.data.docRef));
          const caseSource = from?.kind === 'case';
          return attachInstruction(
            { docRef },
            {
              input,
              element: el,
              operations:
                kind === 'folder'
                  ? { combine: 'available' }
                  : {
                      'reorder-before': caseSource ? 'available' : 'not-available',
                      'reorder-after': caseSource ? 'available' : 'not-available',
                    },
            },
          );
        },
        onDrag: ({ self }) => setInstruction(extractInstruction(self.data)),
        onDragLeave: () => setInstruction(null),
        onDrop: () => setInstruction(null),
      }),
    );
  }, [ref, docRef, kind, enabled]);
  return { instruction, dragging };
}
