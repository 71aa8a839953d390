import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { build } from 'vite';
import { footerLinks } from '../src/docs/Footer';
import { dataUrl, locales, routeOf } from '../src/docs/paths';
import { renderPage } from '../src/docs/render';
import type { PageData } from '../src/docs/types';
import { notFoundPage } from '../src/docs/useNavigation';
import { apiDocuments } from './api-documents';
import { blogFeeds } from './feeds';
import { checkLinks } from './links';
import { highlightCss } from './markdown';
import { buildPages } from './pages';
import { closeSearchIndexer, writeSearchIndex } from './search-index';

/**
 * `npm run build` of the web app: the Vite client build, then every docs page prerendered to HTML (readable
 * without JavaScript) plus its JSON for client-side navigation, the 404 pages, blog feeds, the OpenRPC files and
 * one Pagefind index per locale. A broken internal link fails the build; a broken anchor only warns.
 */
const started = performance.now();
const root = join(import.meta.dirname, '..');
const dist = join(root, 'dist');
const docs = join(dist, 'docs');
// Canonical and language links and the feeds need absolute URLs. The build writes TMT_PUBLIC_URL (declared in
// turbo.json, so `npm start` passes it on), and notes in site.json what it wrote: a server that runs under another
// URL (another PORT, say) puts its own in their place as it serves them.
const siteUrl = (process.env.TMT_PUBLIC_URL || 'http://localhost:3000').replace(/\/$/, '');

const write = (path: string, text: string) => {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
};

const built = await buildPages();
const pages = built.map(({ page }) => page);
const specs = apiDocuments();
const files = new Set([
  '/app/',
  ...locales.flatMap((locale) => ['rss.xml', 'atom.xml'].map((feed) => `${routeOf(locale, 'blog')}/${feed}`)),
  ...specs.map(({ area }) => `/docs/tmtapi/${area}.json`),
]);
checkLinks(
  [
    ...built.map(({ page, rendered }) => ({ route: page.route, links: rendered.links })),
    ...locales.map((locale) => ({ route: routeOf(locale, ''), links: footerLinks(locale).map((link) => link.href) })),
  ],
  new Map(built.map(({ page, rendered }) => [page.route, new Set(rendered.ids)])),
  files,
);

await build({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'warn' });
// The highlight classes of all pages, in every page's head: client-side navigation may show any page's code.
const template = readFileSync(join(docs, 'index.html'), 'utf8').replace(
  '</head>',
  `  <style>${highlightCss()}</style>\n  </head>`,
);
rmSync(join(docs, 'index.html'));

const htmlFile = (route: string) => join(dist, route, 'index.html');
const rendered = new Map<PageData, string>();
for (const page of pages) {
  const html = renderPage(template, page, siteUrl);
  rendered.set(page, html);
  write(htmlFile(page.route), html);
  write(join(dist, dataUrl(page.route)), JSON.stringify(page));
}
// Outside /docs/, so no docs path can open them with status 200; the server sends them with status 404.
for (const locale of locales)
  write(join(dist, 'docs-404', `${locale}.html`), renderPage(template, notFoundPage(routeOf(locale, '404')), siteUrl));

for (const { area, spec } of specs) write(join(docs, 'tmtapi', `${area}.json`), JSON.stringify(spec, null, 2));
// Outside docs/, so it is not served.
write(join(dist, 'site.json'), JSON.stringify({ siteUrl }));

for (const locale of locales) {
  const posts = pages.filter((page) => page.locale === locale && page.kind === 'blog-post');
  const feeds = blogFeeds(locale, posts, siteUrl);
  write(join(dist, routeOf(locale, 'blog'), 'rss.xml'), feeds.rss);
  write(join(dist, routeOf(locale, 'blog'), 'atom.xml'), feeds.atom);
}

for (const locale of locales) {
  const searchable = pages.filter((page) => page.locale === locale && page.kind !== 'blog-index');
  await writeSearchIndex(
    locale,
    searchable.map((page) => ({ url: page.route, html: rendered.get(page)! })),
    join(dist, routeOf(locale, 'pagefind')),
  );
}
await closeSearchIndexer();

console.log(`docs: ${pages.length} pages in ${((performance.now() - started) / 1000).toFixed(1)} s`);
