/**
 * Internal text that must never reach a client: SQL, stack frames, file paths. Each pattern is named so a failure
 * says what leaked.
 */
const LEAKS: [string, RegExp][] = [
  ['SQL statement', /\b(SELECT|INSERT|UPDATE|DELETE)\b.*\b(FROM|INTO|SET|WHERE)\b/is],
  ['PostgreSQL error', /syntax error at|violates|duplicate key value|relation "|column "|unsupported Unicode escape/i],
  ['stack frame', /\n\s+at \S|\bat \S+ \(.*:\d+:\d+\)/],
  ['Error with a file position', /Error:.*\.[cm]?[jt]s:\d+/s],
  ['file path', /\/(work|home|usr|node_modules|tmp)\/|\.[cm]?ts:\d+/],
];

/** The first kind of internal text found in `text`, with the match, or undefined when it is clean. */
export function findLeak(text: string): string | undefined {
  for (const [kind, pattern] of LEAKS) {
    const match = pattern.exec(text);
    if (match) return `${kind}: ${JSON.stringify(match[0].slice(0, 200))}`;
  }
  return undefined;
}

/** The error objects of a JSON-RPC answer (single or batch); anything else yields nothing. */
export function errorsOf(body: unknown): unknown[] {
  const entries = Array.isArray(body) ? body : [body];
  return entries.flatMap((entry) =>
    entry && typeof entry === 'object' && 'error' in entry ? [(entry as { error: unknown }).error] : [],
  );
}

/** Every string in a JSON value, keys included, as sent (not JSON-escaped, so line breaks are real). */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => [key, ...stringsOf(inner)]);
  }
  return [];
}

/** The first leak in any string of one error object. */
export function leakInError(error: unknown): string | undefined {
  for (const text of stringsOf(error)) {
    const leak = findLeak(text);
    if (leak) return leak;
  }
  return undefined;
}

/** Fails loudly when an error answer carries internal text. */
export function assertNoLeak(body: unknown, what: string): void {
  for (const error of errorsOf(body)) {
    const leak = leakInError(error);
    if (leak) throw new Error(`${what}: an error answer leaks ${leak}: ${JSON.stringify(error).slice(0, 500)}`);
  }
}
