import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The documentation sources: content/docs/<locale>/… and content/blog/<locale>/…. */
export const contentDir = resolve(import.meta.dirname, '../../../content');

export interface CodeBlock {
  lang: string;
  code: string;
  /** 1-based line of the opening fence, for failure messages. */
  line: number;
}

/** The fenced code blocks of a Markdown text, in order. */
export function codeBlocks(markdown: string): CodeBlock[] {
  return [...markdown.matchAll(/^```(\w*)[^\n]*\n([\s\S]*?)^```\s*$/gm)].map((match) => ({
    lang: match[1] ?? '',
    code: match[2] ?? '',
    line: markdown.slice(0, match.index).split('\n').length,
  }));
}

/** Every Markdown file of the site's content (docs and blog, both locales), by path relative to content/. */
export function contentFiles(): { path: string; text: string }[] {
  return readdirSync(contentDir, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.md'))
    .sort()
    .map((path) => ({ path, text: readFileSync(join(contentDir, path), 'utf8') }));
}
