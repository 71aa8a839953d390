/** What the build knows about one page; the client gets it as JSON (the HTML body travels separately on first load). */
export type Locale = 'en' | 'de';

export type SidebarItem =
  | { type: 'link'; label: string; href: string }
  | { type: 'category'; label: string; items: SidebarItem[] };

export interface TocEntry {
  depth: 2 | 3;
  id: string;
  text: string;
}

export type PageKind = 'home' | 'doc' | 'blog-index' | 'blog-post' | 'not-found';

export interface PageData {
  kind: PageKind;
  locale: Locale;
  /** Canonical path, e.g. /docs/api/intro or /docs/de/ */
  route: string;
  title: string;
  description: string;
  /** Rendered Markdown, without the page's h1 (the layout renders the title). */
  html: string;
  toc: TocEntry[];
  sidebar: SidebarItem[] | null;
  /** The same page in each locale, for the language dropdown. */
  alternates: Record<Locale, string>;
  /** Shown in English because its translation is not written yet. */
  untranslated?: boolean;
  /** Blog posts: ISO date and minutes of reading. */
  date?: string;
  readingMinutes?: number;
}
