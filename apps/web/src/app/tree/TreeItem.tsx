import { type KeyboardEvent, useRef } from 'react';
import { useEnumLabel, useT } from '../lib/i18n';
import { RenameField } from '../suites/RenameField';
import type { Rename } from '../suites/useRename';
import { Icon } from '../ui/Icon';
import { rowName } from './TreeDialogs';
import type { TreeRow } from './tree-data';
import { useItemDragDrop } from './useItemDragDrop';

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

/** One line of the tree: a folder or a case, with its checkbox, name (or rename field) and status. */
export function TreeItem({
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
  const { instruction, dragging } = useItemDragDrop(ref, row, rowsByRef, editable && !renaming);
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
