/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvText, testrailXml } from '../case-files';
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
  waitForTaskOnScreen,
} from './console-fixture';

let world: ConsoleWorld;
let project: string;
let existingId: string;

const rpc = <T = unknown>(method: string, params: object, options?: { project?: string }) =>
  world.rpc<T>(method, params, options);

/** TestRail's XML export of a suite "Web shop": Checkout (two cases, a Coupons section with one) and Search. */
const shopXml = testrailXml('Web shop', [
  {
    name: 'Checkout',
    cases: [
      {
        id: 'C101',
        title: 'Pay by card',
        priority: 'Critical',
        steps: [
          ['Open the cart', 'The cart shows one item'],
          ['Pay with a test card', 'The order is confirmed'],
        ],
      },
      { id: 'C102', title: 'Pay by invoice', priority: 'Low' },
    ],
    sections: [{ name: 'Coupons', cases: [{ id: 'C103', title: 'Apply a coupon', priority: 'High' }] }],
  },
  { name: 'Search', cases: [{ id: 'C104', title: 'Find by name' }] },
]);

/** A spreadsheet with its own headers; the second case has no title (a problem of line 3) until it is fixed. */
const sheet = (secondTitle: string) =>
  csvText([
    ['Key', 'Summary', 'Area', 'How', 'Outcome', 'Prio'],
    ['X-1', 'Export a report', 'Reports > PDF', 'Open a run', 'The run shows', 'Critical'],
    ['X-2', secondTitle, 'Reports', 'Print the report', 'It is printed', 'Low'],
  ]);

const suitesPath = () => `/p/${project}/_/suites`;

async function openImport(page: Page) {
  await page.getByTestId('suites-table').getByText('Existing').waitFor();
  await page.getByTestId('import-cases').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('import-file').waitFor();
  return dialog;
}

const upload = (page: Page, name: string, text: string) =>
  page.getByTestId('import-file').setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(text) });

/** The titles of a suite's cases, by the API. */
async function casesOf(suiteId: string) {
  const list = await rpc<{ entries: Doc[] }>('LIST_DOCUMENTS', {
    documentModelName: 'TestCase-dm',
    filter: { filters: [`ProjectId:${project}`, `TestSuiteId:${suiteId}`] },
    page: { offset: 0, limit: 50 },
  });
  return list.entries.map((entry) => entry.document.Root.General.Title as string).sort();
}

beforeAll(async () => {
  world = await startConsoleWorld('console-imports');
  project = await addProject(world, 'Imports');
  await rpc('ADD_DOCUMENT', newUser({ username: 'vera', firstName: 'Vera', lastName: 'Test' }, project, 'viewer'));
  const existing = await addSuite(world, project, { Title: 'Existing' });
  existingId = (await generalOf(world, existing)).Id as string;
  await node(world, existing, 'TestCase-dm', { General: { Title: 'Written by hand' } });
});

afterAll(async () => {
  await world?.stop();
});

describe('importing test cases', () => {
  it('imports a TestRail XML export into a new suite after a dry run; the choices survive a reload', async () => {
    const { page, errors } = await world.openSignedIn(suitesPath());
    let dialog = await openImport(page);
    await upload(page, 'shop.xml', shopXml);
    await dialog.getByTestId('import-file-name').getByText('shop.xml').waitFor();
    expect(await dialog.getByTestId('import-format').inputValue()).toBe('testrail-xml');
    await dialog.getByTestId('import-suite-title').fill('Shop from TestRail');

    // Closed and reloaded, the dialog still holds the uploaded file and the choices.
    await page.keyboard.press('Escape');
    await page.reload();
    dialog = await openImport(page);
    await dialog.getByTestId('import-file-name').getByText('shop.xml').waitFor();
    expect(await dialog.getByTestId('import-suite-title').inputValue()).toBe('Shop from TestRail');

    await page.getByTestId('dialog-submit').click();
    const report = dialog.getByTestId('import-report');
    await report.getByRole('heading', { name: 'What the import would do' }).waitFor({ timeout: 30_000 });
    expect(await report.getByTestId('import-counts').textContent()).toContain('Shop from TestRail (new)');
    expect(await report.getByTestId('import-folders').textContent()).toBe('3 new, 0 reused');
    expect(await report.getByTestId('import-cases').textContent()).toBe('4 new, 0 updated');
    expect(await report.getByTestId('import-steps').textContent()).toBe('2');
    const critical = report.getByTestId('import-values').getByRole('row').filter({ hasText: 'Critical' });
    expect(await critical.textContent()).toMatch(/PriorityCritical.*1/);
    expect(await report.getByText('No problems.').count()).toBe(1);
    expect(await casesOf(existingId)).toEqual(['Written by hand']);
    await page.screenshot({ path: join(screenshots, 'console-import.png'), animations: 'disabled' });

    expect(await page.getByTestId('dialog-submit').textContent()).toBe('Import');
    await page.getByTestId('dialog-submit').click();
    await waitForTaskOnScreen(world, report.getByRole('heading', { name: 'Imported' }));
    expect(await report.getByTestId('import-cases').textContent()).toBe('4 new, 0 updated');
    const link = dialog.getByTestId('import-suite-link');
    expect(await link.textContent()).toMatch(/^Open S_\d+ Shop from TestRail$/);
    // The tray followed it too (behind the dialog), and said when it was done.
    await page.getByTestId('notices').getByText('Import test cases · shop.xml: Done.').waitFor();

    await link.click();
    await page.waitForURL(/\/suites\/S_\d+(\?|$)/);
    const tree = page.getByTestId('tree');
    for (const title of ['Checkout', 'Pay by card', 'Pay by invoice', 'Coupons', 'Search'])
      await tree.getByText(title, { exact: true }).waitFor();
    // Done: the dialog's draft is gone.
    await page.goBack();
    dialog = await openImport(page);
    expect(await dialog.getByTestId('import-file-name').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('maps the columns of a CSV file with a preview, lists a bad row with its line, and imports once it is fixed', async () => {
    const { page, errors } = await world.openSignedIn(suitesPath());
    const dialog = await openImport(page);
    await upload(page, 'cases.csv', sheet(''));
    const preview = dialog.getByTestId('import-preview');
    await preview.getByText('Export a report').waitFor();
    expect(await dialog.getByTestId('import-format').inputValue()).toBe('csv');
    expect(await preview.getByRole('columnheader').allTextContents()).toEqual([
      'Key',
      'Summary',
      'Area',
      'How',
      'Outcome',
      'Prio',
    ]);
    const columns = { externalId: 'Key', title: 'Summary', folder: 'Area', steps: 'How', expected: 'Outcome' };
    for (const [field, header] of Object.entries({ ...columns, priority: 'Prio' }))
      await dialog.getByTestId(`map-${field}`).selectOption(header);
    await dialog.getByTestId('import-suite').selectOption({ label: `${existingId} Existing` });
    expect(await dialog.getByTestId('import-suite-title').count()).toBe(0);

    await page.getByTestId('dialog-submit').click();
    const problem = dialog.getByTestId('import-problem');
    await problem.waitFor({ timeout: 30_000 });
    await page.screenshot({ path: '/tmp/imports-problem.png', fullPage: true, animations: 'disabled' });
    expect(await problem.allTextContents()).toEqual(['line 3 a case without a title']);
    expect(await dialog.getByRole('heading', { name: '1 problem' }).count()).toBe(1);
    // A file with problems is not imported: the action stays the dry run.
    expect(await page.getByTestId('dialog-submit').textContent()).toBe('Dry run');

    // The fixed file keeps the columns chosen for it.
    await upload(page, 'cases.csv', sheet('Print a report'));
    await dialog.getByTestId('import-preview').getByText('Print a report').waitFor();
    expect(await dialog.getByTestId('map-title').inputValue()).toBe('Summary');
    await page.getByTestId('dialog-submit').click();
    await waitForTaskOnScreen(world, dialog.getByText('No problems.'));
    expect(await dialog.getByTestId('import-cases').textContent()).toBe('2 new, 0 updated');
    expect(await dialog.getByTestId('import-counts').textContent()).toContain('Existing (exists)');
    await page.getByTestId('dialog-submit').click();
    await waitForTaskOnScreen(world, dialog.getByRole('heading', { name: 'Imported' }));
    expect(await casesOf(existingId)).toEqual(['Export a report', 'Print a report', 'Written by hand']);
    await page.getByTestId('dialog-submit').click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('maps the columns of an xlsx workbook from its preview and imports it', async () => {
    const workbook = new ExcelJS.Workbook();
    const cases = workbook.addWorksheet('Cases');
    cases.addRow(['Ref', 'Name', 'Where', 'Do', 'Expect']);
    cases.addRow(['W-1', 'Sort the list', 'Lists > Sorting', '1. Open a list\n2. Sort it', '1. Shown\n2. Sorted']);
    cases.addRow(['W-2', 'Filter the list', 'Lists', 'Type a filter', 'Fewer rows']);
    // A second sheet is not the one read.
    workbook.addWorksheet('Notes').addRow(['Not', 'these', 'columns']);
    const body = Buffer.from(await workbook.xlsx.writeBuffer());

    const { page, errors } = await world.openSignedIn(suitesPath());
    const dialog = await openImport(page);
    await page.getByTestId('import-file').setInputFiles({
      name: 'cases.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: body,
    });
    const preview = dialog.getByTestId('import-preview');
    await preview.getByText('Filter the list').waitFor();
    expect(await dialog.getByTestId('import-format').inputValue()).toBe('xlsx');
    expect(await preview.getByRole('columnheader').allTextContents()).toEqual(['Ref', 'Name', 'Where', 'Do', 'Expect']);
    const columns = { externalId: 'Ref', title: 'Name', folder: 'Where', steps: 'Do', expected: 'Expect' };
    for (const [field, header] of Object.entries(columns))
      await dialog.getByTestId(`map-${field}`).selectOption(header);
    await dialog.getByTestId('import-suite-title').fill('From a workbook');

    await page.getByTestId('dialog-submit').click();
    await waitForTaskOnScreen(world, dialog.getByText('No problems.'));
    expect(await dialog.getByTestId('import-cases').textContent()).toBe('2 new, 0 updated');
    await page.getByTestId('dialog-submit').click();
    await waitForTaskOnScreen(world, dialog.getByRole('heading', { name: 'Imported' }));
    const suites = await rpc<{ entries: Doc[] }>('LIST_DOCUMENTS', {
      documentModelName: 'TestSuite-dm',
      filter: { filters: [`ProjectId:${project}`] },
      page: { offset: 0, limit: 50 },
    });
    const imported = suites.entries.find((entry) => entry.document.Root.General.Title === 'From a workbook');
    expect(await casesOf(imported!.document.Root.General.Id as string)).toEqual(['Filter the list', 'Sort the list']);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('asks for the headers of a workbook the browser cannot read', async () => {
    const { page, errors } = await world.openSignedIn(suitesPath());
    const dialog = await openImport(page);
    await upload(page, 'broken.xlsx', 'not a zip at all');
    await dialog.getByText('This workbook could not be read in the browser', { exact: false }).waitFor();
    expect(await dialog.getByTestId('import-preview').count()).toBe(0);
    expect(await dialog.getByTestId('map-title').getAttribute('placeholder')).toBe('Title');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('exports a suite as CSV: the downloaded file holds its cases, one row per step', async () => {
    const { page, errors } = await world.openSignedIn(suitesPath());
    const row = page.getByTestId('suite-row').filter({ hasText: 'Existing' });
    await row.getByTestId('suite-actions').click();
    await page.getByRole('menuitem', { name: 'Export' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: `Export ${existingId} Existing` }).waitFor();
    expect(await dialog.getByTestId('export-csv').isChecked()).toBe(true);
    await page.getByTestId('dialog-submit').click();
    await expect.poll(() => page.getByTestId('dialog-submit').textContent(), { timeout: 30_000 }).toBe('Download');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('dialog-submit').click()]);
    expect(download.suggestedFilename()).toBe(`${project}-V_1-${existingId}-test-cases.csv`);
    const [header, ...rows] = parse(readFileSync((await download.path()) as string), { bom: true }) as string[][];
    expect(header).toEqual([
      'ID',
      'Title',
      'Folder',
      'Description',
      'Preconditions',
      'Step',
      'Expected result',
      'Priority',
      'Type',
      'Automation',
      'Tags',
    ]);
    expect(rows.map((row) => [row[1], row[2], row[5], row[6], row[7]])).toEqual([
      ['Written by hand', '', '', '', ''],
      ['Export a report', 'Reports > PDF', 'Open a run', 'The run shows', 'MANDATORY'],
      ['Print a report', 'Reports', 'Print the report', 'It is printed', 'OPTIONAL'],
    ]);
    expect(rows.every((row) => /^C_\d+$/.test(row[0] as string))).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('feel', () => {
  it('shows a viewer no Import, but lets them export', async () => {
    const { page, errors } = await world.openSignedIn(suitesPath(), { username: 'vera' });
    await page.getByTestId('suites-table').getByText('Existing').waitFor();
    // The role arrives with the project: wait for it before looking for what it hides.
    await page.getByRole('navigation', { name: 'Where you are' }).getByText('Imports').waitFor();
    expect(await page.getByTestId('import-cases').count()).toBe(0);
    expect(await page.getByTestId('new-suite').count()).toBe(0);
    await page.getByTestId('suite-row').filter({ hasText: 'Existing' }).getByTestId('suite-actions').click();
    // Reading is enough to export a suite and to pin it; editing it is not offered.
    expect(await page.getByRole('menuitem').allTextContents()).toEqual(['Export', 'Pin']);
    await page.keyboard.press('Escape');
    await page.getByTestId('export-version').click();
    await page.getByRole('dialog').getByRole('heading', { name: 'Export version 1' }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('speaks German, and fits 375 px with a preview of a wide file', async () => {
    const { page, errors } = await world.openSignedIn(suitesPath(), { width: 375 });
    await page.getByTestId('language').selectOption('de');
    await page.getByRole('heading', { name: 'Testsuiten' }).waitFor();
    expect(await page.getByTestId('import-cases').textContent()).toBe('Importieren');
    expect(await page.getByTestId('export-version').textContent()).toBe('Version exportieren');
    const dialog = await openImport(page);
    await dialog.getByRole('heading', { name: 'Testfälle importieren' }).waitFor();
    const wide = [
      ['Title', 'Folder', 'Step', 'Expected result', 'Priority', 'Type', 'Automation', 'Tags'],
      ['A case with a rather long title to show', 'One > Two > Three', 'Do this', 'See that', 'High', '', '', 'a, b'],
    ];
    await upload(page, 'wide.csv', csvText(wide, ';'));
    await dialog.getByTestId('import-preview').getByText('One > Two > Three').waitFor();
    expect(await dialog.getByTestId('import-delimiter').inputValue()).toBe(';');
    // TMT's own headers map themselves.
    expect(await dialog.getByTestId('map-title').inputValue()).toBe('Title');
    expect(await dialog.getByTestId('map-externalId').inputValue()).toBe('');
    expect(await page.getByTestId('dialog-submit').textContent()).toBe('Probelauf');
    expect(await dialog.getByText('Spalten', { exact: true }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: '/tmp/imports-narrow.png', animations: 'disabled' });
    const box = await dialog.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
