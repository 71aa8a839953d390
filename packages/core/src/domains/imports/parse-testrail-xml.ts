import type { Readable } from 'node:stream';
import { SaxesParser } from 'saxes';
import { DomainError } from '../../kernel/errors';
import { decodeXml, XmlEncodingError } from '../automation/junit-decode';
import {
  batcher,
  blankCase,
  type CaseSink,
  clip,
  estimateMinutes,
  type ImportedCase,
  invalidFile,
} from './imported-case';

/** An element being read: its name, its own text, and the `<value>` a custom field of a list type carries. */
interface Open {
  name: string;
  text: string;
  value?: string;
}

const invalid = (file: string, detail: string) =>
  invalidFile(file, 'testrail-xml', detail.replace(/^(\d+):(\d+): /, 'line $1, column $2: '));

/**
 * Reads TestRail's XML export of a suite as it streams (saxes): `<suite>` with its `<name>`, `<sections>` nested as
 * deep as they go, each `<section>` with its `<name>` and `<cases>`; a `<case>` with `id`, `title`, `type`,
 * `priority`, `estimate`, `references` and `<custom>` fields: `preconds`, `steps` and `expected` as text, or
 * `steps_separated` with a `<step>` of `content` and `expected` each; `automation_type` by its `<value>`;
 * `mission` and `goals` and any other custom field become lines `name: value` of the description. A DOCTYPE is
 * refused (no DTD, no entity is ever expanded); bytes invalid in the declared encoding and XML that is not
 * well-formed end the import, naming the line. Answers the suite's name.
 */
export async function parseTestrailXml(file: string, content: Readable, sink: CaseSink): Promise<string | null> {
  const parser = new SaxesParser({ xmlns: false, position: true } as const);
  const stack: Open[] = [];
  const sections: string[] = [];
  const out = batcher(sink);
  let suiteName: string | null = null;
  let current: (ImportedCase & { extra: string[] }) | null = null;
  let step: { action: string; expected: string } | null = null;
  let failure: Error | undefined;
  const under = (...names: string[]) => names.every((name, i) => stack.at(-2 - i)?.name === name);

  parser.on('error', (err) => {
    failure ??= err;
  });
  parser.on('doctype', () => {
    throw invalid(
      file,
      `line ${parser.line}: a DOCTYPE is not accepted (TestRail writes none; entities are never expanded)`,
    );
  });
  parser.on('opentag', (tag) => {
    if (!stack.length && tag.name !== 'suite') throw invalid(file, `the root element is <${tag.name}>, not <suite>`);
    stack.push({ name: tag.name, text: '' });
    if (tag.name === 'section') sections.push('');
    else if (tag.name === 'case' && !current) current = { ...blankCase(`line ${parser.line}`), extra: [] };
    else if (tag.name === 'step' && current && under('steps_separated')) step = { action: '', expected: '' };
  });
  const onText = (text: string) => {
    const top = stack.at(-1);
    if (top && top.text.length < 50_000) top.text += text;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', () => {
    const open = stack.pop()!;
    const text = clip(open.text.trim());
    const parent = stack.at(-1)?.name;
    if (open.name === 'section') sections.pop();
    else if (open.name === 'name' && parent === 'section') sections[sections.length - 1] = text;
    else if (open.name === 'name' && parent === 'suite' && stack.length === 1) suiteName = text;
    if (!current) return;
    const c = current;
    if (open.name === 'case') {
      c.path = sections.map((name) => name || '(unnamed section)');
      if (c.extra.length) c.description = clip([c.description, ...c.extra].filter(Boolean).join('\n'));
      const { extra: _extra, ...done } = c;
      out.add(done);
      current = null;
    } else if (parent === 'case') {
      if (open.name === 'id') c.externalId = text || null;
      else if (open.name === 'title') c.title = text;
      else if (open.name === 'type') c.type = text || null;
      else if (open.name === 'priority') c.priority = text || null;
      else if (open.name === 'estimate') c.estimate = estimateMinutes(text);
      else if (open.name === 'references') c.tickets = text;
    } else if (step && parent === 'step') {
      if (open.name === 'content') step.action = text;
      else if (open.name === 'expected') step.expected = text;
    } else if (step && open.name === 'step') {
      c.steps.push(step);
      step = null;
    } else if (open.name === 'value' && stack.at(-1) && under('custom')) {
      stack.at(-1)!.value = text;
    } else if (parent === 'custom') {
      const value = open.value ?? text;
      if (open.name === 'preconds') c.preconditions = value;
      else if (open.name === 'steps') c.steps.push({ action: value, expected: '' });
      else if (open.name === 'expected') {
        const last = c.steps.at(-1);
        if (last && !last.expected) last.expected = value;
        else c.steps.push({ action: '', expected: value });
      } else if (open.name === 'automation_type') c.automation = value || null;
      else if (value && open.name !== 'steps_separated') c.extra.push(`${open.name}: ${value}`);
    }
  });

  const read = (text: string) => {
    try {
      parser.write(text);
    } catch (err) {
      failure ??= err instanceof Error ? err : new Error(String(err));
    }
  };
  try {
    for await (const text of decodeXml(content)) {
      read(text);
      if (failure) break;
      await out.flush();
    }
    if (!failure) parser.close();
  } catch (err) {
    if (!(err instanceof XmlEncodingError)) throw err;
    read(err.before);
    failure ??= new Error(`${parser.line}:${parser.column + 1}: ${err.message}`);
  }
  if (failure) throw failure instanceof DomainError ? failure : invalid(file, failure.message);
  if (stack.length) throw invalid(file, 'the file ends before its <suite> is closed');
  await out.flush(true);
  return suiteName;
}
