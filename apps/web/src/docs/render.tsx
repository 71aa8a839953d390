import { renderToString } from 'react-dom/server';
import { pageTitle } from './App';
import { ui } from './i18n';
import { routeOf } from './paths';
import { Root } from './Root';
import { headScript } from './storage';
import type { PageData } from './types';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * The prerendered HTML of one page, filled into the client build's template. Canonical and language links must be
 * absolute (search engines ignore relative hreflang links), so they carry `siteUrl`; the feed links may be relative.
 */
export function renderPage(template: string, page: PageData, siteUrl: string): string {
  const { html: _body, ...data } = page;
  const t = ui[page.locale];
  const blog = routeOf(page.locale, 'blog');
  const head = [
    `<title>${escapeHtml(pageTitle(page))}</title>`,
    page.description && `<meta name="description" content="${escapeHtml(page.description)}" />`,
    page.kind === 'not-found' ? '<meta name="robots" content="noindex" />' : '',
    page.kind !== 'not-found' && `<link rel="canonical" href="${siteUrl}${page.route}" />`,
    ...Object.entries(page.alternates).map(
      ([locale, href]) => `<link rel="alternate" hreflang="${locale}" href="${siteUrl}${href}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${siteUrl}${page.alternates.en}" />`,
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(t.feedRss)}" href="${blog}/rss.xml" />`,
    `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(t.feedAtom)}" href="${blog}/atom.xml" />`,
    `<script>${headScript}</script>`,
    // `<` is escaped so page text can never close the script element.
    `<script type="application/json" id="page-data">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`,
  ]
    .filter(Boolean)
    .join('\n    ');
  return template
    .replace('<html lang="en">', `<html lang="${page.locale}" data-theme="light">`)
    .replace('<!--app-head-->', head)
    .replace('<!--app-html-->', renderToString(<Root initialPage={page} />));
}
