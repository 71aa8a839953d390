import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ErrorReason } from '../src/errors';

const docsRoot = resolve(import.meta.dirname, '../../../content/docs');

/** Every Markdown file of one language's docs, read into one text. */
function docsText(lang: string): string {
  const dir = join(docsRoot, lang);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .join('\n');
}

describe('error reasons in the docs', () => {
  // An integrator meets a reason on the wire and looks it up: each one the server can answer is documented.
  it.each(['en', 'de'])('names every reason of the contract in the %s docs', (lang) => {
    const text = docsText(lang);
    const missing = Object.values(ErrorReason).filter((reason) => !text.includes(`\`${reason}\``));
    expect(missing).toEqual([]);
  });
});
