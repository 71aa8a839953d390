import { dropTargetForElements, monitorForElements } from '@atlaskit/pragmatic-drag-and-drop/element/adapter';
import { extractInstruction } from '@atlaskit/pragmatic-drag-and-drop-hitbox/list-item';
import { useMutation } from '@tanstack/react-query';
import { type RefObject, useEffect, useRef, useState } from 'react';
import type { SuiteAnswer } from '../lib/documents';
import { useT } from '../lib/i18n';
import { notify } from '../lib/notices';
import { refreshContent } from '../lib/refresh-content';
import type { Scope } from '../lib/scope';
import { trpcClient } from '../lib/trpc';
import { useTaskMutation } from '../ui/useTaskMutation';
import { rowName } from './TreeDialogs';
import { moveCaseInCache, type TreeRow } from './tree-data';
import { dropMove, type Move } from './tree-moves';

/**
 * Moving in the tree: a case at once (optimistic), a folder as a task; any drop inside the tree (on a line, or on the
 * suite's line `rootTarget`) becomes a move. `onMovedInto` opens the folder a case went into.
 */
export function useTreeMoves({
  scope,
  version,
  suite,
  rowsByRef,
  editable,
  rootTarget,
  onMovedInto,
}: {
  scope: Scope;
  version: number | undefined;
  suite: SuiteAnswer;
  rowsByRef: Map<string, TreeRow>;
  editable: boolean;
  rootTarget: RefObject<HTMLDivElement | null>;
  onMovedInto: (folderRef: string) => void;
}) {
  const t = useT();
  const [rootDrop, setRootDrop] = useState(false);
  // Optimistic: the case shows in its new place at once; a refusal puts it back and says why.
  const moveCase = useMutation({
    onMutate: async (move: Extract<Move, { kind: 'case' }>) => ({
      undo: await moveCaseInCache(scope, version, {
        caseRef: move.source.docRef,
        fromRef: move.source.parentRef,
        toRef: move.destinationDocRef,
        predecessorRef: move.predecessorDocRef,
        position: move.position,
      }),
    }),
    mutationFn: async (move: Extract<Move, { kind: 'case' }>) => {
      await trpcClient.cases.moveTestCase.mutate({
        sourceDocRef: move.source.docRef,
        destinationDocRef: move.destinationDocRef,
        predecessorDocRef: move.predecessorDocRef,
        position: move.position,
      });
      return move;
    },
    onError: (_error, _move, context) => context?.undo(),
    onSettled: () => refreshContent(),
    onSuccess: (move) => {
      notify(t('tree.moved', { item: rowName(move.source) }));
      if (move.destinationDocRef !== move.source.parentRef) onMovedInto(move.destinationDocRef);
    },
  });
  const moveFolder = useTaskMutation(
    (move: Extract<Move, { kind: 'folder' }>) =>
      trpcClient.tree.moveTestFolder.mutate({
        testFolderDocRef: move.source.docRef,
        destinationDocRef: move.destinationDocRef,
        position: 'BOTTOM',
      }),
    (move) => ({ type: 'MOVE_TEST_FOLDER', subject: rowName(move.source), onDone: () => void refreshContent() }),
  );
  const runMove = (move: Move | null) => {
    if (!move) return;
    if (move.kind === 'case') moveCase.mutate(move);
    else moveFolder.mutate(move);
  };

  // One monitor turns any drop inside this tree into a move.
  const latest = useRef({ rowsByRef, runMove, suiteRef: suite.docRef });
  latest.current = { rowsByRef, runMove, suiteRef: suite.docRef };
  useEffect(
    () =>
      monitorForElements({
        onDrop: ({ source, location }) => {
          const { rowsByRef: byRef, runMove: run, suiteRef } = latest.current;
          const from = byRef.get(String(source.data.docRef));
          const target = location.current.dropTargets[0];
          if (!from || !target) return;
          const to = target.data.root ? 'root' : byRef.get(String(target.data.docRef));
          if (!to) return;
          run(
            dropMove(
              from,
              to,
              target.data.root
                ? { operation: 'combine', blocked: false, axis: 'vertical' }
                : extractInstruction(target.data),
              suiteRef,
            ),
          );
        },
      }),
    [],
  );
  useEffect(() => {
    const element = rootTarget.current;
    if (!element || !editable) return;
    return dropTargetForElements({
      element,
      getData: () => ({ root: true }),
      onDragEnter: () => setRootDrop(true),
      onDragLeave: () => setRootDrop(false),
      onDrop: () => setRootDrop(false),
    });
  }, [rootTarget, editable]);
  return { runMove, rootDrop, error: moveCase.error ?? moveFolder.error };
}
