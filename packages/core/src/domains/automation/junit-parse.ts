import type { Readable } from 'node:stream';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { DomainError } from '../../kernel/errors';
import { decodeXml, XmlEncodingError } from './junit-decode';
import { boundTextNodes, TRUNCATED } from './junit-text-bound';

/** What a JUnit testcase says, as TMT keeps it. */
export type JunitOutcome = 'passed' | 'failed' | 'error' | 'skipped';

export interface JunitTest {
  /** The file it came from (its upload's name, or `inline-<n>.xml`). */
  file: string;
  /** The innermost testsuite's name. */
  suite: string;
  classname: string;
  name: string;
  /**
   * `classname#name` (the suite's name when there is no classname), the name without a `C_n` marker: how a test is
   * known from run to run, with or without the marker.
   */
  key: string;
  /** A `C_n` named by a `tmt.case` / `tmt_case` property of the testcase, else in its name. */
  marker: string | null;
  /** Milliseconds, from the `time` attribute (seconds); null without one. */
  durationMs: number | null;
  outcome: JunitOutcome;
  /** failure / error / skipped: `[kind] message`, then the element's text; then system-out and system-err. */
  details: string;
}

/** The most text of a test's details, as results keep it: longer details end in TRUNCATED. */
const MAX_TEXT = 20_000;
/**
 * The most text kept of any one element (a stack trace, an output), so that a failure and its output both fit in
 * the details: longer text ends in TRUNCATED. Beyond it, a text node is skipped as it streams (boundTextNodes).
 */
const MAX_ELEMENT_TEXT = 10_000;
const MARKER_IN_NAME = /(?<![A-Za-z0-9])C_([1-9]\d*)(?![0-9])/;
/** A marker in a name with its brackets and the separators after it, which the key leaves out. */
const MARKER_TOKEN = /(?<![A-Za-z0-9])\[?C_[1-9]\d*(?![0-9])\]?[\s:_-]*/g;
const MARKER_PROPERTIES = new Set(['tmt.case', 'tmt_case', 'tmt-case']);
const MARKER_VALUE = /^C_[1-9]\d*$/;

/** Outcome elements of a testcase, and what they make of it (Surefire writes reruns and flaky runs besides). */
const outcomeOf: Record<string, JunitOutcome | 'flaky'> = {
  failure: 'failed',
  rerunFailure: 'failed',
  error: 'error',
  rerunError: 'error',
  skipped: 'skipped',
  flakyFailure: 'flaky',
  flakyError: 'flaky',
};
/** A failure outranks an error's rerun, an error a skip: what one testcase says in the end. */
const rank: Record<JunitOutcome, number> = { passed: 0, skipped: 1, error: 2, failed: 3 };

interface OpenCase {
  classname: string;
  name: string;
  time: string | undefined;
  marker: string | null;
  outcome: JunitOutcome;
  flaky: boolean;
  problems: { head: string; text: string }[];
  out: string;
  err: string;
}

/**
 * saxes starts its messages with `line:column: `; the stored error says so in words, counting the lines of text
 * skipped before it (`skippedLines`), which saxes never saw.
 */
const invalid = (file: string, detail: string, skippedLines = 0) =>
  new DomainError('INVALID_PARAMS', 'JUNIT_INVALID', {
    file,
    detail: detail
      .replace(/^(\d+):(\d+): /, (_, line, column) => `line ${Number(line) + skippedLines}, column ${column}: `)
      .slice(0, 300),
  });

/** Tests handed over at once: the most a report keeps in memory before they are written. */
const BATCH_TESTS = 2_000;
/** …or fewer, once their text adds up to this many characters. */
const BATCH_CHARS = 1_000_000;
/** An inline report is handed to the parser in pieces of this many characters, as a stream would be. */
const PIECE_CHARS = 65_536;

async function* pieces(text: string): AsyncGenerator<string> {
  for (let i = 0; i < text.length; i += PIECE_CHARS) yield text.slice(i, i + PIECE_CHARS);
}

/** `text` of at most `max` characters, ending in TRUNCATED when it was longer. */
const clip = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - TRUNCATED.length)}${TRUNCATED}`;

const append = (text: string, more: string) =>
  text.length >= MAX_ELEMENT_TEXT && text.endsWith(TRUNCATED)
    ? text
    : clip(text + more.slice(0, MAX_ELEMENT_TEXT + 1 - text.length), MAX_ELEMENT_TEXT);

function seconds(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '') return null;
  const s = Number(value.replaceAll(',', ''));
  return Number.isFinite(s) && s >= 0 ? Math.min(Math.round(s * 1000), 2_147_483_647) : null;
}

/**
 * Reads one JUnit XML report as it streams in (saxes; no DTD, no external entities) and hands the testcases over in
 * batches as they close, waiting for each batch to be taken before reading on: what it holds is one batch and one
 * chunk, whatever the size of the report. Bytes are decoded in the encoding the report declares (see decodeXml);
 * an inline report is text already. Understood: `<testsuites>` or a single `<testsuite>` at the root, nested
 * testsuites, testcase `failure`, `error`, `skipped`, Surefire's `rerunFailure`/`rerunError`/`flakyFailure`/
 * `flakyError`, the testcase's `system-out` and `system-err`, and testcase `properties`. Anything that is not
 * well-formed XML in its encoding or has another root fails with JUNIT_INVALID, naming the line and column.
 */
export async function parseJunit(
  file: string,
  content: Readable | string,
  onTests: (tests: JunitTest[]) => Promise<void>,
): Promise<number> {
  const parser = new SaxesParser({ xmlns: false, position: true } as const);
  const suites: string[] = [];
  let current: OpenCase | null = null;
  let textTarget: ((text: string) => void) | null = null;
  let depth = 0;
  let count = 0;
  let batch: JunitTest[] = [];
  let batchChars = 0;
  let failure: Error | undefined;
  const attr = (tag: SaxesTagPlain, name: string) => tag.attributes[name];
  parser.on('error', (err) => {
    failure ??= err;
  });
  parser.on('opentag', (tag) => {
    depth++;
    const name = tag.name;
    if (depth === 1 && name !== 'testsuites' && name !== 'testsuite') {
      throw invalid(file, `the root element is <${name}>, not <testsuites> or <testsuite>`);
    }
    if (name === 'testsuite') {
      suites.push(attr(tag, 'name') ?? '');
    } else if (name === 'testcase' && !current) {
      const testName = attr(tag, 'name') ?? '';
      current = {
        classname: attr(tag, 'classname') ?? '',
        name: testName,
        time: attr(tag, 'time'),
        marker: testName.match(MARKER_IN_NAME)?.[0] ?? null,
        outcome: 'passed',
        flaky: false,
        problems: [],
        out: '',
        err: '',
      };
    } else if (current && name in outcomeOf) {
      const outcome = outcomeOf[name]!;
      if (outcome === 'flaky') current.flaky = true;
      else if (rank[outcome] > rank[current.outcome]) current.outcome = outcome;
      const message = attr(tag, 'message') ?? '';
      const type = attr(tag, 'type');
      const problem = { head: `[${name}]${type ? ` ${type}` : ''}${message ? `: ${message}` : ''}`, text: '' };
      current.problems.push(problem);
      textTarget = (text) => (problem.text = append(problem.text, text));
    } else if (current && name === 'property') {
      const value = (attr(tag, 'value') ?? '').trim();
      if (MARKER_PROPERTIES.has((attr(tag, 'name') ?? '').trim().toLowerCase()) && MARKER_VALUE.test(value)) {
        current.marker = value;
      }
    } else if (current && (name === 'system-out' || name === 'system-err')) {
      const open = current;
      const key = name === 'system-out' ? 'out' : 'err';
      textTarget = (text) => (open[key] = append(open[key], text));
    }
  });
  const onText = (text: string) => textTarget?.(text);
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', (tag) => {
    depth--;
    textTarget = null;
    if (tag.name === 'testsuite') suites.pop();
    if (tag.name !== 'testcase' || !current) return;
    const test = current;
    current = null;
    const suite = suites.at(-1) ?? '';
    const classname = test.classname.trim();
    const { out, err } = test;
    const parts = [
      ...test.problems.map((p) => `${p.head}${p.text.trim() ? `\n${p.text.trim()}` : ''}`),
      ...(test.flaky && test.outcome === 'passed' ? ['Passed after a rerun (flaky).'] : []),
      ...(out.trim() ? [`--- system-out ---\n${out.trim()}`] : []),
      ...(err.trim() ? [`--- system-err ---\n${err.trim()}`] : []),
    ];
    count++;
    const details = clip(parts.join('\n\n'), MAX_TEXT);
    batchChars += details.length + test.name.length + classname.length;
    batch.push({
      file,
      suite,
      classname,
      name: test.name.trim(),
      key: `${classname || suite}#${test.name.replace(MARKER_TOKEN, '').trim()}`,
      marker: test.marker,
      durationMs: seconds(test.time),
      outcome: test.outcome,
      details,
    });
  });
  const handOver = async (all: boolean) => {
    if (!batch.length || (!all && batch.length < BATCH_TESTS && batchChars < BATCH_CHARS)) return;
    const tests = batch;
    batch = [];
    batchChars = 0;
    await onTests(tests);
  };

  const skipped = { lines: 0 };
  const source = boundTextNodes(
    typeof content === 'string' ? pieces(content.replace(/^\uFEFF/, '')) : decodeXml(content),
    MAX_ELEMENT_TEXT,
    skipped,
  );
  const read = (text: string) => {
    try {
      parser.write(text);
    } catch (err) {
      if (err instanceof DomainError) throw err;
      failure ??= err instanceof Error ? err : new Error(String(err));
    }
  };
  try {
    for await (const text of source) {
      read(text);
      if (failure) break;
      await handOver(false);
    }
    if (!failure) parser.close();
  } catch (err) {
    if (!(err instanceof XmlEncodingError)) throw err;
    // The text before the bad bytes moves the parser to them: its position is theirs.
    read(err.before);
    failure ??= new Error(`${parser.line}:${parser.column + 1}: ${err.message}`);
  }
  if (failure) throw invalid(file, failure.message, skipped.lines);
  if (depth !== 0) throw invalid(file, 'the document ends before its root element is closed');
  await handOver(true);
  return count;
}
