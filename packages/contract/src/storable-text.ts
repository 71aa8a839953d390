/** One place in a value where text PostgreSQL cannot store was found. */
export interface UnstorableTextIssue {
  /** Dotted path from the root, e.g. `params.document.Root.General.Title` or `params.steps.0`. */
  path: string;
  message: string;
  code: 'unstorable_text' | 'too_deep';
}

/** Nesting deeper than this is refused: no document needs it, and walking it (here, in zod, in JSON) costs stack. */
export const MAX_INPUT_DEPTH = 64;

// NUL, or a UTF-16 surrogate without its partner: PostgreSQL refuses both in text and jsonb.
const unstorable = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether `text` holds a character PostgreSQL cannot store (NUL or a lone surrogate). */
export const isUnstorableText = (text: string): boolean => unstorable.test(text);

const unstorableAll = new RegExp(unstorable.source, 'g');

/** `text` with each character PostgreSQL cannot store replaced by U+FFFD, for text of our own making (logs, errors). */
export const storableText = (text: string): string => text.replace(unstorableAll, '\uFFFD');

/**
 * Whether `value` holds anything `unstorableTextIssues` reports. Allocates nothing: every call of the API runs it,
 * and only an input it flags pays for the paths.
 */
export function hasUnstorableInput(value: unknown, depth = 0): boolean {
  if (depth > MAX_INPUT_DEPTH) return true;
  if (typeof value === 'string') return unstorable.test(value);
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) {
    for (const item of value) if (hasUnstorableInput(item, depth + 1)) return true;
    return false;
  }
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (unstorable.test(key) || hasUnstorableInput((value as Record<string, unknown>)[key], depth + 1)) return true;
  }
  return false;
}

// Paths name the offending key too; it is escaped so answers and logs stay readable.
const printable = (key: string | number) =>
  String(key).replace(/[\0\uD800-\uDFFF]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * Every string and object key in a JSON value that PostgreSQL could not store, with its path under `root`, and
 * nesting deeper than MAX_INPUT_DEPTH (answered before the walk would need more stack).
 * The API runs it on the raw input of every call before parsing, so no method can forget it; browser-safe.
 * Stops after `max` findings, as one is enough to refuse the input. Paths are built only for findings.
 */
export function unstorableTextIssues(value: unknown, root = 'params', max = 20): UnstorableTextIssue[] {
  const issues: UnstorableTextIssue[] = [];
  const trail: (string | number)[] = [];
  const found = (what: string) =>
    issues.push({
      path: [root, ...trail].map(printable).join('.'),
      message: `${what} must not contain NUL or unpaired surrogate characters`,
      code: 'unstorable_text',
    });
  const walk = (node: unknown): void => {
    if (trail.length > MAX_INPUT_DEPTH) {
      issues.push({
        path: [root, ...trail.slice(0, 3)].map(printable).join('.'),
        message: `input must not nest deeper than ${MAX_INPUT_DEPTH} levels`,
        code: 'too_deep',
      });
      return;
    }
    if (typeof node === 'string') {
      if (unstorable.test(node)) found('text');
    } else if (Array.isArray(node)) {
      for (let i = 0; i < node.length && issues.length < max; i++) {
        trail.push(i);
        walk(node[i]);
        trail.pop();
      }
    } else if (typeof node === 'object' && node !== null) {
      for (const key in node) {
        if (issues.length >= max) break;
        if (!Object.hasOwn(node, key)) continue;
        trail.push(key);
        if (unstorable.test(key)) found('a key');
        walk((node as Record<string, unknown>)[key]);
        trail.pop();
      }
    }
  };
  walk(value);
  return issues;
}
