import type { Locale } from './types';

export interface Hit {
  url: string;
  title: string;
  excerpt: string;
}

interface PagefindResult {
  data: () => Promise<{ url: string; excerpt: string; meta: { title?: string } }>;
}

interface Pagefind {
  options: (options: { baseUrl?: string; highlightParam?: string }) => Promise<void>;
  init: () => Promise<void>;
  debouncedSearch: (
    term: string,
    options?: object,
    debounceMs?: number,
  ) => Promise<{ results: PagefindResult[] } | null>;
}

const bundles = new Map<Locale, Promise<Pagefind>>();

/** Each locale has its own index, written by the build next to the locale's pages. */
export function loadSearch(locale: Locale): Promise<Pagefind> {
  let bundle = bundles.get(locale);
  if (!bundle) {
    const url = `${locale === 'en' ? '/docs/' : '/docs/de/'}pagefind/pagefind.js`;
    bundle = (import(/* @vite-ignore */ url) as Promise<Pagefind>).then(async (pagefind) => {
      // The index holds absolute page URLs (baseUrl would otherwise default to the bundle's folder); result URLs
      // carry the matched words, so the target page can highlight them.
      await pagefind.options({ baseUrl: '/', highlightParam: 'highlight' });
      await pagefind.init();
      return pagefind;
    });
    bundle.catch(() => bundles.delete(locale));
    bundles.set(locale, bundle);
  }
  return bundle;
}

/** The best hits for a query; `null` when a newer query superseded this one. */
export async function search(pagefind: Pagefind, query: string): Promise<Hit[] | null> {
  const found = await pagefind.debouncedSearch(query, {}, 120);
  if (!found) return null;
  const data = await Promise.all(found.results.slice(0, 8).map((result) => result.data()));
  return data.map((hit) => ({ url: hit.url, title: hit.meta.title ?? hit.url, excerpt: hit.excerpt }));
}
