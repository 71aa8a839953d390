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

// Across runs, and automation from the console: a version's runs side by side with their pass rates, the failed cases
// that changed between two runs and the flaky ones; JUnit reports uploaded into a run; the QF-Test exports.

let world: ConsoleWorld;
let project: string;
let suite: string;
const runRefs: string[] = [];

// "Web shop", suite Checkout: C_1 "Cart total", C_2 "Coupon", C_3 "Card payment" in three runs, one after the other
// (P passed, F failed):  C_1 P P P · C_2 P F P · C_3 F F P. A fourth run "CI results" takes the JUnit reports.
const results: Record<string, number[]> = { C_1: [2, 2, 2], C_2: [2, 5, 2], C_3: [5, 5, 2] };

/** Waits for a task request to end DONE (the fixture's worker loop runs it); also outside a test. */
async function taskDone(docRef: string) {
  for (let tries = 0; tries < 150; tries++) {
    const status = (await generalOf(world, docRef)).Status;
    if (status === 'DONE') return;
    if (status === 'ERROR') throw new Error(`task ${docRef} ended in ERROR`);
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`task ${docRef} did not end`);
}

async function addRun(title: string) {
  const ref = await world.rpc<string>(
    'ADD_DOCUMENT',
    {
      documentModelName: 'TestRun-dm',
      locale: 'en',
      document: { Root: { General: { ProjectId: project, Title: title } } },
    },
    { project },
  );
  const id = (await generalOf(world, ref)).Id as string;
  await world.rpc('ADD_TEST_SUITES_TO_RUN', { testRunDocRef: ref, testSuiteDocRefs: [suite] });
  await world.rpc('ADD_TEST_CASES_TO_RUN_BY_ID', { testRunId: id, testCaseIds: Object.keys(results) }, { project });
  runRefs.push(ref);
  return id;
}

beforeAll(async () => {
  world = await startConsoleWorld('across-runs');
  project = await addProject(world, 'Web shop');
  suite = await addSuite(world, project, { Title: 'Checkout' });
  for (const Title of ['Cart total', 'Coupon', 'Card payment'])
    await node(world, suite, 'TestCase-dm', { General: { Title } });
  for (let i = 0; i < 3; i++) {
    const testRunId = await addRun(`Nightly ${i + 1}`);
    const testExecutions = Object.entries(results).map(([testCaseId, byRun]) => ({ testCaseId, result: byRun[i] }));
    await taskDone(
      await world.rpc<string>(
        'SAVE_TEST_EXECUTIONS_ASYNC',
        { testRunId, decisionOnInvalidTestExecutionResult: 'SKIP', testExecutions },
        { project },
      ),
    );
  }
  await addRun('CI results');
  await world.rpc('ADD_DOCUMENT', newUser({ username: 'tess', firstName: 'Tess', lastName: 'Ter' }, project, 'tester'));
  await world.rpc(
    'ADD_DOCUMENT',
    newUser({ username: 'vic', firstName: 'Vic', lastName: 'Viewer' }, project, 'viewer'),
  );
});
afterAll(() => world?.stop());

/** Each row of a table as its cells' texts. */
const rowsOf = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent?.trim() ?? '')),
    );

const junit = (cases: string) =>
  Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n<testsuite name="shop">${cases}</testsuite>`);

describe('across runs', () => {
  it("shows the version's runs side by side, what changed between two of them, and the flaky cases", async () => {
    const { page, errors } = await world.openSignedIn(`/p/${project}/_/runs`);
    await page.getByTestId('across-runs').click();
    await page.getByRole('heading', { name: 'Across runs', level: 1 }).waitFor();
    await page.getByTestId('trend-run').first().waitFor();
    const chart = await page.getByTestId('trend-chart').getAttribute('aria-label');
    expect(chart).toBe('Pass rate of the last 4 runs: R_1 66.7%, R_2 33.3%, R_3 100%, R_4 nothing tested yet.');
    expect(await page.getByTestId('trend-chart').locator('circle').count()).toBe(3);
    // Newest first: run, status, tested, passed, failed, blocked, pass rate.
    expect(await rowsOf(page, 'trend-runs')).toEqual([
      ['R_4 CI results', 'Open', '0 of 3', '0', '0', '0', '—'],
      ['R_3 Nightly 3', 'Open', '3 of 3', '3', '0', '0', '100%'],
      ['R_2 Nightly 2', 'Open', '3 of 3', '1', '2', '0', '33.3%'],
      ['R_1 Nightly 1', 'Open', '3 of 3', '2', '1', '0', '66.7%'],
    ]);

    // The two newest runs are compared first: nothing failed in R_4, which is untested.
    expect(await page.getByTestId('compare-from').inputValue()).toBe('R_3');
    expect(await page.getByTestId('compare-to').inputValue()).toBe('R_4');
    await page.getByText('No failed case changed between these runs.').waitFor();
    await page.getByTestId('compare-from').selectOption('R_2');
    await page.getByTestId('compare-to').selectOption('R_3');
    await expect
      .poll(() => rowsOf(page, 'trend-changes'))
      .toEqual([
        ['C_2 Coupon', 'Fixed', 'R_2 Failed (new)', 'R_3 Passed'],
        ['C_3 Card payment', 'Fixed', 'R_2 Failed (new)', 'R_3 Passed'],
      ]);
    expect(new URL(page.url()).searchParams.get('from')).toBe('R_2');
    await page.getByTestId('compare-from').selectOption('R_1');
    await page.getByTestId('compare-to').selectOption('R_2');
    await expect
      .poll(() => rowsOf(page, 'trend-changes'))
      .toEqual([['C_2 Coupon', 'Now failing', 'R_1 Passed', 'R_2 Failed (new)']]);

    // Flaky: case, flips, passed, failed, and one mark per result.
    expect((await rowsOf(page, 'trend-flaky')).map((row) => row.slice(0, 4))).toEqual([
      ['C_2 Coupon', '2', '2', '1'],
      ['C_3 Card payment', '1', '1', '2'],
    ]);
    const marks = page.getByTestId('flaky-case').first().getByTestId('execution-link');
    expect(await marks.count()).toBe(3);
    await page.screenshot({
      path: join(screenshots, 'console-across-runs.png'),
      fullPage: true,
      animations: 'disabled',
    });
    // A result opens its execution in its run.
    await marks.nth(1).click();
    await page.waitForURL((url) => url.pathname === `/app/p/${project}/_/runs/R_2`);
    const x = new URL(page.url()).searchParams.get('x');
    expect(x).toMatch(/^RC_\d+$/);
    const pane = page.getByTestId('case-pane');
    await expect.poll(() => pane.getByRole('heading', { level: 2 }).textContent()).toBe('C_2 Coupon');
    expect(await pane.getByTestId('pane-result').textContent()).toContain('Failed (new)');
    expect(await pane.textContent()).toContain(x as string);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('compares fewer runs when asked, and shows a version without runs as such', async () => {
    const { page, errors } = await world.openSignedIn(`/p/${project}/_/trends?n=10`);
    await page.getByTestId('trend-run').first().waitFor();
    expect(await page.getByTestId('trend-count').inputValue()).toBe('10');
    await taskDone(
      await world.rpc<string>('CREATE_PROJECT_VERSION', { document: { Root: { General: { ProjectId: project } } } }),
    );
    await page.goto(`${world.tmt.url}/app/p/${project}/_/trends?v=2`);
    await page.getByText('This version has no runs yet.').waitFor();
    expect(await page.getByTestId('trend-chart').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('automation', () => {
  it('imports a JUnit report into a run as a tester, with its progress and what matched and what did not', async () => {
    const { page, errors } = await world.openSignedIn(`/p/${project}/_/runs/R_4`, { username: 'tess' });
    await page.getByTestId('junit-upload').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Upload a JUnit report into R_4 CI results' }).waitFor();
    await dialog.getByTestId('junit-files').setInputFiles([
      {
        name: 'shop.xml',
        mimeType: 'application/xml',
        buffer: junit(
          '<testcase classname="shop.Cart" name="C_1 total"/><testcase classname="shop.Coupon" name="C_2 code"><failure message="expired"/></testcase><testcase classname="shop.Search" name="finds shoes"/>',
        ),
      },
    ]);
    await dialog.getByText('1 file chosen (1 KB)').waitFor();
    // While the worker has not taken the task, the dialog shows its progress and says it is importing.
    const release = world.holdTasks();
    await dialog.getByTestId('dialog-submit').click();
    await dialog.getByTestId('junit-progress').waitFor();
    expect(await dialog.getByTestId('dialog-submit').textContent()).toBe('Importing…');
    release();
    const summary = dialog.getByTestId('junit-summary');
    await summary.waitFor({ timeout: 30_000 });
    expect(await summary.getByRole('heading', { level: 3 }).textContent()).toBe('Imported 3 tests from 1 file');
    const facts = await summary
      .locator('.facts > div')
      .evaluateAll((items) =>
        Object.fromEntries(
          items.map((item) => [item.querySelector('dt')?.textContent, item.querySelector('dd')?.textContent]),
        ),
      );
    expect(facts).toMatchObject({
      Passed: '2',
      Failed: '1',
      'Matched to test cases': '2',
      'Results saved': '2',
      'Not matched': '1',
    });
    expect(await rowsOf(page, 'junit-unmatched')).toEqual([['shop.Search#finds shoes', 'shop.xml', 'passed']]);
    // The run shows the results: the tree of its executions is read again.
    const list = await world.rpc<{ entries: Doc[] }>('GET_TEST_CASE_EXECUTIONS', {
      testRunDocRef: runRefs[3],
      page: { offset: 0, limit: 10 },
    });
    expect(list.entries.map((e) => e.document.Root.General.Result)).toEqual([2, 5, 1]);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await page.getByTestId('task-tray-button').click();
    expect(await page.getByTestId('task').first().textContent()).toContain('JUnit import · R_4 CI results');
    await page.keyboard.press('Escape');

    // A file that is not JUnit XML ends the import with the reason; nothing is saved.
    await page.getByTestId('junit-upload').click();
    await dialog
      .getByTestId('junit-files')
      .setInputFiles([{ name: 'notes.xml', mimeType: 'application/xml', buffer: Buffer.from('not xml at all') }]);
    await dialog.getByTestId('dialog-submit').click();
    await expect
      .poll(() => dialog.getByTestId('junit-error').textContent(), { timeout: 30_000 })
      .toContain('The import failed:');
    const after = await world.rpc<{ entries: Doc[] }>('GET_TEST_CASE_EXECUTIONS', {
      testRunDocRef: runRefs[3],
      page: { offset: 0, limit: 10 },
    });
    expect(after.entries.map((e) => e.document.Root.General.Result)).toEqual([2, 5, 1]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('makes the QF-Test structure export as a task and saves the file', async () => {
    const { page, errors } = await world.openSignedIn(`/p/${project}/_/runs?v=1`);
    await page.getByTestId('qf-exports').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Exports for QF-Test' }).waitFor();
    expect(await dialog.getByTestId('version-picker').inputValue()).toBe('1');
    await dialog.getByRole('button', { name: 'Create Structure' }).click();
    const download = dialog.getByTestId('qf-structure').getByTestId('qf-download');
    await download.waitFor({ timeout: 30_000 });
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    const tree = JSON.parse(readFileSync((await file.path()) as string, 'utf8'));
    expect(JSON.stringify(tree)).toContain('"title":"Checkout"');
    expect(JSON.stringify(tree)).toContain('"title":"Card payment"');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('roles and languages', () => {
  it('shows a viewer the comparison in German on a 375 px screen, without the JUnit upload', async () => {
    const { page, errors } = await world.openSignedIn(`/p/${project}/_/runs/R_3`, { username: 'vic', width: 375 });
    await page.getByTestId('language').selectOption('de');
    await page.getByRole('heading', { name: 'R_3 Nightly 3' }).waitFor();
    expect(await page.getByTestId('junit-upload').count()).toBe(0);
    await page.goto(`${world.tmt.url}/app/p/${project}/_/trends?v=1`);
    await page.getByRole('heading', { name: 'Über Testläufe hinweg', level: 1 }).waitFor();
    await page.getByTestId('trend-run').first().waitFor();
    const label = await page.getByTestId('trend-chart').getAttribute('aria-label');
    // German puts a (narrow) no-break space before the percent sign.
    expect(label?.replace(/\s/g, ' ')).toContain('Erfolgsquote der letzten 4 Testläufe: R_1 66,7 %');
    await page.getByRole('heading', { name: 'Unbeständige Testfälle' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // Viewers may make the exports, which only read.
    await page.goto(`${world.tmt.url}/app/p/${project}/_/runs`);
    await page.getByTestId('run-row').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole('button', { name: 'QF-Test-Exporte' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Struktur erstellen' }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('offers a tester the JUnit upload in German on a 375 px screen, but not on a closed run', async () => {
    await taskDone(await world.rpc<string>('CLOSE_TEST_RUN', { testRunDocRef: runRefs[0] }));
    const { page, errors } = await world.openSignedIn(`/p/${project}/_/runs/R_4`, { username: 'tess', width: 375 });
    await page.getByTestId('language').selectOption('de');
    await page.getByRole('button', { name: 'JUnit-Bericht hochladen' }).click();
    await page
      .getByRole('dialog')
      .getByRole('heading', { name: 'Einen JUnit-Bericht in R_4 CI results hochladen' })
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.keyboard.press('Escape');
    await page.goto(`${world.tmt.url}/app/p/${project}/_/runs/R_1`);
    await page.getByTestId('run-closed').waitFor();
    expect(await page.getByTestId('junit-upload').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
