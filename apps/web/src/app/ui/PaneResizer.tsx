import { type CSSProperties, type PointerEvent, useState } from 'react';
import { useT } from '../lib/i18n';

const KEY = 'tmt.treeWidth';
const MIN = 240;
const MAX = 720;
const STEP = 16;
const clamp = (width: number) => Math.min(MAX, Math.max(MIN, Math.round(width)));

function stored(): number | undefined {
  try {
    const width = Number(localStorage.getItem(KEY));
    return width ? clamp(width) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The tree pane's width, remembered in this browser, and the separator that changes it: dragged with the pointer, or
 * focused and moved with ←/→ (Home, End: narrowest, widest). Answers the style that sets it and the separator.
 */
export function usePaneWidth() {
  const t = useT();
  const [width, setWidth] = useState(stored);
  const change = (next: number) => {
    const value = clamp(next);
    setWidth(value);
    try {
      localStorage.setItem(KEY, String(value));
    } catch {
      // Full or disabled storage: the width holds until the page goes.
    }
  };
  const current = () =>
    width ?? document.querySelector<HTMLElement>('[data-testid="tree-pane"]')?.getBoundingClientRect().width ?? MIN;
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    const from = event.clientX - current();
    const target = event.currentTarget;
    target.setPointerCapture(event.pointerId);
    const move = (e: globalThis.PointerEvent) => change(e.clientX - from);
    const stop = () => {
      target.removeEventListener('pointermove', move);
      target.removeEventListener('pointerup', stop);
    };
    target.addEventListener('pointermove', move);
    target.addEventListener('pointerup', stop);
  };
  const separator = (
    // biome-ignore lint/a11y/useSemanticElements: a focusable, movable separator (WAI-ARIA window splitter), not an <hr>
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={t('tree.width')}
      aria-valuemin={MIN}
      aria-valuemax={MAX}
      aria-valuenow={Math.round(width ?? current())}
      tabIndex={0}
      className="pane-resizer"
      data-testid="pane-resizer"
      onPointerDown={onPointerDown}
      onKeyDown={(e) => {
        const by = { ArrowLeft: -STEP, ArrowRight: STEP }[e.key];
        if (by) change(current() + by);
        else if (e.key === 'Home') change(MIN);
        else if (e.key === 'End') change(MAX);
        else return;
        e.preventDefault();
      }}
    />
  );
  const style = (width ? { '--tree-width': `${width}px` } : {}) as CSSProperties;
  return { style, separator };
}
