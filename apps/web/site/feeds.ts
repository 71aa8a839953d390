import { Feed } from 'feed';
import type { Locale, PageData } from '../src/docs/types';

/** RSS 2.0 and Atom 1.0 feeds of one locale's blog; feed readers need absolute URLs. */
export function blogFeeds(locale: Locale, posts: PageData[], siteUrl: string) {
  const home = `${siteUrl}${locale === 'en' ? '/docs/blog' : '/docs/de/blog'}`;
  const feed = new Feed({
    title: locale === 'en' ? 'TMT blog' : 'TMT-Blog',
    description:
      locale === 'en' ? 'News and background from the TMT project' : 'Neuigkeiten und Hintergründe aus dem TMT-Projekt',
    id: home,
    link: home,
    language: locale,
    copyright: locale === 'en' ? 'Copyright © 2025 TMT contributors' : 'Copyright © 2025 TMT-Mitwirkende',
    updated: new Date(posts[0]?.date ?? '2025-01-01'),
    feedLinks: { rss: `${home}/rss.xml`, atom: `${home}/atom.xml` },
  });
  for (const post of posts) {
    feed.addItem({
      title: post.title,
      id: `${siteUrl}${post.route}`,
      link: `${siteUrl}${post.route}`,
      description: post.description,
      content: post.html,
      date: new Date(post.date ?? 0),
    });
  }
  return { rss: feed.rss2(), atom: feed.atom1() };
}
