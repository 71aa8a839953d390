import { useEffect, useState } from 'react';
import type { Strings } from './i18n';
import { saveTheme, storedTheme, type Theme } from './storage';

export function ThemeToggle({ t }: { t: Strings }) {
  // The server renders light; the stored choice is read after hydration (the head script already applied it).
  const [theme, setTheme] = useState<Theme>('light');
  useEffect(() => setTheme(storedTheme()), []);
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
