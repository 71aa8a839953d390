import { combine } from '@atlaskit/pragmatic-drag-and-drop/combine';
import {
  draggable,
  dropTargetForElements,
  monitorForElements,
} from '@atlaskit/pragmatic-drag-and-drop/element/adapter';
import {
  attachInstruction,
  extractInstruction,
  type Instruction,
} from '@atlaskit/pragmatic-drag-and-drop-hitbox/list-item';
import { useMutation } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { SuiteAnswer } from '../lib/documents';
import { useEnumLabel, useT } from '../lib/i18n';
import { notify } from '../lib/notices';
import { useCan } from '../lib/permissions';
import { refreshContent } from '../lib/refresh-content';
import type { Scope } from '../lib/scope';
import { trpcClient } from '../lib/trpc';
import { useSuitesT } from '../suites/messages';
import { RenameField } from '../suites/RenameField';
import { type Rename, useRename } from '../suites/useRename';
import { ErrorMessage } from '../ui/ErrorMessage';
import { Icon } from '../ui/Icon';
import { useTaskMutation } from '../ui/useTaskMutation';
import { CreateNodeDialog, DeleteNodeDialog, MoveCopyDialog, rowName, SetPropertyDialog } from './TreeDialogs';
import { moveCaseInCache, type TreeRow, useTreeRows } from './tree-data';
import { useTreeFocus } from './useTreeFocus';

const ROW_HEIGHT = 34;

/** What a drop does, given the dragged row and where it lands. */
type Move =
  | {
      kind: 'case';
      source: TreeRow;
      destinationDocRef: string;
      predecessorDocRef: string | null;
      position: 'TOP' | 'BOTTOM';
    }
  | { kind: 'folder'; source: TreeRow; destinationDocRef: string };

/** The place of a case moved one step up or down among the cases beside it (null: it is already at the end). */
function stepMove(row: TreeRow, direction: -1 | 1): Move | null {
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
function dropMove(
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

interface RowProps {
  row: TreeRow;
  index: number;
  start: number;
  active: boolean;
  selected: boolean;
  current: boolean;
  rowsByRef: Map<string, TreeRow>;
  onFocusRow: (docRef: string) => void;
  onToggle: (row: TreeRow) => void;
  onOpen: (row: TreeRow) => void;
  onSelect: (row: TreeRow) => void;
  onKeyDown: (event: KeyboardEvent, row: TreeRow) => void;
  /** Whether the user's role may change the tree: else items neither drag nor take drops, nor get selected. */
  editable: boolean;
  /** This line's name is being edited in place. */
  renaming: boolean;
  rename: Rename;
}

function TreeItem({
  row,
  index,
  start,
  active,
  selected,
  current,
  rowsByRef,
  onFocusRow,
  onToggle,
  onOpen,
  onSelect,
  onKeyDown,
  editable,
  renaming,
  rename,
}: RowProps) {
  const t = useT();
  const label = useEnumLabel();
  const ref = useRef<HTMLDivElement>(null);
  const [instruction, setInstruction] = useState<Instruction | null>(null);
  const [dragging, setDragging] = useState(false);
  // Registered once per item; the handlers read the latest rows (a refetch makes new row objects every time).
  const latestRows = useRef(rowsByRef);
  latestRows.current = rowsByRef;
  const { docRef, kind } = row;
  useEffect(() => {
    const element = ref.current;
    // While its name is edited, a line does not drag (selecting text in the name would start a drag).
    if (!element || !editable || renaming) return;
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
  }, [docRef, kind, editable, renaming]);
  const name = rowName(row);
  return (
    <div
      ref={ref}
      role="treeitem"
      aria-level={row.depth}
      aria-posinset={row.position}
      aria-setsize={row.setSize}
      aria-expanded={row.kind === 'folder' ? Boolean(row.expanded) : undefined}
      aria-selected={selected}
      aria-current={current ? 'page' : undefined}
      aria-busy={row.loading || undefined}
      tabIndex={active ? 0 : -1}
      data-ref={row.docRef}
      data-index={index}
      data-testid="tree-item"
      data-kind={row.kind}
      data-id={row.id}
      className={[
        'tree-item',
        row.kind,
        active ? 'active' : '',
        selected ? 'selected' : '',
        current ? 'current' : '',
        dragging ? 'dragging' : '',
        instruction ? `drop-${instruction.operation}` : '',
      ].join(' ')}
      style={{ transform: `translateY(${start}px)`, paddingInlineStart: `${0.5 + (row.depth - 1) * 1.25}rem` }}
      onFocus={() => onFocusRow(row.docRef)}
      onClick={() => (row.kind === 'folder' ? onToggle(row) : onOpen(row))}
      onDoubleClick={editable ? () => rename.start(row.docRef) : undefined}
      onKeyDown={(event) => onKeyDown(event, row)}
    >
      {editable && (
        <input
          type="checkbox"
          tabIndex={-1}
          className="tree-check"
          checked={selected}
          aria-label={t('tree.select', { item: name })}
          onClick={(e) => e.stopPropagation()}
          onChange={() => onSelect(row)}
        />
      )}
      <span className="tree-twisty" aria-hidden="true">
        {row.kind === 'folder' ? (row.expanded ? '▾' : '▸') : ''}
      </span>
      <span className="tree-icon">
        <Icon name={row.kind === 'folder' ? 'folder' : 'file'} />
      </span>
      <code className="tree-id">{row.id}</code>
      {/* The whole title on hover, where the pane cuts it short. */}
      {renaming ? (
        <RenameField docRef={row.docRef} title={row.title} item={name} rename={rename} />
      ) : (
        <span className="tree-title" title={row.title}>
          {row.title}
        </span>
      )}
      {row.caseDoc && (
        <span className="tree-status small muted hide-narrow">
          {label('Status', row.caseDoc.document.Root.General.Status)}
        </span>
      )}
      {row.loading && <span className="spinner" aria-hidden="true" />}
    </div>
  );
}

/**
 * A suite's folders and test cases as a WAI-ARIA tree: lazily loaded, opened to the project's expand level,
 * virtualized, keyboard-driven (arrows, Enter, Space, Alt+↑/↓ to move a case, m to move, n/f to create, F2 to rename, Delete),
 * and drag-and-drop (onto a folder: into it; between cases: reorder).
 */
export function SuiteTree({
  scope,
  version,
  suite,
  expandLevel,
}: {
  scope: Scope;
  version: number | undefined;
  suite: SuiteAnswer;
  expandLevel: number;
}) {
  const t = useT();
  const suiteWords = useSuitesT();
  const navigate = useNavigate();
  const params = useParams({ strict: false }) as { caseId?: string };
  const suiteGeneral = suite.document.Root.General;
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set());
  const autoOpened = useRef(new Set<string>());
  const { rows, rootLoading } = useTreeRows(scope, version, suite, expanded);
  const rowsByRef = new Map(rows.map((r) => [r.docRef, r]));
  const {
    scroller,
    virtualizer,
    activeRef,
    active,
    setActiveRef,
    navigate: navigateTree,
    keepFocus,
  } = useTreeFocus(rows, ROW_HEIGHT);
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [dialog, setDialog] = useState<
    | { kind: 'create'; node: 'folder' | 'case'; parentRef: string; parentName: string }
    | { kind: 'move' | 'copy'; items: TreeRow[] }
    | { kind: 'delete'; row: TreeRow }
    | { kind: 'property' }
    | null
  >(null);
  const rootTarget = useRef<HTMLDivElement>(null);
  const [rootDrop, setRootDrop] = useState(false);
  const editable = useCan(scope)('edit');
  // A renamed line, or one whose renaming was cancelled, takes the focus back.
  const rename = useRename((docRef) => {
    if (docRef === suite.docRef) rootTarget.current?.focus();
    else {
      setActiveRef(docRef);
      keepFocus();
    }
  });

  // Open folders down to the project's expand level, once each: a folder the user closed stays closed.
  useEffect(() => {
    const open = rows.filter((r) => r.kind === 'folder' && r.depth < expandLevel && !autoOpened.current.has(r.docRef));
    if (open.length === 0) return;
    for (const r of open) autoOpened.current.add(r.docRef);
    setExpanded((prev) => new Set([...prev, ...open.map((r) => r.docRef)]));
  });

  const toggle = (row: TreeRow, open = !row.expanded) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (open) next.add(row.docRef);
      else next.delete(row.docRef);
      return next;
    });

  const openCase = (row: TreeRow) =>
    navigate({
      to: '/p/$projectId/$subProjectId/suites/$suiteId/cases/$caseId',
      params: {
        projectId: scope.projectId,
        subProjectId: scope.subProjectId,
        suiteId: suiteGeneral.Id,
        caseId: row.id,
      },
      search: { v: scope.version },
    });

  const select = (row: TreeRow) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(row.docRef)) next.delete(row.docRef);
      else next.add(row.docRef);
      return next;
    });

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
      await trpcClient.content.moveTestCase.mutate({
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
      if (move.destinationDocRef !== move.source.parentRef)
        setExpanded((prev) => new Set([...prev, move.destinationDocRef]));
    },
  });
  const moveFolder = useTaskMutation(
    (move: Extract<Move, { kind: 'folder' }>) =>
      trpcClient.tasks.moveTestFolder.mutate({
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
  }, [editable]);

  // New items go where the user is: into the focused folder, beside the focused case, else to the suite's top.
  const parentOfNew = (): { parentRef: string; parentName: string } => {
    const active = activeRef ? rowsByRef.get(activeRef) : undefined;
    if (active?.kind === 'folder') return { parentRef: active.docRef, parentName: rowName(active) };
    const parent = active && rowsByRef.get(active.parentRef);
    return parent
      ? { parentRef: parent.docRef, parentName: rowName(parent) }
      : { parentRef: suite.docRef, parentName: `${suiteGeneral.Id} ${suiteGeneral.Title}` };
  };
  const selectedRows = rows.filter((r) => selected.has(r.docRef));
  const targets = (row: TreeRow) => (selected.has(row.docRef) && selectedRows.length > 0 ? selectedRows : [row]);

  const onKeyDown = (event: KeyboardEvent, row: TreeRow) => {
    const key = event.key;
    let handled = true;
    if (event.altKey && (key === 'ArrowUp' || key === 'ArrowDown')) {
      if (row.kind === 'case' && editable) {
        keepFocus();
        runMove(stepMove(row, key === 'ArrowUp' ? -1 : 1));
      }
    } else if (navigateTree(key, row, toggle)) {
      // Moved through the tree.
    } else if (key === 'Enter') {
      if (row.kind === 'folder') toggle(row);
      else void openCase(row);
    } else if (!editable) handled = false;
    else if (key === 'F2') rename.start(row.docRef);
    else if (key === ' ') select(row);
    else if (key === 'Delete') setDialog({ kind: 'delete', row });
    else if (key === 'm' && !event.ctrlKey && !event.metaKey) setDialog({ kind: 'move', items: targets(row) });
    else if ((key === 'n' || key === 'f') && !event.ctrlKey && !event.metaKey)
      setDialog({ kind: 'create', node: key === 'n' ? 'case' : 'folder', ...parentOfNew() });
    else handled = false;
    if (handled) {
      event.preventDefault();
      event.stopPropagation();
    }
  };

  const selectedCases = selectedRows.filter((r) => r.kind === 'case');
  const creating = dialog?.kind === 'create' ? dialog : null;
  return (
    <div className="tree-pane" data-testid="tree-pane">
      {editable && (
        <div className="tree-toolbar">
          <button
            type="button"
            className="button small"
            onClick={() => setDialog({ kind: 'create', node: 'folder', ...parentOfNew() })}
            data-testid="new-folder"
            aria-keyshortcuts="f"
          >
            {t('tree.newFolder')}
          </button>
          <button
            type="button"
            className="button small primary"
            onClick={() => setDialog({ kind: 'create', node: 'case', ...parentOfNew() })}
            data-testid="new-case"
            aria-keyshortcuts="n"
          >
            {t('tree.newCase')}
          </button>
        </div>
      )}
      <div className={`selection-bar ${selectedRows.length ? '' : 'empty'}`} aria-live="polite">
        {selectedRows.length > 0 && (
          <>
            <span data-testid="selection-count">{t('tree.selected', { count: selectedRows.length })}</span>
            <button
              type="button"
              className="button small"
              onClick={() => setDialog({ kind: 'move', items: selectedRows })}
            >
              {t('tree.moveTo')}
            </button>
            <button
              type="button"
              className="button small"
              onClick={() => setDialog({ kind: 'copy', items: selectedRows })}
            >
              {t('tree.copyTo')}
            </button>
            {selectedCases.length > 0 && (
              <button
                type="button"
                className="button small"
                onClick={() => setDialog({ kind: 'property' })}
                data-testid="set-property"
              >
                {t('tree.setProperty')}
              </button>
            )}
            <button type="button" className="button small" onClick={() => setSelected(new Set())}>
              {t('tree.clearSelection')}
            </button>
          </>
        )}
      </div>
      <ErrorMessage error={moveCase.error ?? moveFolder.error ?? rename.error} />
      {/* The suite itself: renamed in place like its lines (F2 once focused, or a double-click). */}
      {/* biome-ignore lint/a11y/useSemanticElements: the suite's line above its tree and a drop target, no form */}
      <div
        ref={rootTarget}
        className={`tree-root ${rootDrop ? 'drop-combine' : ''}`}
        data-testid="tree-root"
        role="group"
        aria-label={`${suiteGeneral.Id} ${suiteGeneral.Title}`}
        title={editable ? `${t('tree.dropHint')} ${suiteWords('rename.start')}` : undefined}
        tabIndex={editable ? 0 : undefined}
        onKeyDown={(e) => {
          if (e.key !== 'F2' || !editable || e.target !== e.currentTarget) return;
          e.preventDefault();
          rename.start(suite.docRef);
        }}
        onDoubleClick={editable ? () => rename.start(suite.docRef) : undefined}
      >
        <Icon name="suite" /> <code>{suiteGeneral.Id}</code>{' '}
        {rename.renaming === suite.docRef ? (
          <RenameField
            docRef={suite.docRef}
            title={suiteGeneral.Title}
            item={`${suiteGeneral.Id} ${suiteGeneral.Title}`}
            rename={rename}
          />
        ) : (
          suiteGeneral.Title
        )}
      </div>
      <div ref={scroller} className="tree-scroller">
        {rootLoading ? (
          <p className="muted tree-note">{t('app.loading')}</p>
        ) : rows.length === 0 ? (
          <p className="muted tree-note">{t('tree.empty')}</p>
        ) : null}
        <div
          role="tree"
          aria-label={t('tree.label', { suite: `${suiteGeneral.Id} ${suiteGeneral.Title}` })}
          aria-multiselectable={editable}
          className="tree"
          style={{ height: virtualizer.getTotalSize() }}
          data-testid="tree"
        >
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            return (
              <TreeItem
                key={row.docRef}
                row={row}
                index={item.index}
                start={item.start}
                active={row === active}
                selected={selected.has(row.docRef)}
                current={row.kind === 'case' && row.id === params.caseId}
                rowsByRef={rowsByRef}
                onFocusRow={setActiveRef}
                onToggle={(r) => {
                  setActiveRef(r.docRef);
                  toggle(r);
                }}
                onOpen={(r) => {
                  setActiveRef(r.docRef);
                  void openCase(r);
                }}
                onSelect={select}
                onKeyDown={onKeyDown}
                editable={editable}
                renaming={rename.renaming === row.docRef}
                rename={rename}
              />
            );
          })}
        </div>
      </div>
      <CreateNodeDialog
        kind={creating?.node ?? null}
        parentRef={creating?.parentRef ?? suite.docRef}
        parentName={creating?.parentName ?? ''}
        scope={scope}
        suiteId={suiteGeneral.Id}
        version={version}
        onClose={() => setDialog(null)}
        onCreated={(parentRef) => setExpanded((prev) => new Set([...prev, parentRef]))}
      />
      <MoveCopyDialog
        mode={dialog?.kind === 'move' || dialog?.kind === 'copy' ? dialog.kind : null}
        items={dialog?.kind === 'move' || dialog?.kind === 'copy' ? dialog.items : []}
        scope={scope}
        version={version}
        suite={suite}
        onClose={() => {
          setDialog(null);
          setSelected(new Set());
        }}
      />
      <DeleteNodeDialog
        row={dialog?.kind === 'delete' ? dialog.row : null}
        onClose={() => setDialog(null)}
        onDeleted={(row) => {
          if (row.kind === 'case' && row.id === params.caseId)
            void navigate({
              to: '/p/$projectId/$subProjectId/suites/$suiteId',
              params: { projectId: scope.projectId, subProjectId: scope.subProjectId, suiteId: suiteGeneral.Id },
              search: { v: scope.version },
            });
        }}
      />
      <SetPropertyDialog cases={selectedCases} open={dialog?.kind === 'property'} onClose={() => setDialog(null)} />
    </div>
  );
}
