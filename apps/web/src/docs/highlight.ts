import type { Locale } from './types';

interface PagefindHighlightOptions {
  highlightParam: string;
  markContext: HTMLElement;
  markOptions: { className: string; exclude: string[]; done: () => void };
  addStyles: boolean;
}

type PagefindHighlight = new (options: PagefindHighlightOptions) => unknown;

/**
 * Marks the words a search hit was found by (`?highlight=`) with Pagefind's own highlighter, which the build writes
 * next to each locale's index. Pagefind hands over its normalised terms (`ausfuhrung` for "Ausführung"); the
 * highlighter matches them with and without diacritics, so an umlaut word is found on the page as it is written.
 */
export async function highlightSearchWords(root: HTMLElement, locale: Locale) {
  for (const old of root.querySelectorAll('mark.search-highlight')) old.replaceWith(...old.childNodes);
  root.normalize();
  if (!new URLSearchParams(location.search).has('highlight')) return;
  const url = `${locale === 'en' ? '/docs/' : '/docs/de/'}pagefind/pagefind-highlight.js`;
  const { default: Highlighter } = (await import(/* @vite-ignore */ url)) as { default: PagefindHighlight };
  new Highlighter({
    highlightParam: 'highlight',
    markContext: root,
    markOptions: {
      className: 'search-highlight',
      exclude: ['[data-pagefind-ignore]', '[data-pagefind-ignore] *', '.copy-code'],
      done: () => root.querySelector('mark.search-highlight')?.scrollIntoView({ block: 'center' }),
    },
    addStyles: false,
  });
}
