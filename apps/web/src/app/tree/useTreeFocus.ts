import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState } from 'react';

/** A visible line of a tree as focus sees it: `expanded` is set for a line with children, absent for a leaf. */
export interface FocusLine {
  docRef: string;
  parentRef: string;
  expanded?: boolean;
}

/**
 * Focus in a virtualized WAI-ARIA tree: one active line (the only one in the tab order), moved by the keys of the
 * tree pattern, scrolled into view and focused, also when it had to be rendered first. Lines carry `data-ref`.
 */
export function useTreeFocus<L extends FocusLine>(lines: L[], rowHeight: number) {
  const scroller = useRef<HTMLDivElement>(null);
  const [activeRef, setActiveRef] = useState<string | null>(null);
  const focusWanted = useRef(false);
  const virtualizer = useVirtualizer({
    count: lines.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 12,
  });
  const activeIndex = Math.max(
    0,
    lines.findIndex((l) => l.docRef === activeRef),
  );
  const active = lines[activeIndex];

  // Keyboard focus follows the active line, also when it had to be scrolled into view first. The tree's own scroller
  // brings it into view; the page stays where it is (a result tapped below the tree on a phone keeps its place).
  useEffect(() => {
    if (!focusWanted.current || !active) return;
    const element = scroller.current?.querySelector<HTMLElement>(`[data-ref="${active.docRef}"]`);
    if (element) {
      focusWanted.current = false;
      element.focus({ preventScroll: true });
    }
  });

  const focusIndex = (index: number) => {
    const line = lines[Math.min(Math.max(index, 0), lines.length - 1)];
    if (!line) return;
    focusWanted.current = true;
    setActiveRef(line.docRef);
    virtualizer.scrollToIndex(lines.indexOf(line), { align: 'auto' });
    // A line on the screen takes the focus at once (no render may follow when it is already the active one).
    const element = scroller.current?.querySelector<HTMLElement>(`[data-ref="${line.docRef}"]`);
    if (element) {
      focusWanted.current = false;
      element.focus({ preventScroll: true });
    }
  };

  /** The tree pattern's keys on `line` (arrows, Home, End); false when `key` is none of them. */
  const navigate = (key: string, line: L, toggle: (line: L, open: boolean) => void): boolean => {
    const index = lines.indexOf(line);
    if (key === 'ArrowDown') focusIndex(index + 1);
    else if (key === 'ArrowUp') focusIndex(index - 1);
    else if (key === 'Home') focusIndex(0);
    else if (key === 'End') focusIndex(lines.length - 1);
    else if (key === 'ArrowRight') {
      if (line.expanded === false) toggle(line, true);
      else if (line.expanded) focusIndex(index + 1);
    } else if (key === 'ArrowLeft') {
      if (line.expanded) toggle(line, false);
      else {
        const parent = lines.findIndex((l) => l.docRef === line.parentRef);
        if (parent >= 0) focusIndex(parent);
      }
    } else return false;
    return true;
  };

  return {
    scroller,
    virtualizer,
    /** The line the user last moved to, if any (`active` falls back to the first line). */
    activeRef,
    active,
    activeIndex,
    setActiveRef,
    focusIndex,
    navigate,
    /** Focus the active line again after the next render (it may be replaced meanwhile). */
    keepFocus: () => {
      focusWanted.current = true;
    },
  };
}
