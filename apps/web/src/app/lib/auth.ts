import { useSyncExternalStore } from 'react';

/**
 * The bearer token of the signed-in user: in memory, and in sessionStorage so that a reload of the tab keeps it (a
 * new tab or a closed browser signs in again). Never in a URL. Listeners hear every change.
 */
const STORAGE_KEY = 'tmt.console.token';

export type SignedOutReason = 'expired' | 'signed-out';

interface AuthState {
  token: string | null;
  /** Why the last session ended, shown on the sign-in page. */
  reason: SignedOutReason | null;
}

function readStored(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

let state: AuthState = { token: readStored(), reason: null };
const listeners = new Set<() => void>();

function set(next: AuthState) {
  state = next;
  try {
    if (next.token) sessionStorage.setItem(STORAGE_KEY, next.token);
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage disabled: the token lives in memory only.
  }
  for (const listener of listeners) listener();
}

export const auth = {
  get token() {
    return state.token;
  },
  get reason() {
    return state.reason;
  },
  signIn(token: string) {
    set({ token, reason: null });
  },
  signOut(reason: SignedOutReason = 'signed-out') {
    if (state.token || state.reason !== reason) set({ token: null, reason });
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useAuth(): AuthState {
  return useSyncExternalStore(auth.subscribe, () => state);
}

/** The user a token names, read from its payload for display only (the server checks the token). */
export function tokenUser(token: string | null): { username: string; tenant: string } | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(new TextDecoder().decode(Uint8Array.from(json, (c) => c.charCodeAt(0))));
    const username = claims.preferred_username ?? claims.sub;
    return typeof username === 'string' ? { username, tenant: String(claims.tenant ?? '') } : null;
  } catch {
    return null;
  }
}
