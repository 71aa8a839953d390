import { useEffect, useRef, useState } from 'react';

/**
 * A search box that writes the address a moment after typing stops (so back and forward bring earlier searches
 * back), and shows what the address holds when that changes.
 */
export function useSearchText(current: string | undefined, write: (q: string | undefined) => void) {
  const [text, setText] = useState(current ?? '');
  const latestWrite = useRef(write);
  latestWrite.current = write;
  useEffect(() => {
    const q = text.trim() || undefined;
    if (q === current) return;
    const timer = setTimeout(() => latestWrite.current(q), 300);
    return () => clearTimeout(timer);
  }, [text, current]);
  useEffect(() => setText(current ?? ''), [current]);
  return [text, setText] as const;
}
