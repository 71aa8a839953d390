import { useEffect, useRef } from 'react';
import { addCopyButtons } from './copyButtons';
import { highlightSearchWords } from './highlight';
import type { Strings } from './i18n';
import type { PageData } from './types';

/** The page's own content: title, blog meta and the prerendered Markdown body. */
export function Article({ page, t, highlight }: { page: PageData; t: Strings; highlight: string[] }) {
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (body.current && page.html) addCopyButtons(body.current, t);
  }, [page.html, t]);
  useEffect(() => {
    if (body.current && page.html && highlight.length > 0)
      highlightSearchWords(body.current, page.locale).catch((error: unknown) =>
        console.warn('Highlighting the search words failed:', error),
      );
  }, [page.html, page.locale, highlight]);
  // A page module with nothing to render is a bug in the build or a broken deploy: crash loudly.
  if (typeof page.html !== 'string' || typeof page.title !== 'string')
    throw new Error(t.cannotRender(page.route), { cause: new Error(t.noContent) });
  const searchable = page.kind === 'doc' || page.kind === 'blog-post' || page.kind === 'home';
  return (
    <article className={`article article--${page.kind}`} data-pagefind-body={searchable ? '' : undefined}>
      <h1 data-pagefind-meta="title">{page.title}</h1>
      {page.untranslated && <p className="untranslated">{t.untranslated}</p>}
      {page.date && (
        <p className="post-meta">
          <time dateTime={page.date}>{page.date}</time>
          {page.readingMinutes !== undefined && ` · ${t.readingTime(page.readingMinutes)}`}
        </p>
      )}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: HTML rendered from our own Markdown at build time */}
      <div className="markdown" id="page-html" ref={body} dangerouslySetInnerHTML={{ __html: page.html }} />
    </article>
  );
}

export function NotFound({ t, home }: { t: Strings; home: string }) {
  return (
    <article className="article">
      <h1>{t.notFoundTitle}</h1>
      <p>{t.notFoundText}</p>
      <p>
        <a href={home}>{t.notFoundBack}</a>
      </p>
    </article>
  );
}
