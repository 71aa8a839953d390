import { close, createIndex } from 'pagefind';
import type { Locale } from '../src/docs/types';

/**
 * One Pagefind index per locale, written next to the locale's pages (docs/pagefind, docs/de/pagefind), so an
 * English search never loads German words and German gets German stemming.
 */
export async function writeSearchIndex(locale: Locale, pages: { url: string; html: string }[], outputPath: string) {
  const { index, errors } = await createIndex({ forceLanguage: locale });
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
  for (const page of pages) {
    const added = await index.addHTMLFile({ url: page.url, content: page.html });
    if (added.errors.length) throw new Error(`Pagefind ${page.url}: ${added.errors.join('; ')}`);
  }
  const written = await index.writeFiles({ outputPath });
  if (written.errors.length) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
}

export const closeSearchIndexer = close;
