import { useState } from 'react';

const STORAGE_KEY = 'tmt.token';

// localStorage throws when storage is disabled (some private modes); the console then just forgets the token.
function readToken(): string {
  try {
    return localStorage.getItem(STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

function writeToken(token: string): void {
  try {
    if (token) localStorage.setItem(STORAGE_KEY, token);
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // See readToken.
  }
}

/** The bearer token, kept in localStorage under `tmt.token` so it survives a reload. */
export function useStoredToken(): [string, (token: string) => void] {
  const [token, setToken] = useState(readToken);
  const update = (next: string) => {
    setToken(next);
    writeToken(next);
  };
  return [token, update];
}
