/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser } from '../factories';
import {
  addProject,
  addSuite,
  type ConsoleWorld,
  type Doc,
  generalOf,
  node,
  screenshots,
  startConsoleWorld,
} from './console-fixture';

let world: ConsoleWorld;
let project: string;
let runId: string;
/** Execution ids (RC_n) and docRefs by case title. */
const executions: Record<string, string> = {};
const refs: Record<string, string> = {};
/** Saves a result as a tester would. */
let save: (title: string, token: string, General: object) => Promise<unknown>;
let annaToken: string;

/** Two testers of the project, with names the dashboard shows. */
async function addTester(username: string, firstName: string, lastName: string) {
  await world.rpc('ADD_DOCUMENT', newUser({ username, firstName, lastName }, project, 'tester'));
  return world.tokenFor(username);
}

// "Web shop": Checkout (4 cases) and Search (2 cases) in the run "Release 2.0". Anna Berg passed "Cart total",
// failed "Coupon" (SHOP-42) and blocked "Card payment" (SHOP-7); Ben Cole failed "Find by name" again (SHOP-1) and
// skipped "Find by size"; "Invoice" is untested.
async function seed() {
  project = await addProject(world, 'Web shop');
  annaToken = await addTester('anna', 'Anna', 'Berg');
  const ben = await addTester('ben', 'Ben', 'Cole');
  const suites: string[] = [];
  for (const [title, cases] of [
    ['Checkout', ['Cart total', 'Coupon', 'Card payment', 'Invoice']],
    ['Search', ['Find by name', 'Find by size']],
  ] as const) {
    const suite = await addSuite(world, project, { Title: title });
    suites.push(suite);
    for (const Title of cases) await node(world, suite, 'TestCase-dm', { General: { Title } });
  }
  const run = await world.rpc<string>(
    'ADD_DOCUMENT',
    {
      documentModelName: 'TestRun-dm',
      locale: 'en',
      document: { Root: { General: { ProjectId: project, Title: 'Release 2.0' } } },
    },
    { project },
  );
  runId = (await generalOf(world, run)).Id as string;
  await world.rpc('ADD_TEST_SUITES_TO_RUN', { testRunDocRef: run, testSuiteDocRefs: suites });
  for (const testCaseIds of [
    ['C_1', 'C_2', 'C_3', 'C_4'],
    ['C_5', 'C_6'],
  ]) {
    await world.rpc('ADD_TEST_CASES_TO_RUN_BY_ID', { testRunId: runId, testCaseIds }, { project });
  }
  const list = await world.rpc<{ entries: Doc[] }>('GET_TEST_CASE_EXECUTIONS', {
    testRunDocRef: run,
    page: { offset: 0, limit: 10 },
  });
  const titles = ['Cart total', 'Coupon', 'Card payment', 'Invoice', 'Find by name', 'Find by size'];
  for (const [i, entry] of list.entries.entries()) {
    executions[titles[i]!] = entry.document.Root.General.Id as string;
    refs[titles[i]!] = entry.docRef;
  }
  save = (title, token, General) =>
    world.rpc('SAVE_TEST_CASE_EXECUTION', { docRef: refs[title], document: { Root: { General } } }, { token });
  await save('Cart total', annaToken, { Result: 2 });
  await save('Coupon', annaToken, { Result: 5, Defects: 'SHOP-42' });
  await save('Card payment', annaToken, { Result: 3, Defects: 'SHOP-7' });
  await save('Find by name', ben, { Result: 6, Defects: 'SHOP-1' });
  await save('Find by size', ben, { Result: 11 });
}

beforeAll(async () => {
  world = await startConsoleWorld('console-dashboard');
  await seed();
});

afterAll(async () => {
  await world?.stop();
});

const dashboardPath = () => `/p/${project}/_/runs/${runId}/dashboard`;

/** Each row of a table as its cells' texts. */
const rowsOf = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent?.trim() ?? '')),
    );

const figure = (page: Page, name: string) =>
  page.locator(`[data-testid="key-figure"][data-figure="${name}"] dd`).textContent();

/** Waits for the chart to have drawn; answers its pixels, to compare. */
async function chartPixels(page: Page) {
  await page.getByTestId('result-chart').waitFor();
  await page.waitForTimeout(500);
  return page.getByTestId('result-chart').evaluate((canvas) => (canvas as HTMLCanvasElement).toDataURL());
}

/** Creates a report as a task, waits for it in the task tray, and saves the file it made. */
async function downloadReport(page: Page, kind: 'pdf' | 'csv') {
  const report = page.getByTestId(`report-${kind}`);
  await report.getByRole('button').click();
  await page.getByTestId('task-tray-button').click();
  const task = page.getByTestId('task').first();
  await expect.poll(() => task.getAttribute('data-status'), { timeout: 30_000 }).toBe('DONE');
  expect(await task.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
  await page.keyboard.press('Escape');
  const [download] = await Promise.all([page.waitForEvent('download'), report.getByTestId('report-download').click()]);
  return { name: download.suggestedFilename(), bytes: readFileSync((await download.path()) as string) };
}

describe('the run dashboard', () => {
  it('shows the progress and the counts per result, suite and tester, and the failed and blocked cases', async () => {
    const { page, errors } = await world.openSignedIn(dashboardPath());
    await page.getByTestId('result-table').waitFor();
    expect(await page.getByTestId('dashboard-progress').getAttribute('aria-valuenow')).toBe('83.3');
    expect(await figure(page, 'total')).toBe('6');
    expect(await figure(page, 'tested')).toBe('5');
    expect(await figure(page, 'passed')).toBe('1');
    expect(await figure(page, 'failed')).toBe('2');
    expect(await figure(page, 'blocked')).toBe('1');
    expect(await figure(page, 'untested')).toBe('1');
    expect(await figure(page, 'passRate')).toBe('20%');

    expect(await rowsOf(page, 'result-table')).toEqual([
      ['Untested', '1', '16.7%'],
      ['Passed', '1', '16.7%'],
      ['Blocked', '1', '16.7%'],
      ['Failed (new)', '1', '16.7%'],
      ['Failed (known)', '1', '16.7%'],
      ['Skipped', '1', '16.7%'],
    ]);
    const label = await page.getByTestId('result-chart').getAttribute('aria-label');
    expect(label).toContain('Passed 1 (16.7%)');
    expect(await page.getByTestId('result-chart').getAttribute('role')).toBe('img');

    // Suite or tester, cases, tested, passed, failed, blocked, untested, and every result in words.
    expect(await rowsOf(page, 'suite-figures')).toEqual([
      ['S_1 Checkout', '4', '3', '1', '1', '1', '1', 'Untested 1, Passed 1, Blocked 1, Failed (new) 1'],
      ['S_2 Search', '2', '2', '0', '1', '0', '0', 'Failed (known) 1, Skipped 1'],
    ]);
    expect(await rowsOf(page, 'tester-figures')).toEqual([
      ['Anna Berg', '3', '3', '1', '1', '1', '0', 'Passed 1, Blocked 1, Failed (new) 1'],
      ['Ben Cole', '2', '2', '0', '1', '0', '0', 'Failed (known) 1, Skipped 1'],
      ['Not assigned', '1', '0', '0', '0', '0', '1', 'Untested 1'],
    ]);

    const problems = await rowsOf(page, 'problems-table');
    expect(
      problems.map(([execution, testCase, suite, result, defects, tester]) => [
        execution,
        testCase,
        suite,
        result,
        defects,
        tester,
      ]),
    ).toEqual([
      [executions.Coupon, 'C_2 Coupon', 'S_1 Checkout', 'Failed (new)', 'SHOP-42', 'Anna Berg'],
      [executions['Find by name'], 'C_5 Find by name', 'S_2 Search', 'Failed (known)', 'SHOP-1', 'Ben Cole'],
      [executions['Card payment'], 'C_3 Card payment', 'S_1 Checkout', 'Blocked', 'SHOP-7', 'Anna Berg'],
    ]);
    await chartPixels(page);
    await page.screenshot({ path: join(screenshots, 'console-dashboard.png'), fullPage: true, animations: 'disabled' });

    // Each failed or blocked case leads to its execution.
    await page.getByTestId('problems-table').getByRole('link', { name: executions.Coupon }).click();
    await page.waitForURL((url) => url.pathname === `/app/p/${project}/_/runs/${runId}`);
    expect(new URL(page.url()).searchParams.get('x')).toBe(executions.Coupon);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('makes the CSV export and the PDF report as tasks and saves their files', async () => {
    const { page, errors } = await world.openSignedIn(dashboardPath());
    const csv = await downloadReport(page, 'csv');
    expect(csv.name).toBe(`${runId}-executions.csv`);
    const lines = csv.bytes
      .toString('utf8')
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(7);
    expect(lines[0]).toBe(
      'Run,Suite Id,Suite,Path,Case Id,Case,Execution Id,Result code,Result,Tester,Tested on (UTC),Defects,Details,Duration (s)',
    );
    for (const [title, execution] of Object.entries(executions)) {
      const line = lines.find((l) => l.includes(`,${execution},`));
      expect(line, title).toContain(title);
    }
    expect(lines.find((l) => l.includes('Coupon'))).toContain('SHOP-42');
    expect(lines.find((l) => l.includes('Find by size'))).toContain('Skipped');

    const pdf = await downloadReport(page, 'pdf');
    expect(pdf.name).toBe(`${runId}-report.pdf`);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('speaks German and draws its chart anew in dark mode', async () => {
    const { page, errors } = await world.openSignedIn(dashboardPath());
    await page.getByTestId('result-table').waitFor();
    const light = await chartPixels(page);
    await page.getByTestId('language').selectOption('de');
    await page.getByRole('heading', { name: 'Kennzahlen' }).waitFor();
    await page.getByRole('heading', { name: 'Fehlgeschlagene und blockierte Testfälle' }).waitFor();
    expect((await rowsOf(page, 'result-table'))[1]).toEqual(['Bestanden', '1', '16,7\u00a0%']);
    expect((await rowsOf(page, 'tester-figures'))[2]?.[0]).toBe('Nicht zugewiesen');
    expect(await page.getByTestId('report-csv').getByRole('button').textContent()).toBe('CSV-Export erstellen');

    await page.getByTestId('theme-toggle').click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    const passedColour = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--result-2').trim());
    expect(await passedColour()).toBe('#3fb950');
    expect(await chartPixels(page)).not.toBe(light);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('counts again when someone saves a result while it is open', async () => {
    const { page, errors } = await world.openSignedIn(dashboardPath());
    await page.getByTestId('result-table').waitFor();
    expect(await figure(page, 'passed')).toBe('1');
    await save('Invoice', annaToken, { Result: 2 });
    await expect.poll(() => figure(page, 'passed'), { timeout: 10_000 }).toBe('2');
    expect(await figure(page, 'untested')).toBe('0');
    expect(await page.getByTestId('dashboard-progress').getAttribute('aria-valuenow')).toBe('100');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
