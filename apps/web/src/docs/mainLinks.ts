import type { Strings } from './i18n';
import { routeOf } from './paths';
import type { PageData } from './types';

export interface MainLink {
  label: string;
  href: string;
  current: boolean;
}

/** The top bar's links; on a phone they move into the drawer. */
export function mainLinks(page: PageData, t: Strings): MainLink[] {
  const to = (slug: string) => routeOf(page.locale, slug);
  const inApi = page.route.startsWith(to('api/')) || page.route.startsWith(to('tmtapi/'));
  const inBlog = page.route === to('blog') || page.route.startsWith(to('blog/'));
  return [
    { label: t.docs, href: to('intro'), current: !inApi && !inBlog && page.sidebar !== null },
    { label: t.api, href: to('api/intro'), current: inApi },
    { label: t.blog, href: to('blog'), current: inBlog },
    // The console is its own application, in English; it opens in place of the docs.
    { label: t.console, href: '/app/', current: false },
  ];
}
