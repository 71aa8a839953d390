import type { Locale } from './i18n';

/** The rows one page of a list screen shows. */
export const PAGE_SIZE = 25;

/** A list screen's address: which page, in which order, with which search words. */
interface ListSearch {
  page?: number;
  sort?: string;
  q?: string;
}

/**
 * The address's page, order and search words as a list query asks for them; an order the screen does not offer
 * falls back to its first.
 */
export function listPage(search: ListSearch, sorts: readonly string[], lang: Locale) {
  const page = search.page ?? 1;
  const sort = search.sort && sorts.includes(search.sort) ? search.sort : (sorts[0] as string);
  return {
    page,
    sort,
    /** Spread into the query's filter. */
    fulltext: search.q ? { fulltext: search.q, lang } : {},
    /** Spread into the query's input. */
    slice: { page: { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE }, sort: [sort] },
  };
}
