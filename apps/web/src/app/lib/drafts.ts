import { useBlocker } from '@tanstack/react-router';
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
