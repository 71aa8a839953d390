import { useEffect, useRef } from 'react';

/** True when a key press belongs to a field being typed in, not to a shortcut. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

/** Global single-key shortcuts (`?`, `/`, `t`, `g` then `p`), off while typing in a field or with a modal open. */
export function useGlobalShortcuts(handlers: Record<string, () => void>) {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    let pending = '';
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      if (document.querySelector('[role="dialog"][aria-modal="true"], dialog[open]')) return;
      const key = pending ? `${pending} ${event.key}` : event.key;
      pending = '';
      const handler = latest.current[key];
      if (handler) {
        event.preventDefault();
        handler();
      } else if (Object.keys(latest.current).some((k) => k.startsWith(`${event.key} `))) {
        pending = event.key;
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
