import { posix } from 'node:path';
import { normalizePath, routeOf } from '../src/docs/paths';
import type { Locale } from '../src/docs/types';
import { slugOfFile } from './content-files';
import type { LinkResolver } from './markdown';

/** Relative Markdown links (`../reference/project.md#get_document`) become routes of the same locale. */
export function linkResolver(locale: Locale, filePath: string): LinkResolver {
  return (href) => {
    if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('/') || href.startsWith('#')) return href;
    const [target = '', hash] = href.split('#');
    if (!target.endsWith('.md')) return href;
    const slug = slugOfFile(posix.normalize(posix.join(posix.dirname(filePath), target)));
    return routeOf(locale, slug) + (hash ? `#${hash}` : '');
  };
}

export interface LinkSource {
  route: string;
  links: string[];
}

/**
 * Every internal link must name a page or file the build writes (else the build fails); an `#anchor` must name an
 * id on its page (else a warning: the page still opens, just at its top).
 */
export function checkLinks(sources: LinkSource[], ids: Map<string, Set<string>>, files: Set<string>) {
  const broken: string[] = [];
  const anchors: string[] = [];
  for (const { route, links } of sources) {
    for (const link of links) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(link) || link.startsWith('//')) continue;
      const [path = '', hash] = link.split('#');
      const target = path ? normalizePath(path.split('?')[0] ?? '') : route;
      if (files.has(path)) continue;
      const targetIds = ids.get(target);
      if (!targetIds) {
        broken.push(`${route} → ${link}`);
        continue;
      }
      if (hash && !targetIds.has(decodeURIComponent(hash))) anchors.push(`${route} → ${link}`);
    }
  }
  for (const anchor of anchors) console.warn(`warning: broken anchor ${anchor}`);
  if (broken.length) throw new Error(`Broken internal links:\n  ${broken.join('\n  ')}`);
}
