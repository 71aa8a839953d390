import {
  type KeyboardEvent,
  memo,
  type Ref,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useT } from '../lib/i18n';
import { useTreeFocus } from '../tree/useTreeFocus';
import { Icon } from '../ui/Icon';
import { resultColour } from '../ui/result-colour';
import { ResultBadge } from './ResultBadge';
import { resultOfKey } from './results';
import type { ExecutionRow } from './run-rows';
import { type ExecutionLine, type NodeLine, nextCase } from './run-tree';

const ROW_HEIGHT = 34;

export type Advance = 'next' | 'untested';

/** What the screen around the tree asks of it: a result recorded from the pane, the focus back from the pane. */
export interface TreeHandle {
  record: (row: ExecutionRow, result: number) => void;
  focus: () => void;
}

interface LineProps {
  line: ExecutionLine;
  index: number;
  start: number;
  active: boolean;
  chosen: boolean;
  /** For a case: whether it is selected; for a suite or folder: whether all its cases are. */
  selected: boolean;
  selectable: boolean;
  onFocusLine: (line: ExecutionLine) => void;
  onClickLine: (line: ExecutionLine) => void;
  onSelect: (line: ExecutionLine) => void;
  onKeyDown: (event: KeyboardEvent, line: ExecutionLine) => void;
}

/** One line; memoized, so a saved result renders its own line again, not the screenful around it. */
const TreeLine = memo(function TreeLine({
  line,
  index,
  start,
  active,
  chosen,
  selected,
  selectable,
  onFocusLine,
  onClickLine,
  onSelect,
  onKeyDown,
}: LineProps) {
  const t = useT();
  const isCase = line.kind === 'case';
  const name = isCase ? `${line.row.caseId} ${line.row.title}` : line.title;
  return (
    <div
      role="treeitem"
      aria-level={line.depth}
      aria-posinset={line.position}
      aria-setsize={line.setSize}
      aria-expanded={isCase ? undefined : line.expanded}
      aria-selected={selected}
      aria-current={chosen ? 'true' : undefined}
      tabIndex={active ? 0 : -1}
      data-ref={line.docRef}
      data-index={index}
      data-testid="tree-item"
      data-kind={line.kind}
      data-id={isCase ? line.row.caseId : undefined}
      data-result={isCase ? line.row.result : undefined}
      className={`tree-item ${line.kind} ${active ? 'active' : ''} ${selected ? 'selected' : ''} ${chosen ? 'current' : ''}`}
      style={{ transform: `translateY(${start}px)`, paddingInlineStart: `${0.5 + (line.depth - 1) * 1.1}rem` }}
      onFocus={() => onFocusLine(line)}
      onClick={() => onClickLine(line)}
      onKeyDown={(event) => onKeyDown(event, line)}
    >
      {selectable && (
        <input
          type="checkbox"
          tabIndex={-1}
          className="tree-check"
          checked={selected}
          aria-label={t('execution.select', { item: name })}
          onClick={(e) => e.stopPropagation()}
          onChange={() => onSelect(line)}
        />
      )}
      <span className="tree-twisty" aria-hidden="true">
        {isCase ? '' : line.expanded ? '▾' : '▸'}
      </span>
      {isCase ? (
        <>
          <span className="swatch" style={resultColour(line.row.result)} aria-hidden="true" />
          <code className="tree-id">{line.row.caseId}</code>
          <span className="tree-title">{line.row.title}</span>
          <ResultBadge result={line.row.result} swatch={false} className="tree-status small muted" />
          {line.row.tester && <span className="run-tester small muted hide-narrow">{line.row.testerName}</span>}
        </>
      ) : (
        <>
          <span className="tree-icon">
            <Icon name={line.kind === 'suite' ? 'suite' : 'folder'} />
          </span>
          <span className="tree-title">{line.title}</span>
          <span
            className="tree-status small muted"
            title={t('execution.casesLabel', { done: line.done, total: line.cases.length })}
          >
            {t('execution.cases', { done: line.done, total: line.cases.length })}
          </span>
        </>
      )}
    </div>
  );
});

/** Where the tree starts: the execution the address names, else the first untested case, else the first case. */
function startIndex(lines: ExecutionLine[], initialId: string | undefined): number {
  if (initialId) return lines.findIndex((l) => l.kind === 'case' && l.row.id === initialId);
  const untested = nextCase(lines, -1, 1, true);
  return untested >= 0 ? untested : nextCase(lines, -1, 1);
}

/**
 * The run as a WAI-ARIA tree of suites, folders and cases with their results, virtualized. Keyboard first: the tree
 * pattern's keys, j/k for the next and previous case, u for the next untested one, x to select, Enter to go to the
 * result fields, and a key per result that records it and moves on.
 */
export function ExecutionTree({
  lines,
  label,
  complete,
  initialId,
  chosenRef,
  selected,
  canRecord,
  advance,
  onChoose,
  onToggle,
  onSelect,
  onRecord,
  onOpen,
  handle,
}: {
  handle: Ref<TreeHandle>;
  lines: ExecutionLine[];
  label: string;
  /** All rows are loaded (the chosen one may be in a later page). */
  complete: boolean;
  /** The execution (RC_n) to start at. */
  initialId: string | undefined;
  chosenRef: string | null;
  selected: ReadonlySet<string>;
  canRecord: boolean;
  advance: Advance;
  /** `tapped`: chosen by a click or tap rather than by keyboard. */
  onChoose: (row: ExecutionRow, tapped?: boolean) => void;
  onToggle: (line: NodeLine, open: boolean) => void;
  onSelect: (rows: ExecutionRow[], on: boolean) => void;
  onRecord: (row: ExecutionRow, result: number) => void;
  onOpen: (row: ExecutionRow) => void;
}) {
  const { scroller, virtualizer, active, activeIndex, setActiveRef, focusIndex, navigate } = useTreeFocus(
    lines,
    ROW_HEIGHT,
  );
  const isSelected = (line: ExecutionLine) =>
    line.kind === 'case'
      ? selected.has(line.docRef)
      : line.cases.length > 0 && line.cases.every((row) => selected.has(row.docRef));
  const select = (line: ExecutionLine) => onSelect(line.kind === 'case' ? [line.row] : line.cases, !isSelected(line));
  const toCase = (from: number, direction: 1 | -1, untested = false) => {
    let index = nextCase(lines, from, direction, untested);
    // The next untested case may be above: start again from the top.
    if (index < 0 && untested) index = nextCase(lines, -1, 1, true);
    if (index >= 0) focusIndex(index);
    return index;
  };

  /** Focus moves on first, so the next key press already belongs to the next case; then the result is recorded. */
  const recordAndMove = (row: ExecutionRow, result: number) => {
    const index = lines.findIndex((l) => l.docRef === row.docRef);
    if (toCase(index, 1, advance === 'untested') < 0) focusIndex(index);
    onRecord(row, result);
  };

  const onKeyDown = (event: KeyboardEvent, line: ExecutionLine) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const index = lines.indexOf(line);
    const key = event.key;
    const result = resultOfKey(key);
    let handled = true;
    if (navigate(key, line, (node, open) => node.kind !== 'case' && onToggle(node, open))) {
      // Moved through the tree.
    } else if (key === 'j') toCase(index, 1);
    else if (key === 'k') toCase(index, -1);
    else if (key === 'u') toCase(index, 1, true);
    else if (key === 'Enter') {
      if (line.kind === 'case') onOpen(line.row);
      else onToggle(line, !line.expanded);
    } else if (canRecord && (key === 'x' || key === ' ')) select(line);
    else if (canRecord && result !== undefined && line.kind === 'case') recordAndMove(line.row, result);
    else handled = false;
    if (handled) {
      event.preventDefault();
      event.stopPropagation();
    }
  };

  const onFocusLine = (line: ExecutionLine) => {
    setActiveRef(line.docRef);
    if (line.kind === 'case' && line.row.docRef !== chosenRef) onChoose(line.row);
  };
  const onClickLine = (line: ExecutionLine) => {
    setActiveRef(line.docRef);
    if (line.kind === 'case') onChoose(line.row, true);
    else onToggle(line, !line.expanded);
  };

  // The lines get handlers that never change, so a line renders again only when what it shows changes.
  const current = {
    onKeyDown,
    onFocusLine,
    onClickLine,
    select,
    onChoose,
    focusIndex,
    setActiveRef,
    virtualizer,
    recordAndMove,
    activeIndex,
  };
  const latest = useRef(current);
  latest.current = current;
  const [handlers] = useState(() => ({
    onKeyDown: (event: KeyboardEvent, line: ExecutionLine) => latest.current.onKeyDown(event, line),
    onFocusLine: (line: ExecutionLine) => latest.current.onFocusLine(line),
    onClickLine: (line: ExecutionLine) => latest.current.onClickLine(line),
    onSelect: (line: ExecutionLine) => latest.current.select(line),
  }));

  useImperativeHandle(
    handle,
    () => ({
      record: (row, result) => latest.current.recordAndMove(row, result),
      focus: () => latest.current.focusIndex(latest.current.activeIndex),
    }),
    [],
  );

  const started = useRef(false);

  // The first lines: start where the address says (or at the first untested case), with the focus there.
  useEffect(() => {
    if (started.current || lines.length === 0) return;
    const index = startIndex(lines, initialId);
    if (index < 0 && initialId && !complete) return;
    started.current = true;
    const at = Math.max(index, 0);
    const line = lines[at];
    if (line?.kind === 'case') latest.current.onChoose(line.row);
    const idle = document.activeElement === document.body || document.activeElement?.id === 'main';
    if (idle) latest.current.focusIndex(at);
    else if (line) {
      latest.current.setActiveRef(line.docRef);
      latest.current.virtualizer.scrollToIndex(at, { align: 'center' });
    }
  }, [lines, initialId, complete]);

  // Lines that arrive or go above the active one (pages still loading, a filter) do not move it on the screen.
  const anchor = useRef<{ ref: string; index: number } | null>(null);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!active || !element) return;
    const last = anchor.current;
    if (last?.ref === active.docRef && last.index !== activeIndex) {
      element.scrollTop += (activeIndex - last.index) * ROW_HEIGHT;
    }
    anchor.current = { ref: active.docRef, index: activeIndex };
  });

  return (
    <div ref={scroller} className="tree-scroller run-tree-scroller">
      <div
        role="tree"
        aria-label={label}
        aria-multiselectable={canRecord || undefined}
        className="tree"
        style={{ height: virtualizer.getTotalSize() }}
        data-testid="run-tree"
      >
        {virtualizer.getVirtualItems().map((item) => {
          const line = lines[item.index];
          if (!line) return null;
          return (
            <TreeLine
              key={line.docRef}
              line={line}
              index={item.index}
              start={item.start}
              active={line === active}
              chosen={line.docRef === chosenRef}
              selected={isSelected(line)}
              selectable={canRecord}
              {...handlers}
            />
          );
        })}
      </div>
    </div>
  );
}
