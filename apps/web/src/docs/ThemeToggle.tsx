import { useEffect, useState } from 'react';
import type { Strings } from './i18n';
import { darkQuery, saveTheme, showTheme, storedTheme, systemTheme, type Theme } from './storage';

/** Light or dark: the system's preference until the reader chooses, then the reader's choice, kept. */
export function ThemeToggle({ t }: { t: Strings }) {
  // The server renders light; the head script has already applied the right theme before the first paint.
  const [theme, setTheme] = useState<Theme>('light');
  useEffect(() => {
    setTheme(storedTheme() ?? systemTheme());
    const query = window.matchMedia?.(darkQuery);
    const follow = () => {
      if (storedTheme()) return;
      showTheme(systemTheme());
      setTheme(systemTheme());
    };
    query?.addEventListener('change', follow);
    return () => query?.removeEventListener('change', follow);
  }, []);
  const next: Theme = theme === 'light' ? 'dark' : 'light';
  const toggle = () => {
    saveTheme(next);
    setTheme(next);
  };
  return (
    <button type="button" className="theme-toggle" aria-label={t.toggleTheme(t.themes[next])} onClick={toggle}>
      {theme === 'light' ? '☀' : '☾'}
    </button>
  );
}
