import type { MethodParams } from '@tmt/contract';
import { createTestTenant } from '@tmt/testing';
import { parse } from 'csv-parse/sync';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client, type RefMethod } from '../client';
import { addNode, addProject, addRun, addSuite } from '../factories';
import { settle } from '../settle';
import { startTestApp, type TestApp } from '../test-app';

let t: TestApp;
let api: Client;
let token: string;

const P1 = { 'Project-Id': 'P_1' };

/** Texts a spreadsheet program would run as formulas (OWASP's CSV injection examples). */
const hostile = ['=HYPERLINK("http://x","y")', "+1+cmd|'/c calc'!A0", '-2+3', '@SUM(1,1)', '\t=1+1', '\r=1+1'];

/** Runs a report task for a run and downloads its file. */
async function download<M extends RefMethod>(method: M, params: MethodParams<M>) {
  const taskRef = await api.ok(method, { locale: 'en', ...params });
  expect((await settle(t, api, taskRef)).General.Status).toBe('DONE');
  const res = await t.app.request(`/api/automation/data/${taskRef.split('/')[1]}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return res;
}

/** GENERATE_CSV_REPORT of a run: its rows by header, and the file as text. */
async function csvReport(testRunDocRef: string, delimiter: ',' | ';' = ',') {
  const text = await (await download('GENERATE_CSV_REPORT', { testRunDocRef, delimiter })).text();
  const rows: Record<string, string>[] = parse(text, { bom: true, columns: true, delimiter });
  return { rows, text };
}

/** GENERATE_REPORT of a run: the text of its first page. */
async function pdfFirstPage(testRunDocRef: string) {
  const data = new Uint8Array(await (await download('GENERATE_REPORT', { testRunDocRef })).arrayBuffer());
  const page = await (await getDocument({ data, verbosity: 0 }).promise).getPage(1);
  return (await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join('');
}

type Executions = MethodParams<'SAVE_TEST_EXECUTIONS_ASYNC'>['testExecutions'];

/** A run of the cases, each with one result. */
async function runOf(title: string, executions: Executions) {
  const run = await addRun(api, { ProjectId: 'P_1', Title: title });
  const id = (await api.root(run)).General.Id;
  // One call per case: a call adds the cases of one suite.
  for (const { testCaseId } of executions) {
    await api.ok('ADD_TEST_CASES_TO_RUN_BY_ID', { testRunId: id, testCaseIds: [testCaseId] }, P1);
  }
  await settle(
    t,
    api,
    await api.ok(
      'SAVE_TEST_EXECUTIONS_ASYNC',
      { testRunId: id, decisionOnInvalidTestExecutionResult: 'SKIP', testExecutions: executions },
      P1,
    ),
  );
  return run;
}

const rename = (docRef: string, Title: string) =>
  api.ok(docRef.startsWith('TestSuite-dm/') ? 'MODIFY_DOCUMENT' : 'UPDATE_TEST_CASE_TREE_NODE', {
    docRef,
    locale: 'en',
    document: { Root: { General: { Title } } },
  });

beforeAll(async () => {
  t = await startTestApp();
  const tenant = await createTestTenant(t.orm, 'automation-report-csv');
  token = tenant.admin.token;
  api = client(t, token);
  await addProject(api, 'Shop');
});
afterAll(() => t.close());

describe('GENERATE_CSV_REPORT writes formula-like text as text', () => {
  it('in titles, details, defects, tester names, suite and folder names, with either delimiter', async () => {
    // One suite and one folder per hostile text, each holding one case titled with it.
    const executions: Executions = [];
    for (const [i, text] of hostile.entries()) {
      const suite = await addSuite(api, { ProjectId: 'P_1', Title: `${text} suite` });
      const folder = await addNode(api, suite, 'TestFolder-dm', { General: { Title: `${text} folder` } });
      await addNode(api, folder, 'TestCase-dm', { General: { Title: text } });
      executions.push({ testCaseId: `C_${i + 1}`, result: 5, details: text, defects: text, tester: text });
    }
    const run = await runOf('Injection', executions);
    for (const delimiter of [',', ';'] as const) {
      const { rows, text } = await csvReport(run, delimiter);
      expect(rows).toHaveLength(hostile.length);
      for (const [i, value] of hostile.entries()) {
        const row = rows[i]!;
        expect(row['Case Id']).toBe(`C_${i + 1}`);
        // Stored as given (a title's or name's leading whitespace may be trimmed on save): each cell starts with
        // the single quote and keeps the rest.
        for (const column of ['Case', 'Details', 'Defects', 'Tester']) {
          const cell = row[column]!;
          expect(cell.startsWith("'"), `${column} ${JSON.stringify(value)}`).toBe(true);
          expect([value, value.trimStart()], `${column} ${JSON.stringify(value)}`).toContain(cell.slice(1));
        }
        expect(row.Details).toBe(`'${value}`);
        expect(row.Suite).toMatch(/^'[=+\-@\t\r]|^[^=+\-@\t\r]/);
        expect([`'${value} suite`, `'${value.trimStart()} suite`, `${value.trim()} suite`]).toContain(row.Suite);
        expect(row.Path!.startsWith("'")).toBe(true);
      }
      // No record (past the header) starts a field with a formula character, quoted or not.
      const fieldStart = new RegExp(`(^|[${delimiter}\\n])"?[=+\\-@]`, 'u');
      for (const line of text.split('\r\n').slice(1)) expect(line, JSON.stringify(line)).not.toMatch(fieldStart);
      // Neutralised cells are quoted.
      expect(text).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);
      expect(text).toContain(`"'-2+3"`);
      expect(text).toContain(`"'\t=1+1"`);
      expect(text).toContain(`"'\r=1+1"`);
    }
  });

  it('leaves other text, numbers and dates as they are', async () => {
    const suite = await addSuite(api, { ProjectId: 'P_1', Title: 'Plain' });
    await addNode(api, suite, 'TestCase-dm', { General: { Title: 'a - b = c' } });
    const id = `C_${hostile.length + 1}`;
    const run = await runOf('Plain', [{ testCaseId: id, result: 2, details: "it's 1+1 = 2", defects: 'BUG-1' }]);
    const [row] = (await csvReport(run)).rows;
    expect(row).toMatchObject({
      Suite: 'Plain',
      Path: 'Plain',
      Case: 'a - b = c',
      'Result code': '2',
      Details: "it's 1+1 = 2",
      Defects: 'BUG-1',
    });
    expect(row!['Tested on (UTC)']).toMatch(/^\d{4}-/);
  });
});

describe('a closed run reports its suites and folders as they were at the close', () => {
  it('after the suite and folder are renamed; an open run of the same cases shows the new names', async () => {
    const suite = await addSuite(api, { ProjectId: 'P_1', Title: 'Payments' });
    const folder = await addNode(api, suite, 'TestFolder-dm', { General: { Title: 'Cards' } });
    const inner = await addNode(api, folder, 'TestFolder-dm', { General: { Title: 'Visa' } });
    await addNode(api, inner, 'TestCase-dm', { General: { Title: 'pay by card' } });
    const id = `C_${hostile.length + 2}`;
    const closed = await runOf('Closed', [{ testCaseId: id, result: 2 }]);
    const open = await runOf('Open', [{ testCaseId: id, result: 5 }]);
    await settle(t, api, await api.ok('CLOSE_TEST_RUN', { testRunDocRef: closed }));

    await rename(suite, 'Billing');
    await rename(folder, 'Plastic');
    await rename(inner, 'Mastercard');

    const [before] = (await csvReport(closed)).rows;
    expect(before).toMatchObject({ Suite: 'Payments', Path: 'Payments / Cards / Visa', Case: 'pay by card' });
    const [now] = (await csvReport(open)).rows;
    expect(now).toMatchObject({ Suite: 'Billing', Path: 'Billing / Plastic / Mastercard', Case: 'pay by card' });

    // The PDF's suite table and failure list alike.
    const closedPdf = await pdfFirstPage(closed);
    expect(closedPdf).toContain('Payments');
    expect(closedPdf).not.toContain('Billing');
    const openPdf = await pdfFirstPage(open);
    expect(openPdf).toContain('Suite: S_8 Billing');
    expect(openPdf).not.toContain('Payments');
  });
});
