import { useNavigate, useParams } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { SuiteAnswer } from '../lib/documents';
import { useT } from '../lib/i18n';
import { useCan } from '../lib/permissions';
import type { Scope } from '../lib/scope';
import { useRename } from '../suites/useRename';
import { ErrorMessage } from '../ui/ErrorMessage';
import { SelectionBar } from './SelectionBar';
import { SuiteLine } from './SuiteLine';
import { CreateNodeDialog, DeleteNodeDialog, MoveCopyDialog, rowName, SetPropertyDialog } from './TreeDialogs';
import { TreeItem } from './TreeItem';
import { TreeToolbar } from './TreeToolbar';
import { type TreeRow, useTreeRows } from './tree-data';
import type { TreeDialog } from './tree-dialog';
import { treeKeyDown } from './tree-keys';
import { useTreeFocus } from './useTreeFocus';
import { useTreeMoves } from './useTreeMoves';

const ROW_HEIGHT = 34;

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
  const [dialog, setDialog] = useState<TreeDialog>(null);
  const rootTarget = useRef<HTMLDivElement>(null);
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

  const expand = (folderRef: string) => setExpanded((prev) => new Set([...prev, folderRef]));
  const moves = useTreeMoves({ scope, version, suite, rowsByRef, editable, rootTarget, onMovedInto: expand });

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

  const onKeyDown = treeKeyDown({
    editable,
    navigate: navigateTree,
    toggle,
    openCase: (row) => void openCase(row),
    keepFocus,
    runMove: moves.runMove,
    rename: rename.start,
    select,
    openDialog: setDialog,
    targets,
    parentOfNew,
  });

  const selectedCases = selectedRows.filter((r) => r.kind === 'case');
  const creating = dialog?.kind === 'create' ? dialog : null;
  return (
    <div className="tree-pane" data-testid="tree-pane">
      {editable && <TreeToolbar onCreate={(node) => setDialog({ kind: 'create', node, ...parentOfNew() })} />}
      <SelectionBar rows={selectedRows} onDialog={setDialog} onClear={() => setSelected(new Set())} />
      <ErrorMessage error={moves.error ?? rename.error} />
      <SuiteLine suite={suite} target={rootTarget} dropping={moves.rootDrop} editable={editable} rename={rename} />
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
        onCreated={expand}
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
