import type { OpenRpcDocument } from '@tmt/contract';
import readingTime from 'reading-time';
import { locales, routeOf } from '../src/docs/paths';
import type { Locale, PageData, PageKind, SidebarItem } from '../src/docs/types';
import { apiDocuments } from './api-documents';
import { apiSpecMarkdown } from './api-spec';
import { blogFiles, docsFiles, type SourceFile } from './content-files';
import { linkResolver } from './links';
import { type Rendered, renderMarkdown } from './markdown';
import { requiredSlugs, type SidebarSpec, sidebars } from './routes';

export interface BuiltPage {
  page: PageData;
  rendered: Rendered;
}

const str = (value: unknown) => (typeof value === 'string' ? value : undefined);

async function render(locale: Locale, file: SourceFile, kind: PageKind, untranslated = false) {
  const rendered = await renderMarkdown(file.source, file.path, linkResolver(locale, file.path));
  const title = str(rendered.matter.title) ?? rendered.heading;
  if (!title) throw new Error(`content ${locale}/${file.path} has neither a title nor an h1`);
  return { file, kind, rendered, title, untranslated };
}

/** A page without a translation yet is served in English at its localized address, with a notice. */
function withFallback(locale: Locale): { file: SourceFile; untranslated: boolean }[] {
  const own = docsFiles(locale);
  if (locale === 'en') return own.map((file) => ({ file, untranslated: false }));
  const translated = new Set(own.map((file) => file.slug));
  const missing = docsFiles('en').filter((file) => !translated.has(file.slug));
  return [
    ...own.map((file) => ({ file, untranslated: false })),
    ...missing.map((file) => ({ file, untranslated: true })),
  ];
}

type Rendering = Awaited<ReturnType<typeof render>>;

const versionKey = (slug: string) =>
  (slug.match(/release_(\d+)\.(\d+)\.(\d+)$/)?.slice(1) ?? []).map((part) => part.padStart(4, '0')).join('.');

function blogIndexMarkdown(locale: Locale, posts: Rendering[]): string {
  const intro =
    locale === 'de'
      ? 'Neuigkeiten und Hintergründe aus dem TMT-Projekt. Abonnieren Sie den [RSS-Feed](/docs/de/blog/rss.xml) oder den [Atom-Feed](/docs/de/blog/atom.xml).'
      : 'News and background from the TMT project. Subscribe with the [RSS feed](/docs/blog/rss.xml) or the [Atom feed](/docs/blog/atom.xml).';
  const entries = posts.map((post) => {
    const date = str(post.rendered.matter.date) ?? '';
    const minutes = Math.max(1, Math.round(readingTime(post.rendered.text).minutes));
    const meta = locale === 'de' ? `${date} · ${minutes} Min. Lesezeit` : `${date} · ${minutes} min read`;
    return `## [${post.title}](${post.file.path.replace('blog/', '')})\n\n${meta}\n\n${str(post.rendered.matter.description) ?? ''}\n`;
  });
  return `---\ntitle: Blog\n---\n\n${intro}\n\n${entries.join('\n')}`;
}

function buildSidebar(spec: SidebarSpec, titles: Map<string, string>, locale: Locale): SidebarItem[] {
  const link = (slug: string): SidebarItem => {
    const label = titles.get(slug);
    if (!label) throw new Error(`sidebar entry ${slug} has no page in ${locale}`);
    return { type: 'link', label, href: routeOf(locale, slug) };
  };
  return spec.map((entry) =>
    typeof entry === 'string'
      ? link(entry)
      : { type: 'category', label: entry.label[locale], items: entry.items.map(link) },
  );
}

const hrefsOf = (items: SidebarItem[]): string[] =>
  items.flatMap((item) => (item.type === 'link' ? [item.href] : hrefsOf(item.items)));

async function localePages(locale: Locale, specs: { area: string; spec: OpenRpcDocument }[]): Promise<Rendering[]> {
  const docs = await Promise.all(
    withFallback(locale).map(({ file, untranslated }) =>
      render(locale, file, file.slug === '' ? 'home' : 'doc', untranslated),
    ),
  );
  const generated = await Promise.all(
    specs.map(({ area, spec }) =>
      render(
        locale,
        { path: `tmtapi/${area}.md`, slug: `tmtapi/${area}`, source: apiSpecMarkdown(area, spec, locale) },
        'doc',
      ),
    ),
  );
  const posts = (await Promise.all(blogFiles(locale).map((file) => render(locale, file, 'blog-post')))).sort((a, b) =>
    (str(b.rendered.matter.date) ?? '').localeCompare(str(a.rendered.matter.date) ?? ''),
  );
  const blogIndex = await render(
    locale,
    { path: 'blog/index.md', slug: 'blog', source: blogIndexMarkdown(locale, posts) },
    'blog-index',
  );
  return [...docs, ...generated, ...posts, blogIndex];
}

/** Every page of the site in both locales, with sidebars, alternates and blog metadata. */
export async function buildPages(): Promise<BuiltPage[]> {
  const specs = apiDocuments();
  const byLocale = new Map<Locale, Rendering[]>();
  for (const locale of locales) byLocale.set(locale, await localePages(locale, specs));
  const slugs = (locale: Locale) => new Set(byLocale.get(locale)!.map((r) => r.file.slug));

  const built: BuiltPage[] = [];
  for (const locale of locales) {
    const renderings = byLocale.get(locale)!;
    const missing = requiredSlugs.filter((slug) => !slugs(locale).has(slug));
    if (missing.length) throw new Error(`content/docs/${locale} lacks pages for: ${missing.join(', ')}`);
    const titles = new Map(renderings.map((r) => [r.file.slug, str(r.rendered.matter.sidebar_label) ?? r.title]));
    const releases = [...slugs(locale)].filter((slug) => slug.startsWith('release-notes/notes/'));
    releases.sort((a, b) => versionKey(b).localeCompare(versionKey(a)));
    const trees = {
      guide: buildSidebar(sidebars.guide, titles, locale),
      api: buildSidebar(sidebars.api, titles, locale),
      releases: buildSidebar([...sidebars.releases, ...releases], titles, locale),
    };
    const sidebarOf = (slug: string) =>
      Object.values(trees).find((tree) => hrefsOf(tree).includes(routeOf(locale, slug))) ?? null;
    for (const { file, kind, rendered, title, untranslated } of renderings) {
      const date = str(rendered.matter.date);
      built.push({
        rendered,
        page: {
          kind,
          locale,
          route: routeOf(locale, file.slug),
          title,
          description: str(rendered.matter.description) ?? '',
          html: rendered.html,
          toc: rendered.toc,
          sidebar: sidebarOf(file.slug),
          alternates: Object.fromEntries(
            locales.map((other) => [other, routeOf(other, slugs(other).has(file.slug) ? file.slug : '')]),
          ) as Record<Locale, string>,
          ...(untranslated ? { untranslated } : {}),
          ...(kind === 'blog-post' && date
            ? { date, readingMinutes: Math.max(1, Math.round(readingTime(rendered.text).minutes)) }
            : {}),
        },
      });
    }
  }
  return built;
}
