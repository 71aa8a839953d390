import { useCallback, useEffect, useRef, useState } from 'react';

/** Below this width the sidebar is a drawer opened by ☰ (the breakpoint of the docs site: 996 px). */
export const mobileQuery = '(max-width: 996px)';

export interface Drawer {
  open: boolean;
  /** Where the drawer starts: just below the navbar, wherever the announcement bar has pushed it. */
  top: number | undefined;
  toggle: () => void;
  /** Closes the drawer; `returnFocus` puts the focus back on ☰ (after Escape or a tap outside). */
  close: (returnFocus?: boolean) => void;
  toggleRef: React.RefObject<HTMLButtonElement | null>;
  drawerRef: React.RefObject<HTMLElement | null>;
}

/**
 * The mobile sidebar: ☰ opens and closes it, so do Escape and a tap on the backdrop. While it is open the page
 * behind does not scroll, the navbar stays in place, and the drawer starts below the navbar so ☰ stays in reach.
 */
export function useDrawer(): Drawer {
  const [open, setOpen] = useState(false);
  const [top, setTop] = useState<number>();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLElement>(null);

  const close = useCallback((returnFocus = false) => {
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  }, []);
  const toggle = useCallback(() => setOpen((was) => !was), []);

  useEffect(() => {
    if (!open) return;
    const navbar = document.querySelector('.navbar');
    const measure = () => setTop(navbar ? Math.max(0, navbar.getBoundingClientRect().bottom) : undefined);
    measure();
    drawerRef.current?.focus({ preventScroll: true });
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    // Grown past the breakpoint, the sidebar is no drawer any more: nothing may stay locked.
    const mobile = window.matchMedia(mobileQuery);
    const onWidth = () => {
      if (!mobile.matches) close();
    };
    document.addEventListener('keydown', onKey);
    window.addEventListener('resize', measure);
    mobile.addEventListener('change', onWidth);
    document.documentElement.classList.add('drawer-open');
    return () => {
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('resize', measure);
      mobile.removeEventListener('change', onWidth);
      document.documentElement.classList.remove('drawer-open');
    };
  }, [open, close]);

  return { open, top, toggle, close, toggleRef, drawerRef };
}
