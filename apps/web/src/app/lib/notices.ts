import { useSyncExternalStore } from 'react';

export interface Notice {
  id: number;
  text: string;
  tone: 'info' | 'error';
}

let notices: Notice[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/**
 * Short messages about what just happened, read out by screen readers; each goes after a few seconds. The same
 * message again replaces the one shown (four saves show one "Saved.", not four).
 */
export function notify(text: string, tone: Notice['tone'] = 'info') {
  const id = nextId++;
  notices = [...notices.filter((n) => n.text !== text).slice(-3), { id, text, tone }];
  emit();
  setTimeout(() => {
    notices = notices.filter((n) => n.id !== id);
    emit();
  }, 6_000);
}

export const useNotices = (): Notice[] =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => notices,
  );
