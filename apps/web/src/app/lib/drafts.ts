import { useBlocker } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { auth, tokenUser } from './auth';
import { useT } from './i18n';

/**
 * Unsaved input, kept per document in this browser's localStorage under the tenant, the user and the document's
 * docRef: it survives moving to another screen, a reload and a closed tab, and goes when it is saved or discarded.
 * Another user of the same browser never sees it. Storage that is full or disabled keeps nothing (the form still
 * holds its input while it is open).
 */
const PREFIX = 'tmt.draft';

function keyOf(docRef: string): string | null {
  const user = tokenUser(auth.token);
  return user ? `${PREFIX}:${user.tenant}:${user.username}:${docRef}` : null;
}

export function readDraft<T>(docRef: string): T | undefined {
  const key = keyOf(docRef);
  try {
    const text = key ? localStorage.getItem(key) : null;
    return text ? (JSON.parse(text) as T) : undefined;
  } catch {
    return undefined;
  }
}

export function writeDraft(docRef: string, value: unknown) {
  const key = keyOf(docRef);
  try {
    if (key) localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Full or disabled: see above.
  }
}

export function dropDraft(docRef: string) {
  const key = keyOf(docRef);
  try {
    if (key) localStorage.removeItem(key);
  } catch {
    // See writeDraft.
  }
}

/**
 * While a form holds unsaved input, leaving its screen asks first (a link, the breadcrumb, back) and so does closing
 * or reloading the tab. A move within the same screen (another execution of the run) keeps the draft and asks
 * nothing.
 */
export function useLeaveGuard(dirty: boolean) {
  const t = useT();
  useBlocker({
    disabled: !dirty,
    shouldBlockFn: ({ current, next }) => current.pathname !== next.pathname && !window.confirm(t('draft.leave')),
    enableBeforeUnload: true,
  });
}

/**
 * A dialog's form kept as a draft under `key` (what it creates or changes, e.g. `new-suite:P_1/_`): what was typed
 * comes back when the dialog opens again, after another screen or a reload. `empty` is what the form starts from (it
 * may change, e.g. a run's saved title, and an untouched form follows it); input equal to it keeps nothing. `clear`
 * drops the draft (saved, or Discard). Answers the value, its setter, whether input is kept, and `clear`.
 */
export function useDraftState<T>(key: string, empty: T) {
  const base = JSON.stringify(empty);
  const fresh = () => JSON.parse(base) as T;
  const [state, setState] = useState(() => ({ key, base, value: readDraft<T>(key) ?? fresh() }));
  let current = state;
  // Another key (the dialog opened for something else) reads that one's draft; an untouched form follows `empty`.
  if (state.key !== key) current = { key, base, value: readDraft<T>(key) ?? fresh() };
  else if (state.base !== base)
    current = { key, base, value: JSON.stringify(state.value) === state.base ? fresh() : state.value };
  if (current !== state) setState(current);
  const held = JSON.stringify(current.value) !== base;
  useEffect(() => {
    if (state.key !== key) return;
    if (held) writeDraft(key, state.value);
    else dropDraft(key);
  }, [key, state, held]);
  const setValue = (change: T | ((value: T) => T)) =>
    setState((s) => ({ ...s, value: change instanceof Function ? change(s.value) : change }));
  const clear = () => {
    dropDraft(key);
    setState({ key, base, value: fresh() });
  };
  return { value: current.value, setValue, held, clear };
}
