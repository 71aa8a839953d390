import { useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';

// The docs site keeps its colour mode under the same key, so both parts of the site look alike.
const STORAGE_KEY = 'theme';

function initialTheme(): Theme {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

let current: Theme = initialTheme();
const listeners = new Set<() => void>();
document.documentElement.dataset.theme = current;

export const theme = {
  toggle() {
    current = current === 'dark' ? 'light' : 'dark';
    document.documentElement.dataset.theme = current;
    try {
      localStorage.setItem(STORAGE_KEY, current);
    } catch {
      // Not remembered without storage.
    }
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const useTheme = (): Theme => useSyncExternalStore(theme.subscribe, () => current);
