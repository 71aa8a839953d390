import type { Locale } from './types';

export const locales: Locale[] = ['en', 'de'];

/** The route of a page slug in a locale: '' is the locale's home, English has no prefix. */
export function routeOf(locale: Locale, slug: string): string {
  const root = locale === 'en' ? '/docs/' : '/docs/de/';
  return slug ? `${root}${slug}` : root;
}

export function localeOf(path: string): Locale {
  return path === '/docs/de' || path.startsWith('/docs/de/') ? 'de' : 'en';
}

/** The slug of a route in its locale (the inverse of routeOf). */
export function slugOf(route: string): string {
  return route.replace(localeOf(route) === 'de' ? /^\/docs\/de\/?/ : /^\/docs\/?/, '');
}

/** `.html`, `/index.html` and a trailing slash name the same page as the bare path. */
export function normalizePath(pathname: string): string {
  const bare = pathname.replace(/(\/index)?\.html$/, '').replace(/\/+$/, '');
  return bare === '/docs' || bare === '/docs/de' ? `${bare}/` : bare;
}

/** Where the build writes a page's data; the client fetches it for client-side navigation. */
export function dataUrl(route: string): string {
  const slug = slugOf(route);
  const key = localeOf(route) === 'de' ? `de/${slug || 'index'}` : slug || 'index';
  return `/docs/_data/${key}.json`;
}

/** Links the client router handles itself: docs pages, not files such as feeds or spec downloads. */
export function isDocsPage(url: URL): boolean {
  return (
    url.origin === location.origin && url.pathname.startsWith('/docs/') && !/\.(?!html$)[a-z0-9]+$/i.test(url.pathname)
  );
}
