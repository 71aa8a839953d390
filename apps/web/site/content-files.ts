import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '../src/docs/types';

export const contentDir = join(import.meta.dirname, '../../../content');

export interface SourceFile {
  /** Path inside the locale's tree, e.g. api/intro.md; relative links resolve against it. */
  path: string;
  slug: string;
  source: string;
}

function listMarkdown(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .sort();
}

/** `index.md` is its folder's page: release-notes/index.md is /docs/release-notes, index.md is /docs/. */
export const slugOfFile = (path: string) => path.replace(/\.md$/, '').replace(/(^|\/)index$/, '');

export function docsFiles(locale: Locale): SourceFile[] {
  const dir = join(contentDir, 'docs', locale);
  return listMarkdown(dir).map((path) => ({
    path,
    slug: slugOfFile(path),
    source: readFileSync(join(dir, path), 'utf8'),
  }));
}

/** Blog posts live in content/blog/<locale>/ and are served under blog/. */
export function blogFiles(locale: Locale): SourceFile[] {
  const dir = join(contentDir, 'blog', locale);
  return listMarkdown(dir).map((file) => ({
    path: `blog/${file}`,
    slug: `blog/${slugOfFile(file)}`,
    source: readFileSync(join(dir, file), 'utf8'),
  }));
}
