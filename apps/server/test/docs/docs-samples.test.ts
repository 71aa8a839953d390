import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type ErrorReason, errorTemplate, type MethodName, methods, reasonCode } from '@tmt/contract';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { codeBlocks, contentFiles } from '../docs-code';

// Every sample answer on the documentation site must be one the server can give: a result its method's contract
// describes (shortened samples, where `…` marks what is left out, may leave fields out but not invent or mistype any),
// and an error whose code belongs to its reason and whose message is the contract's. The samples are taken from real
// answers; this keeps them so when the contract changes.

/** A sample as JSON: each `…` becomes a marker, removed again after parsing; `elided` says whether there was one. */
function parseSample(code: string): { value: unknown; elided: boolean } | undefined {
  let text = '';
  let elided = false;
  let inString = false;
  const open: string[] = [];
  for (let i = 0; i < code.length; i++) {
    const c = code[i]!;
    if (inString) {
      text += c;
      if (c === '\\') text += code[++i] ?? '';
      else if (c === '"') inString = false;
    } else if (c === '…') {
      elided = true;
      text += open.at(-1) === '{' ? '"…":0' : '"…"';
    } else {
      if (c === '"') inString = true;
      if (c === '{' || c === '[') open.push(c);
      if (c === '}' || c === ']') open.pop();
      text += c;
    }
  }
  // An elision stands for members or elements written without the commas around them.
  text = text.replace(/("…":0|"…")(\s*)(?=["{[\d-])/g, '$1,$2').replace(/,(\s*[}\]])/g, '$1');
  try {
    return { value: withoutMarkers(JSON.parse(text)), elided };
  } catch {
    return undefined;
  }
}

function withoutMarkers(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => item !== '…').map(withoutMarkers);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== '…')
        .map(([key, item]) => [key, withoutMarkers(item)]),
    );
  return value;
}

/** A schema that takes any part of what `schema` takes: no field is required, but none may be unknown or mistyped. */
const partial = (schema: z.ZodType) => {
  const optional = (node: unknown): unknown =>
    Array.isArray(node)
      ? node.map(optional)
      : node && typeof node === 'object'
        ? Object.fromEntries(
            Object.entries(node)
              .filter(([key]) => key !== 'required')
              .map(([key, item]) => [key, optional(item)]),
          )
        : node;
  const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' });
  return z.fromJSONSchema(optional(json) as Parameters<typeof z.fromJSONSchema>[0]);
};

/** The JSON-RPC requests of a code block (JSON, or a body in a shell or HTTP sample): id → method. */
function requestsIn(code: string): [string, string][] {
  const found: [string, string][] = [];
  for (const match of code.matchAll(/"method"\s*:\s*"([\w.]+)"/g)) {
    // The id of the same request object: between its opening brace and "method" (a notification has none).
    const before = code.slice(code.lastIndexOf('{', match.index), match.index);
    const id = before.match(/"id"\s*:\s*("[^"]*"|[\w-]+)/)?.[1];
    if (id !== undefined) found.push([id.replace(/^"|"$/g, ''), match[1]!]);
  }
  return found;
}

interface Answer {
  jsonrpc: '2.0';
  id: unknown;
  result?: unknown;
  error?: { code: number; message: string; data?: { reason?: string } };
}
const isAnswer = (value: unknown): value is Answer =>
  !!value && typeof value === 'object' && (value as Answer).jsonrpc === '2.0' && !('method' in value);

/** A message as the contract words it, its values (`{ref}`) standing for any text. */
const messagePattern = (reason: ErrorReason) =>
  (['en', 'de'] as const).map(
    (locale) =>
      new RegExp(
        `^${errorTemplate(locale, reason)
          .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
          .replace(/\{\w+\}/g, '[\\s\\S]+')}$`,
      ),
  );

interface Problem {
  where: string;
  problem: string;
}

function checkFile(path: string, text: string, counts: { results: number; errors: number }): Problem[] {
  const problems: Problem[] = [];
  const methodOf = new Map<string, string>();
  for (const block of codeBlocks(text)) {
    const where = `${path}:${block.line}`;
    for (const [id, method] of requestsIn(block.code)) methodOf.set(id, method);
    if (block.lang !== 'json' && block.lang !== 'jsonc') continue;
    const parsed = parseSample(block.code);
    if (!parsed) {
      if (/"(result|error)"\s*:/.test(block.code) && /"jsonrpc"/.test(block.code))
        problems.push({ where, problem: 'a sample answer that is not JSON, even with its … left out' });
      continue;
    }
    for (const answer of (Array.isArray(parsed.value) ? parsed.value : [parsed.value]).filter(isAnswer)) {
      if (answer.error) {
        counts.errors++;
        const reason = answer.error.data?.reason as ErrorReason | undefined;
        if (!reason || !(reason in reasonCode)) {
          problems.push({ where, problem: `error reason ${reason} is not in the error table` });
          continue;
        }
        if (reasonCode[reason] !== answer.error.code)
          problems.push({ where, problem: `${reason} has the code ${reasonCode[reason]}, not ${answer.error.code}` });
        if (!parsed.elided && !messagePattern(reason).some((pattern) => pattern.test(answer.error!.message)))
          problems.push({ where, problem: `the message of ${reason} is not the contract's: ${answer.error.message}` });
        continue;
      }
      if (!('result' in answer)) continue;
      counts.results++;
      const method = methodOf.get(String(answer.id));
      if (method === 'rpc.discover') continue;
      const definition = method ? methods[method as MethodName] : undefined;
      if (!definition) {
        problems.push({ where, problem: `the answer with id ${String(answer.id)} follows no request of a method` });
        continue;
      }
      const schema = parsed.elided ? partial(definition.result) : definition.result;
      const checked = schema.safeParse(answer.result);
      if (!checked.success)
        problems.push({
          where,
          problem: `${method}: ${checked.error.issues
            .slice(0, 3)
            .map((issue) => `${issue.path.join('.')} ${issue.message}`)
            .join('; ')}`,
        });
    }
  }
  return problems;
}

describe('sample answers on the documentation site', () => {
  it('are answers the contract describes, in both languages', () => {
    const counts = { results: 0, errors: 0 };
    const problems = contentFiles().flatMap(({ path, text }) => checkFile(path, text, counts));
    expect(problems).toEqual([]);
    // The reference pages and guides hold many; a broken extraction would find none.
    expect(counts.results).toBeGreaterThan(80);
    expect(counts.errors).toBeGreaterThan(40);
  });

  it('catch a sample that invents or mistypes a field, also a shortened one', () => {
    const request = '```json\n{"jsonrpc":"2.0","id":1,"method":"LOAD_PROJECTS_BY_TENANT","params":{}}\n```\n';
    const answer = (result: string) => `${request}\n\`\`\`json\n{"jsonrpc":"2.0","id":1,"result":${result}}\n\`\`\`\n`;
    const counts = { results: 0, errors: 0 };
    expect(checkFile('made-up.md', answer('[{ "linkRef": null, "document": { … } }]'), counts)).toHaveLength(1);
    expect(
      checkFile('made-up.md', answer('[{ "linkRef": "Project-dm/1", "document": { "docRef": "x", … } }]'), counts),
    ).toHaveLength(1);
    expect(
      checkFile('made-up.md', answer('[{ "linkRef": "Project-dm/1", "document": { "Root": { … }, … } }]'), counts),
    ).toEqual([]);
    const error =
      '```json\n{"jsonrpc":"2.0","id":2,"error":{"code":-32602,"message":"Document x was not found.","data":{"reason":"DOCUMENT_NOT_FOUND"}}}\n```\n';
    expect(checkFile('made-up.md', error, counts)).toHaveLength(1);
  });
});

describe('tables in Markdown', () => {
  // A blank line inside a table ends it: the rows after it show as a paragraph of pipes.
  const rowsOutsideTables = (text: string) => {
    const rows: string[] = [];
    // Only a row after a blank line after a row can be one; Markdown decides whether it is.
    if (!/\|[ \t]*\n[ \t]*\n[ \t]*\|/.test(text)) return rows;
    visit(unified().use(remarkParse).use(remarkGfm).parse(text), 'paragraph', (node) => {
      const start = node.position?.start.offset ?? 0;
      const end = text.indexOf('\n', start);
      const line = text.slice(start, end < 0 ? undefined : end);
      if (/^\|.*\|\s*$/.test(line)) rows.push(`line ${node.position?.start.line}: ${line.slice(0, 80)}`);
    });
    return rows;
  };

  it('are never broken by a blank line, on the site and in the READMEs', () => {
    const readmes = ['README.md', 'packages/client/README.md'].map((path) => ({
      path,
      text: readFileSync(resolve(import.meta.dirname, '../../../..', path), 'utf8'),
    }));
    const broken = [...contentFiles(), ...readmes].flatMap(({ path, text }) =>
      rowsOutsideTables(text).map((row) => `${path} ${row}`),
    );
    expect(broken).toEqual([]);
    expect(rowsOutsideTables('| a | b |\n|---|---|\n| 1 | 2 |\n\n| 3 | 4 |\n')).toHaveLength(1);
  });
});
