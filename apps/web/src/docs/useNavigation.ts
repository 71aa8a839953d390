import { useCallback, useEffect, useRef, useState } from 'react';
import { ui } from './i18n';
import { forgetPage, loadPage, prefetchPage } from './loader';
import { isDocsPage, localeOf, normalizePath, routeOf } from './paths';
import type { PageData } from './types';

/** Spinner and progress bar wait this long, so fast loads show neither. */
const indicatorDelayMs = 200;

export function notFoundPage(route: string): PageData {
  const locale = localeOf(route);
  return {
    kind: 'not-found',
    locale,
    route,
    title: ui[locale].notFoundTitle,
    description: '',
    html: '',
    toc: [],
    sidebar: null,
    alternates: { en: routeOf('en', ''), de: routeOf('de', '') },
  };
}

function scrollToTarget(hash: string) {
  const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
}

export interface Navigation {
  page: PageData;
  /** Search words to mark on the page (from `?highlight=`). */
  highlight: string[];
  /** A navigation to another path has taken longer than the delay. */
  showProgress: boolean;
  /** A retry has taken longer than the delay. */
  showSpinner: boolean;
  failure: string | null;
  retry: () => void;
  reload: () => void;
  navigate: (url: URL) => void;
}

/**
 * Client-side navigation: links to docs pages load the next page's data and swap it in; hovering or focusing a
 * link prefetches it. The URL changes at once, the current page stays until the next one is there.
 */
export function useNavigation(initial: PageData, onNavigate: () => void): Navigation {
  const [page, setPage] = useState(initial);
  const [highlight, setHighlight] = useState<string[]>([]);
  const [failedRoute, setFailedRoute] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [slow, setSlow] = useState<'progress' | 'spinner' | null>(null);
  const latest = useRef(0);

  const load = useCallback(
    async (route: string, indicator: 'progress' | 'spinner', hash = '', words: string[] = []) => {
      const id = ++latest.current;
      const timer = setTimeout(() => id === latest.current && setSlow(indicator), indicatorDelayMs);
      try {
        const data = await loadPage(route);
        if (id !== latest.current) return;
        setFailure(null);
        setFailedRoute(null);
        setPage(data ?? notFoundPage(route));
        setHighlight(words);
        requestAnimationFrame(() => scrollToTarget(hash));
      } catch (error) {
        if (id !== latest.current) return;
        setFailedRoute(route);
        setFailure(error instanceof Error ? error.message : String(error));
      } finally {
        clearTimeout(timer);
        if (id === latest.current) setSlow(null);
      }
    },
    [],
  );

  const navigate = useCallback(
    (url: URL) => {
      const route = normalizePath(url.pathname);
      history.pushState(null, '', url.href);
      onNavigate();
      load(route, 'progress', url.hash, url.searchParams.getAll('highlight'));
    },
    [load, onNavigate],
  );

  useEffect(() => {
    setHighlight(new URLSearchParams(location.search).getAll('highlight'));
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented || event.button !== 0) return;
      if (
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey ||
        link.target ||
        link.hasAttribute('download')
      )
        return;
      const url = new URL(link.href);
      if (!isDocsPage(url)) return;
      // A jump within the page is the browser's own job.
      if (
        url.hash &&
        normalizePath(url.pathname) === normalizePath(location.pathname) &&
        url.search === location.search
      )
        return;
      event.preventDefault();
      navigate(url);
    };
    const onHover = (event: Event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement)) return;
      const url = new URL(link.href);
      if (isDocsPage(url)) prefetchPage(normalizePath(url.pathname));
    };
    const onPopState = () => load(normalizePath(location.pathname), 'progress', location.hash);
    document.addEventListener('click', onClick);
    document.addEventListener('mouseover', onHover);
    document.addEventListener('focusin', onHover);
    window.addEventListener('popstate', onPopState);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('mouseover', onHover);
      document.removeEventListener('focusin', onHover);
      window.removeEventListener('popstate', onPopState);
    };
  }, [navigate, load]);

  const retry = useCallback(() => {
    if (failedRoute) load(failedRoute, 'spinner', location.hash);
  }, [failedRoute, load]);

  const reload = useCallback(() => {
    forgetPage(page.route);
    load(page.route, 'spinner', location.hash);
  }, [page.route, load]);

  return {
    page,
    highlight,
    showProgress: slow === 'progress',
    showSpinner: slow === 'spinner',
    failure,
    retry,
    reload,
    navigate,
  };
}
