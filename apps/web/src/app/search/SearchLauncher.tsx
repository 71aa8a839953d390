import { useSearch } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useT } from '../lib/i18n';
import { Icon } from '../ui/Icon';

// The dialog and its words load on the first Ctrl+K (or tap), not with the console.
const SearchDialog = lazy(() => import('./SearchDialog').then((m) => ({ default: m.SearchDialog })));

/**
 * Ctrl+K (⌘K) anywhere in a project, and a header button for touch screens, open the search of the version shown
 * (the address's `v`, else the latest).
 */
export function SearchLauncher({ scope }: { scope: { projectId: string; subProjectId: string } }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const { v } = useSearch({ strict: false }) as { v?: number };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <button
        type="button"
        className="header-button"
        onClick={() => setOpen(true)}
        aria-keyshortcuts="Control+K Meta+K"
        data-testid="search-button"
      >
        <Icon name="search" />
        <span className="visually-hidden">{t('shortcuts.find')}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog scope={{ ...scope, version: v }} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
