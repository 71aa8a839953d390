import { useEffect, useRef, useState } from 'react';
import type { Strings } from './i18n';
import { type Hit, loadSearch, search } from './pagefind';
import type { Locale } from './types';

type Status = 'idle' | 'loading' | 'ready' | 'failed';

const isMac = () => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** The navbar search: its index loads on first hover or focus; Ctrl/⌘+K focuses it from anywhere. */
export function SearchBox({ locale, t }: { locale: Locale; t: Strings }) {
  const [status, setStatus] = useState<Status>('idle');
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<Hit[] | null>(null);
  const [active, setActive] = useState(0);
  const [shortcut, setShortcut] = useState('');
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // A phone has no keyboard shortcut to offer, and no room for one in the box.
    setShortcut(window.matchMedia('(max-width: 520px)').matches ? '' : isMac() ? '⌘K' : `${t.ctrlKey}+K`);
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        input.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [t]);

  const prepare = () => {
    if (status !== 'idle' && status !== 'failed') return;
    setStatus('loading');
    loadSearch(locale).then(
      () => setStatus('ready'),
      (error: unknown) => {
        console.warn('Loading the search index failed:', error);
        setStatus('failed');
      },
    );
  };

  useEffect(() => {
    if (status !== 'ready' || !query.trim()) {
      setHits(null);
      return;
    }
    let current = true;
    loadSearch(locale)
      .then((pagefind) => search(pagefind, query))
      .then((found) => {
        if (current && found) {
          setHits(found);
          setActive(0);
        }
      });
    return () => {
      current = false;
    };
  }, [status, query, locale]);

  const close = () => {
    setQuery('');
    setHits(null);
    input.current?.blur();
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') close();
    if (!hits?.length) return;
    if (event.key === 'ArrowDown') setActive((active + 1) % hits.length);
    if (event.key === 'ArrowUp') setActive((active - 1 + hits.length) % hits.length);
    if (event.key === 'Enter') document.querySelectorAll<HTMLAnchorElement>('.search-hits a')[active]?.click();
  };

  const ready = shortcut ? t.searchReady(shortcut) : t.search;
  const placeholder = status === 'loading' ? t.searchLoading : status === 'ready' ? ready : t.search;
  return (
    <div className="search">
      <input
        ref={input}
        type="search"
        className="search-input"
        aria-label={t.search}
        placeholder={placeholder}
        value={query}
        onMouseEnter={prepare}
        onFocus={prepare}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {hits && (
        <ul className="search-hits" aria-label={t.search}>
          {hits.length === 0 && <li className="search-empty">{t.noResults}</li>}
          {hits.map((hit, index) => (
            <li key={hit.url} className={index === active ? 'search-hit--active' : undefined}>
              <a href={hit.url} onClick={close}>
                <strong>{hit.title}</strong>
                {/* biome-ignore lint/security/noDangerouslySetInnerHtml: Pagefind's excerpt, escaped by Pagefind, with <mark> */}
                <span dangerouslySetInnerHTML={{ __html: hit.excerpt }} />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
