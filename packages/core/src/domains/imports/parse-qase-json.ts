import type { Readable } from 'node:stream';
import { TextDecoder } from 'node:util';
import { batcher, blankCase, type CaseSink, clip, type ImportedCase, invalidFile } from './imported-case';

/** A Qase export is one JSON document, read whole: this many bytes at most (its cases hold no attachments). */
const MAX_JSON_BYTES = 64 * 1024 * 1024;

interface QaseStep {
  action?: unknown;
  expected_result?: unknown;
  data?: unknown;
  steps?: QaseStep[];
}
interface QaseCase {
  id?: unknown;
  title?: unknown;
  description?: unknown;
  preconditions?: unknown;
  postconditions?: unknown;
  priority?: unknown;
  type?: unknown;
  automation?: unknown;
  tags?: unknown;
  steps?: unknown;
}
interface QaseSuite {
  title?: unknown;
  suites?: unknown;
  cases?: unknown;
}

const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
/** Qase's API writes priority and automation as numbers; its export as words. */
const priorityNumbers: Record<string, string> = { '1': 'high', '2': 'medium', '3': 'low' };
const automationNumbers: Record<string, string> = { '0': 'is-not-automated', '1': 'to-be-automated', '2': 'automated' };

/** Steps with their nested steps after them, in order; a step's test data goes below its action. */
function stepsOf(steps: QaseStep[], into: ImportedCase['steps']) {
  for (const step of steps) {
    const data = text(step.data);
    into.push({
      action: clip(text(step.action) + (data ? `\n\nData: ${data}` : '')),
      expected: clip(text(step.expected_result)),
    });
    stepsOf(list(step.steps), into);
  }
}

/**
 * Reads Qase's JSON export of a project: `suites`, each with a `title`, its `cases` and nested `suites`, and `cases`
 * outside any suite. A case's `id`, `title`, `description`, `preconditions` (with `postconditions` after them),
 * `priority`, `type`, `automation`, `tags` (texts or objects with a `title`) and `steps` (`action`, `data`,
 * `expected_result`, nested `steps`). Suites become folders.
 */
export async function parseQaseJson(file: string, content: Readable, sink: CaseSink): Promise<void> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of content) {
    size += (chunk as Buffer).length;
    if (size > MAX_JSON_BYTES)
      throw invalidFile(file, 'qase-json', `a Qase export is read whole: at most ${MAX_JSON_BYTES} bytes`);
    chunks.push(chunk as Buffer);
  }
  let root: { suites?: unknown; cases?: unknown };
  try {
    const json = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
    root = JSON.parse(json);
  } catch (err) {
    throw invalidFile(file, 'qase-json', err instanceof SyntaxError ? err.message : 'bytes that are not valid UTF-8');
  }
  if (!root || typeof root !== 'object' || Array.isArray(root)) {
    throw invalidFile(file, 'qase-json', 'the top level is not an object with suites and cases');
  }
  const out = batcher(sink);
  let n = 0;
  const take = async (cases: QaseCase[], path: string[]) => {
    for (const item of cases) {
      const c = blankCase(`case ${++n}`);
      c.externalId = text(item.id) || null;
      c.title = clip(text(item.title));
      c.path = path;
      c.description = clip(text(item.description));
      const post = text(item.postconditions);
      c.preconditions = clip(text(item.preconditions) + (post ? `\n\nPostconditions: ${post}` : ''));
      const priority = text(item.priority);
      c.priority = priorityNumbers[priority] ?? (priority || null);
      c.type = text(item.type) || null;
      const automation = text(item.automation);
      c.automation = automationNumbers[automation] ?? (automation || null);
      c.tags = list<unknown>(item.tags)
        .map((tag) => (tag && typeof tag === 'object' ? text((tag as { title?: unknown }).title) : text(tag)))
        .filter(Boolean);
      stepsOf(list(item.steps), c.steps);
      out.add(c);
      await out.flush();
    }
  };
  // Depth first with a stack of its own: suites nest as deep as the file says, without recursion.
  const pending: { suite: QaseSuite; path: string[] }[] = list<QaseSuite>(root.suites)
    .map((suite) => ({ suite, path: [] as string[] }))
    .reverse();
  await take(list(root.cases), []);
  while (pending.length) {
    const { suite, path } = pending.pop()!;
    const here = [...path, text(suite.title) || '(unnamed suite)'];
    await take(list(suite.cases), here);
    pending.push(
      ...list<QaseSuite>(suite.suites)
        .map((child) => ({ suite: child, path: here }))
        .reverse(),
    );
  }
  await out.flush(true);
}
