import rehypeShikiFromHighlighter from '@shikijs/rehype/core';
import type { Element, Root } from 'hast';
import { toString as textOf } from 'hast-util-to-string';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { createHighlighter } from 'shiki';
import { unified } from 'unified';
import { SKIP, visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import { matter } from 'vfile-matter';
import type { TocEntry } from '../src/docs/types';

export interface Rendered {
  matter: Record<string, unknown>;
  /** The first h1 (removed from the HTML: the layout renders the title). */
  heading: string | undefined;
  html: string;
  toc: TocEntry[];
  /** Every id in the page: the targets of `#anchor` links. */
  ids: string[];
  /** Every link target after rewriting, to check them once all pages are known. */
  links: string[];
  text: string;
}

/** Rewrites an href as written in Markdown (e.g. a relative `.md` path) into the URL the site serves. */
export type LinkResolver = (href: string) => string;

// Code is highlighted at build time into both themes at once (CSS variables), so pages ship no highlighter.
const highlighter = await createHighlighter({
  themes: ['github-light', 'github-dark'],
  langs: ['json', 'jsonc', 'http', 'shellscript', 'typescript', 'javascript', 'yaml'],
});

function collect(resolveLink: LinkResolver, out: Pick<Rendered, 'heading' | 'toc' | 'ids' | 'links'>) {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      const id = typeof node.properties.id === 'string' ? node.properties.id : undefined;
      if (id) out.ids.push(id);
      if (node.tagName === 'h1' && out.heading === undefined && parent && index !== undefined) {
        out.heading = textOf(node);
        parent.children.splice(index, 1);
        return [SKIP, index];
      }
      if ((node.tagName === 'h2' || node.tagName === 'h3') && id)
        out.toc.push({ depth: node.tagName === 'h2' ? 2 : 3, id, text: textOf(node) });
      if (node.tagName === 'a' && typeof node.properties.href === 'string') {
        const href = resolveLink(node.properties.href);
        node.properties.href = href;
        out.links.push(href);
      }
      return undefined;
    });
  };
}

export async function renderMarkdown(source: string, path: string, resolveLink: LinkResolver): Promise<Rendered> {
  const file = new VFile({ value: source, path });
  matter(file, { strip: true });
  const text = String(file.value).replace(/```[\s\S]*?```/g, ' ');
  const out: Pick<Rendered, 'heading' | 'toc' | 'ids' | 'links'> = { heading: undefined, toc: [], ids: [], links: [] };
  const html = await unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeSlug)
    .use(() => collect(resolveLink, out))
    .use(rehypeShikiFromHighlighter, highlighter, {
      themes: { light: 'github-light', dark: 'github-dark' },
      fallbackLanguage: 'text',
    })
    .use(rehypeStringify)
    .process(file);
  return { matter: (file.data.matter ?? {}) as Record<string, unknown>, html: String(html), text, ...out };
}
