import { createHash } from 'node:crypto';
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

// Shiki writes a colour pair as an inline style on every token; the pairs are few, the tokens many (a long JSON
// example repeats the same three styles thousands of times). Each distinct style becomes one short class, shared by
// all pages, and tokens in the block's own colours lose their span altogether. The name is a hash of the style, so a build names them the same whatever order the pages render in.
const styleClasses = new Map<string, string>();
const classOf = (style: string) => {
  let name = styleClasses.get(style);
  if (!name) {
    name = `hl-${createHash('sha256').update(style).digest('hex').slice(0, 6)}`;
    if ([...styleClasses.values()].includes(name)) throw new Error(`highlight class ${name} names two styles`);
    styleClasses.set(style, name);
  }
  return name;
};

/** The rules of every highlight class handed out so far: build them after the last page is rendered. */
export const highlightCss = () =>
  [...styleClasses]
    .sort(([, a], [, b]) => a.localeCompare(b))
    .map(([style, name]) => `.shiki.${name},.shiki .${name}{${style}}`)
    .join('');

const colours = (style: string) =>
  style
    .toLowerCase()
    .split(';')
    .filter((rule) => /^(color|--shiki-dark):/.test(rule))
    .sort()
    .join(';');

function compactHighlight() {
  return (tree: Root) => {
    visit(tree, 'element', (pre: Element) => {
      if (pre.tagName !== 'pre' || typeof pre.properties.style !== 'string') return;
      const blockColours = colours(pre.properties.style);
      // Shiki sets `class` as one string; hast's own name for it is `className`, a list.
      const own = pre.properties.className ?? pre.properties.class ?? [];
      delete pre.properties.class;
      pre.properties.className = [
        ...(Array.isArray(own) ? own.map(String) : String(own).split(' ')),
        classOf(pre.properties.style),
      ];
      delete pre.properties.style;
      visit(pre, 'element', (span: Element, index, parent) => {
        const style = span.properties.style;
        if (span.tagName !== 'span' || typeof style !== 'string' || !parent || index === undefined) return undefined;
        if (colours(style) === blockColours && style.split(';').length === 2) {
          parent.children.splice(index, 1, ...span.children);
          return index;
        }
        span.properties.className = [classOf(style)];
        delete span.properties.style;
        return undefined;
      });
    });
  };
}

/**
 * A name in code font stays whole in a table cell (`TestRunTestCaseAdditionalFields-dm`, `TMT_DB_POOL_MAX`): the
 * other columns give way, or the table scrolls sideways. Code of several words may wrap between them, never inside one.
 */
function keepNamesWhole() {
  return (tree: Root) => {
    visit(tree, 'element', (cell: Element) => {
      if (cell.tagName !== 'td' && cell.tagName !== 'th') return;
      visit(cell, 'element', (code: Element) => {
        if (code.tagName !== 'code') return;
        const words = textOf(code).split(/(\s+)/).filter(Boolean);
        if (words.length === 1) {
          code.properties.className = ['name'];
          return;
        }
        code.children = words.map((word) =>
          /^\s+$/.test(word)
            ? { type: 'text', value: word }
            : {
                type: 'element',
                tagName: 'span',
                properties: { className: ['name'] },
                children: [{ type: 'text', value: word }],
              },
        );
      });
    });
  };
}

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
    .use(keepNamesWhole)
    .use(rehypeShikiFromHighlighter, highlighter, {
      themes: { light: 'github-light', dark: 'github-dark' },
      fallbackLanguage: 'text',
    })
    .use(compactHighlight)
    .use(rehypeStringify)
    .process(file);
  return { matter: (file.data.matter ?? {}) as Record<string, unknown>, html: String(html), text, ...out };
}
