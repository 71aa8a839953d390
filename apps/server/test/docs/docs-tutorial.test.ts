import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createTestTenant, runJobsOnce } from '@tmt/testing';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client, entriesOf } from '../client';
import { type CodeBlock, codeBlocks, contentDir } from '../docs-code';
import { addProject } from '../factories';
import { settle } from '../settle';
import { startTestApp, type TestApp } from '../test-app';

// The integration tutorial (content/docs/<locale>/api/integration-guide/tutorial.md) promises that its calls work as
// printed. This test runs them: the shell steps call by call in the order of the page, the TypeScript steps as one
// program with @tmt/client, each on a project of its own, and checks what a reader would then see in TMT.

const clientSource = resolve(import.meta.dirname, '../../../../packages/client/src/index.ts');
const tutorial = (locale: string) =>
  readFileSync(join(contentDir, 'docs', locale, 'api/integration-guide/tutorial.md'), 'utf8');

let t: TestApp;
let server: ReturnType<typeof serve>;
let url: string;

beforeAll(async () => {
  t = await startTestApp();
  server = await new Promise((done) => {
    const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => done(s));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((done) => server.close(done));
  await t.close();
});

/** A fresh tenant with one project, P_1, as the tutorial expects; its admin's client and token. */
async function freshProject(name: string) {
  const tenant = await createTestTenant(t.orm, name);
  const api = client(t, tenant.admin.token);
  await addProject(api, 'Web shop');
  return { api, token: tenant.admin.token, tenantId: tenant.tenantId };
}

/** The subset of jq filters the tutorial uses: `.a.b[0].c`. */
function jq(value: unknown, filter: string): unknown {
  if (!/^(\.[A-Za-z_]\w*|\[\d+\])+$/.test(filter)) throw new Error(`jq filter ${filter} is beyond this test`);
  let at = value;
  for (const [, key, index] of filter.matchAll(/\.([A-Za-z_]\w*)|\[(\d+)\]/g))
    at = (at as Record<string, unknown> | undefined)?.[key ?? Number(index)];
  return at;
}

type Step =
  | { kind: 'call'; assign?: string; filter?: string; body: string; line: number }
  | { kind: 'extract'; assign: string; from: string; filter: string; line: number }
  | { kind: 'wait'; task: string; expected?: unknown; line: number };

const unquote = (filter: string) => filter.replace(/^'(.*)'$/, '$1');

/** The steps of one shell block; a line this test does not understand fails it, so the page stays runnable. */
function shellSteps(block: CodeBlock, next: CodeBlock | undefined): Step[] {
  const lines = block.code.split('\n');
  const steps: Step[] = [];
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i]!.trim();
    const line = block.line + 1 + i;
    const call = text.match(/^(?:(\w+)=\$\()?rpc <<EOF(?: \| jq -r ('[^']+'|\S+))?$/);
    const extract = text.match(/^(\w+)=\$\(echo "\$(\w+)" \| jq -r ('[^']+'|\S+)\)$/);
    const wait = text.match(/^wait_task "\$(\w+)"$/);
    if (call) {
      const end = lines.indexOf('EOF', i);
      if (end < 0) throw new Error(`line ${line}: the here-document has no EOF`);
      const body = lines.slice(i + 1, end).join('\n');
      if (call[1] && lines[end + 1] !== ')') throw new Error(`line ${line}: ")" should follow EOF`);
      steps.push({ kind: 'call', assign: call[1], filter: call[2] && unquote(call[2]), body, line });
      i = call[1] ? end + 1 : end;
    } else if (extract) {
      steps.push({ kind: 'extract', assign: extract[1]!, from: extract[2]!, filter: unquote(extract[3]!), line });
    } else if (wait) {
      // The task's Result as the page prints it, when the next block shows it.
      const expected = next?.lang === 'json' && i === lines.length - 2 ? JSON.parse(next.code) : undefined;
      steps.push({ kind: 'wait', task: wait[1]!, expected, line });
    } else if (text && !/^echo "\$\w+"$/.test(text)) {
      throw new Error(`line ${line}: the tutorial test does not know how to run \`${text}\``);
    }
  }
  return steps;
}

/** Runs every shell block of the page in order, as the reader's shell would; answers the variables set. */
async function runShell(markdown: string, api: Client) {
  const blocks = codeBlocks(markdown);
  const setup = blocks.find((block) => block.lang === 'sh' && block.code.includes('rpc() {'));
  expect(setup?.code, 'the page defines the rpc and wait_task helpers').toMatch(/wait_task\(\) \{/);
  const projectId = setup?.code.match(/-H 'Project-Id: (\w+)'/)?.[1];
  expect(projectId).toBe('P_1');
  const headers = { 'Project-Id': projectId! };
  const vars = new Map<string, string>();
  const answers = new Map<string, unknown>();
  const value = (name: string, line: number) => {
    const found = vars.get(name);
    if (found === undefined) throw new Error(`line ${line}: $${name} is used before it is set`);
    return found;
  };
  let calls = 0;
  for (const [index, block] of blocks.entries()) {
    if (block.lang !== 'sh' || block === setup) continue;
    for (const step of shellSteps(block, blocks[index + 1])) {
      if (step.kind === 'call') {
        const body = step.body.replace(/\$(\w+)/g, (_, name: string) => value(name, step.line));
        const { status, body: answer } = await api.post(body, headers);
        calls++;
        expect(status, `line ${step.line}`).toBe(200);
        for (const one of Array.isArray(answer) ? answer : [answer])
          expect(one.error, `line ${step.line}: ${JSON.stringify(one.error)}`).toBeUndefined();
        const shown = blocks[index + 1];
        if (shown?.lang === 'json' && !shown.code.includes('…')) {
          const printed = JSON.parse(shown.code);
          if (printed.id === answer.id && printed.result === null)
            expect(answer, `line ${shown.line}`).toEqual(printed);
        }
        if (step.assign) {
          const result = step.filter ? jq(answer, step.filter) : JSON.stringify(answer);
          expect(typeof result, `line ${step.line}: ${step.filter} of ${JSON.stringify(answer)}`).toBe('string');
          vars.set(step.assign, result as string);
          answers.set(step.assign, answer);
        }
      } else if (step.kind === 'extract') {
        const result = jq(answers.get(step.from) ?? JSON.parse(value(step.from, step.line)), step.filter);
        expect(typeof result, `line ${step.line}: ${step.filter}`).toBe('string');
        vars.set(step.assign, result as string);
      } else {
        const task = await settle(t, api, value(step.task, step.line));
        expect(task.General.Status, `line ${step.line}: ${JSON.stringify(task.Error)}`).toBe('DONE');
        if (step.expected !== undefined) expect(task.Result, `line ${step.line}`).toEqual(step.expected);
      }
    }
  }
  return { vars, calls };
}

/** The page's TypeScript blocks as one module, importing @tmt/client from its source. */
function typescriptProgram(markdown: string, dir: string, locale: string): string {
  const code = codeBlocks(markdown)
    .filter((block) => block.lang === 'ts')
    .map((block) => block.code)
    .join('\n');
  expect(code).toContain("from '@tmt/client'");
  const file = join(dir, `tutorial.${locale}.ts`);
  writeFileSync(file, code.replace("from '@tmt/client'", `from ${JSON.stringify(clientSource)}`));
  return file;
}

/** Type errors of the programs, as a reader's editor would show them (one compiler run for all). */
function typeErrors(files: string[]): string[] {
  const program = ts.createProgram(files, {
    target: ts.ScriptTarget.ES2023,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    customConditions: ['@tmt/source'],
    moduleDetection: ts.ModuleDetectionKind.Force,
    types: ['node'],
    typeRoots: [resolve(import.meta.dirname, '../../../../node_modules/@types')],
    strict: true,
    noUncheckedIndexedAccess: true,
    skipLibCheck: true,
    noEmit: true,
    // The program imports the client's source file (a reader imports the package).
    allowImportingTsExtensions: true,
  });
  return ts
    .getPreEmitDiagnostics(program)
    .filter((diagnostic) => !diagnostic.file || files.includes(diagnostic.file.fileName))
    .map((diagnostic) => {
      const where = diagnostic.file && diagnostic.start !== undefined;
      const line = where ? diagnostic.file!.getLineAndCharacterOfPosition(diagnostic.start!).line + 1 : 0;
      return `${diagnostic.file?.fileName ?? ''}:${line} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
    });
}

/** Runs the program against the server; a worker takes the tenant's tasks meanwhile, as in production. */
async function runTypescript(file: string, token: string, tenantId: string) {
  const saved = { url: process.env.TMT_URL, token: process.env.TMT_TOKEN };
  process.env.TMT_URL = url;
  process.env.TMT_TOKEN = token;
  let running = true;
  const worker = (async () => {
    while (running) {
      await runJobsOnce(t.orm, { tenants: [tenantId] }, { blobs: t.blobs });
      await new Promise((done) => setTimeout(done, 50));
    }
  })();
  try {
    await import(/* @vite-ignore */ file);
  } finally {
    running = false;
    await worker;
    process.env.TMT_URL = saved.url;
    process.env.TMT_TOKEN = saved.token;
  }
}

/** What the reader sees afterwards: two closed runs, the results saved by hand and by CI. */
async function expectClosedRuns(api: Client, titles: string[]) {
  type Run = { docRef: string; document: { Root: { General: { Id: string } } } };
  const listed = await api.ok('LIST_TEST_RUNS', { page: { offset: 0, limit: 10 } }, { 'Project-Id': 'P_1' });
  const runs = (listed.entries as Run[]).sort((a, b) =>
    a.document.Root.General.Id.localeCompare(b.document.Root.General.Id),
  );
  const general = runs.map((entry) => entry.document.Root.General);
  expect(general).toEqual([
    expect.objectContaining({ Title: titles[0], Status: 'inactive' }),
    expect.objectContaining({ Title: titles[1], Status: 'inactive' }),
  ]);
  const results = [];
  for (const entry of runs) {
    const executions = await api.ok('GET_TEST_CASE_EXECUTIONS', {
      testRunDocRef: entry.docRef,
      page: { offset: 0, limit: 10 },
    });
    results.push(
      entriesOf('TestRunTestCaseAdditionalFields-dm', executions).map((execution) => [
        execution.document.Root.General.Result,
      ]),
    );
  }
  // By hand: the card payment failed (5), the invoice case was not executed (1); from CI: passed (2) and failed (5).
  expect(results).toEqual([
    [[5], [1]],
    [[2], [5]],
  ]);
}

describe('the integration tutorial', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'tmt-tutorial-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // A TypeScript program over the client's types: seconds on a quiet machine, far more on a busy one.
  it('has @tmt/client programs that type-check (en, de)', { timeout: 120_000 }, () => {
    expect(typeErrors(['en', 'de'].map((locale) => typescriptProgram(tutorial(locale), dir, locale)))).toEqual([]);
  });

  for (const locale of ['en', 'de']) {
    const titles =
      locale === 'en'
        ? ['Release 2.4 regression', 'Nightly build 1234']
        : ['Regression Release 2.4', 'Nächtlicher Build 1234'];

    it(`runs its curl calls in order against the server (${locale})`, async () => {
      const { api } = await freshProject(`tutorial-sh-${locale}`);
      const { vars, calls } = await runShell(tutorial(locale), api);
      expect(calls).toBeGreaterThanOrEqual(15);
      expect(vars.get('NIGHTLY_ID')).toBe('R_2');
      await expectClosedRuns(api, titles);
      // The result per step of the case saved by hand.
      const execution = await api.root(vars.get('EXECUTION')!);
      expect(execution.TestSteps.map((step: { Result: number }) => step.Result)).toEqual([2, 5]);
      expect(execution.General).toMatchObject({ Result: 5, Defects: 'SHOP-512' });
    });

    it(`runs its @tmt/client program against the server (${locale})`, async () => {
      const { api, token, tenantId } = await freshProject(`tutorial-ts-${locale}`);
      await runTypescript(typescriptProgram(tutorial(locale), dir, locale), token, tenantId);
      await expectClosedRuns(api, titles);
    });
  }
});
