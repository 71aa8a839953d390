/// <reference lib="dom" />
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
  taskEnded,
} from './console-fixture';

let world: ConsoleWorld;
let project: string;
/** Business ids and docRefs of what the seed made, by name. */
const seeded: Record<string, string> = {};

const rpc = <T = unknown>(method: string, params: object, options?: { token?: string; project?: string }) =>
  world.rpc<T>(method, params, options);

async function addUser(username: string, firstName: string, role: string) {
  await rpc('ADD_DOCUMENT', newUser({ username, firstName, lastName: 'Test' }, project, role));
  return world.tokenFor(username);
}

const addRun = async (Title: string, extra: object = {}) => {
  const docRef = await rpc<string>(
    'ADD_DOCUMENT',
    {
      documentModelName: 'TestRun-dm',
      locale: 'en',
      document: { Root: { General: { ProjectId: project, Title, ...extra } } },
    },
    { project },
  );
  return { docRef, id: (await generalOf(world, docRef)).Id as string };
};

/** The suite of a version by title. */
async function suiteIn(version: number, title: string) {
  const list = await rpc<{ entries: Doc[] }>('LIST_DOCUMENTS', {
    documentModelName: 'TestSuite-dm',
    filter: { filters: [`ProjectId:${project}`, `ProjectVersionNumber:${version}`] },
    page: { offset: 0, limit: 50 },
  });
  return list.entries.find((e) => e.document.Root.General.Title === title)?.docRef as string;
}

/** The executions of a run by test case title, as [docRef, execution]. */
async function executionsOf(runRef: string) {
  const list = await rpc<{ entries: Doc[] }>('GET_TEST_CASE_EXECUTIONS', {
    testRunDocRef: runRef,
    page: { offset: 0, limit: 100 },
  });
  return list.entries;
}

/**
 * "Web shop", version 1: Checkout (Cart with two cases, and "Pay by card"), Search (two cases), Payments (one).
 * R_1 "Release 1.0" (version 1) held Payments, passed by Tina, and is closed. Version 2 copies the suites; in it
 * R_2 "Release 2.0" holds Checkout (one passed, one failed, one untested) and R_3 "Smoke" is empty.
 */
async function seed() {
  project = await addProject(world, 'Web shop');
  const tina = await addUser('tina', 'Tina', 'tester');
  await addUser('vera', 'Vera', 'viewer');
  const suite = (Title: string) => addSuite(world, project, { Title });
  const checkout = await suite('Checkout');
  const cart = await node(world, checkout, 'TestFolder-dm', { General: { Title: 'Cart' } });
  for (const Title of ['Add an article', 'Remove an article'])
    await node(world, cart, 'TestCase-dm', { General: { Title } });
  await node(world, checkout, 'TestCase-dm', { General: { Title: 'Pay by card' } });
  const search = await suite('Search');
  for (const Title of ['Find by name', 'Find by tag']) await node(world, search, 'TestCase-dm', { General: { Title } });
  const payments = await suite('Payments');
  const refund = await node(world, payments, 'TestCase-dm', { General: { Title: 'Refund a payment' } });
  for (const [key, ref] of Object.entries({ checkout, search, payments }))
    seeded[`${key}Id`] = (await generalOf(world, ref)).Id as string;

  const r1 = await addRun('Release 1.0', { Configuration: 'Firefox' });
  await rpc('ADD_TEST_SUITES_TO_RUN', { testRunDocRef: r1.docRef, testSuiteDocRefs: [payments] });
  await rpc('ADD_TEST_CASES_TO_RUN', { testRunDocRef: r1.docRef, testCasesDocRefs: [refund] });
  const [refundExecution] = await executionsOf(r1.docRef);
  await rpc(
    'SAVE_TEST_CASE_EXECUTION',
    { docRef: refundExecution?.docRef, document: { Root: { General: { Result: 2 } } } },
    { token: tina },
  );
  expect(await taskEnded(world, await rpc<string>('CLOSE_TEST_RUN', { testRunDocRef: r1.docRef }))).toBe('DONE');
  const version = await rpc<string>('CREATE_PROJECT_VERSION', {
    document: { Root: { General: { ProjectId: project, Title: 'Two' } } },
  });
  expect(await taskEnded(world, version)).toBe('DONE');

  const r2 = await addRun('Release 2.0', { Configuration: 'Chrome, staging' });
  await rpc('ADD_TEST_SUITES_TO_RUN', { testRunDocRef: r2.docRef, testSuiteDocRefs: [await suiteIn(2, 'Checkout')] });
  const cases = await rpc<{ entries: Doc[] }>('LIST_DOCUMENTS', {
    documentModelName: 'TestCase-dm',
    filter: { filters: [`ProjectId:${project}`, 'ProjectVersionNumber:2', `TestSuiteId:${seeded.checkoutId}`] },
    page: { offset: 0, limit: 10 },
  });
  await rpc('ADD_TEST_CASES_TO_RUN', {
    testRunDocRef: r2.docRef,
    testCasesDocRefs: cases.entries.map((e) => e.docRef),
  });
  const results: Record<string, number> = { 'Add an article': 2, 'Remove an article': 5 };
  for (const execution of await executionsOf(r2.docRef)) {
    const title = cases.entries.find((c) => c.docRef === execution.document.Root.General.TestCaseDocRef)?.document.Root
      .General.Title as string;
    if (results[title])
      await rpc('SAVE_TEST_CASE_EXECUTION', {
        docRef: execution.docRef,
        document: { Root: { General: { Result: results[title] } } },
      });
  }
  const r3 = await addRun('Smoke');
  Object.assign(seeded, { r1: r1.id, r2: r2.id, r2Ref: r2.docRef, r3: r3.id });
}

beforeAll(async () => {
  world = await startConsoleWorld('console-runs');
  await seed();
});

afterAll(async () => {
  await world?.stop();
});

const runsPath = () => `/p/${project}/_/runs`;
const runPath = (runId: string, tab = '') => `/p/${project}/_/runs/${runId}${tab}`;
/** The Id column of the runs table, top to bottom. */
const listedRuns = (page: Page) => page.getByTestId('run-row').locator('td:first-child').allTextContents();
const row = (page: Page, text: string) => page.getByTestId('run-row').filter({ hasText: text });

describe('the runs of a project', () => {
  it('lists the runs with their progress, and filters them by status, tester and version', async () => {
    const { page, errors } = await world.openSignedIn(`/p/${project}/_/suites`);
    await page.getByTestId('suites-table').getByText('Checkout').waitFor();
    // g r: from the project's suites to its runs.
    await page.locator('body').click({ position: { x: 5, y: 400 } });
    await page.keyboard.press('g');
    await page.keyboard.press('r');
    await page.waitForURL(`**/app${runsPath()}`);
    await expect.poll(() => listedRuns(page)).toEqual([seeded.r3, seeded.r2, seeded.r1]);
    const r2 = row(page, 'Release 2.0');
    expect(await r2.getByTestId('run-status').textContent()).toBe('Open');
    expect(await r2.getByTestId('run-progress').textContent()).toBe('2/3 executed · 1 passed · 1 failed');
    expect(await r2.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('66.7');
    expect(await r2.textContent()).toContain('Chrome, staging');
    expect(await r2.textContent()).toContain('2 · Two');
    const r1 = row(page, 'Release 1.0');
    expect(await r1.getByTestId('run-status').textContent()).toBe('Closed');
    expect(await r1.getByTestId('run-progress').textContent()).toBe('1/1 executed · 1 passed · 0 failed');
    expect(await r1.textContent()).toContain('tina');
    expect(await r1.textContent()).toMatch(/Closed \d/);
    await page.screenshot({ path: join(screenshots, 'console-runs.png'), animations: 'disabled' });

    await page.getByTestId('status-filter').selectOption({ label: 'Closed' });
    await page.waitForURL(/status=2/);
    await expect.poll(() => listedRuns(page)).toEqual([seeded.r1]);
    await page.getByTestId('status-filter').selectOption({ label: 'Open' });
    await expect.poll(() => listedRuns(page)).toEqual([seeded.r3, seeded.r2]);
    await page.getByTestId('status-filter').selectOption('');

    await page.getByTestId('tester-filter').selectOption({ label: 'Tina Test (1)' });
    await page.waitForURL(/tester=tina/);
    await expect.poll(() => listedRuns(page)).toEqual([seeded.r1]);
    await page.getByTestId('tester-filter').selectOption('');

    await page.getByTestId('version-picker').selectOption('1');
    await page.waitForURL(/v=1/);
    await expect.poll(() => listedRuns(page)).toEqual([seeded.r1]);
    await page.getByTestId('version-picker').selectOption('2');
    await expect.poll(() => listedRuns(page)).toEqual([seeded.r3, seeded.r2]);
    await page.getByTestId('run-sort').selectOption('Title ASC');
    await expect.poll(() => listedRuns(page)).toEqual([seeded.r2, seeded.r3]);
    // The address keeps it all: a reload shows the same list.
    await page.reload();
    await expect.poll(() => listedRuns(page)).toEqual([seeded.r2, seeded.r3]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("creates a run with a whole suite and a single test case from another suite's tree, and opens it", async () => {
    const { page, errors } = await world.openSignedIn(runsPath());
    await page.getByTestId('new-run').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title').fill('Release 2.1');
    await dialog.getByLabel('Configuration').fill('Safari, production');
    await dialog.getByLabel('Description').fill('The hotfix release.');
    await page.getByTestId('dialog-submit').click();
    await dialog.getByRole('heading', { name: /^Add suites to R_\d+ Release 2.1$/ }).waitFor();
    const choice = (title: string) => dialog.getByTestId('suite-choice').filter({ hasText: title });
    await choice('Search').getByRole('checkbox').check();
    await choice('Checkout').getByTestId('choose-cases').click();
    await choice('Checkout').getByRole('button', { name: /Cart/ }).click();
    await choice('Checkout')
      .getByRole('checkbox', { name: /Add an article/ })
      .check();
    expect(
      await choice('Checkout')
        .getByRole('checkbox')
        .first()
        .evaluate((box) => (box as HTMLInputElement).indeterminate),
    ).toBe(true);
    expect(await page.getByTestId('pick-summary').textContent()).toBe('2 suites picked, with 1 single test case.');
    await page.getByTestId('dialog-submit').click();
    await page.waitForURL(/\/runs\/R_\d+$/);
    const runId = page.url().split('/').pop() as string;
    seeded.r4 = runId;
    await page.getByRole('heading', { name: `${runId} Release 2.1` }).waitFor();
    expect(await page.locator('.run-facts').textContent()).toContain('Safari, production');

    const runRef = (
      await rpc<{ entries: Doc[] }>('LIST_DOCUMENTS', {
        documentModelName: 'TestRun-dm',
        filter: { filters: [`ProjectId:${project}`, `Id:${runId}`] },
        page: { offset: 0, limit: 1 },
      })
    ).entries[0]?.docRef as string;
    seeded.r4Ref = runRef;
    const suites = await rpc<{ entries: { document: Doc['document'] }[] }>('GET_TEST_SUITES_IN_RUN', {
      testRunDocRef: runRef,
      page: { offset: 0, limit: 10 },
    });
    expect(suites.entries.map((e) => e.document.Root.General.Title).sort()).toEqual(['Checkout', 'Search']);
    const executions = await executionsOf(runRef);
    expect(executions).toHaveLength(3);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('edits a run, and copies it as a task', async () => {
    const { page, errors } = await world.openSignedIn(runPath(seeded.r4 as string, '/suites'));
    await page.getByTestId('run-edit').click();
    await page.getByRole('dialog').getByLabel('Title').fill('Release 2.1 (hotfix)');
    await page.getByTestId('dialog-submit').click();
    await page.getByRole('heading', { name: `${seeded.r4} Release 2.1 (hotfix)` }).waitFor();
    expect((await generalOf(world, seeded.r4Ref as string)).Title).toBe('Release 2.1 (hotfix)');

    await page.getByTestId('run-copy').click();
    expect(await page.getByRole('dialog').getByLabel('Title').inputValue()).toBe('Copy of Release 2.1 (hotfix)');
    await page.getByTestId('dialog-submit').click();
    await page.getByTestId('task-tray-button').click();
    const task = page.getByTestId('task').first();
    await expect.poll(() => task.getAttribute('data-status'), { timeout: 30_000 }).toBe('DONE');
    expect(await task.textContent()).toContain('Copy run');
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Test runs' }).click();
    await row(page, 'Copy of Release 2.1 (hotfix)').waitFor();
    expect(await row(page, 'Copy of Release 2.1 (hotfix)').getByTestId('run-progress').textContent()).toBe(
      '0/3 executed · 0 passed · 0 failed',
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows a task that ends in ERROR with its reason, and makes nothing', async () => {
    const doomed = await addRun('Soon gone');
    const { page, errors } = await world.openSignedIn(runPath(doomed.id, '/suites'));
    const resume = world.holdTasks();
    try {
      await page.getByTestId('run-copy').click();
      await page.getByTestId('dialog-submit').click();
      await page.getByTestId('task-tray-button').click();
      const task = page.getByTestId('task').filter({ hasText: 'Copy run' }).first();
      await task.waitFor();
      expect(await task.getAttribute('data-status')).not.toMatch(/DONE|ERROR/);
      // The run to copy goes while the copy waits for the worker.
      await rpc('DELETE_TEST_RUN', { testRunDocRef: doomed.docRef }, { project });
    } finally {
      resume();
    }
    const task = page.getByTestId('task').filter({ hasText: 'Copy run' }).first();
    await expect.poll(() => task.getAttribute('data-status'), { timeout: 30_000 }).toBe('ERROR');
    const reason = (await task.getByRole('alert').textContent()) ?? '';
    expect(reason).toContain(doomed.docRef);
    await page.getByTestId('notices').getByText(reason).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Test runs' }).click();
    await row(page, 'Release 2.0').waitFor();
    expect(await row(page, 'Soon gone').count()).toBe(0);
    expect(await row(page, 'Copy of Soon gone').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("sets a suite's assignee and priority in the run, and adds and removes suites", async () => {
    const { page, errors } = await world.openSignedIn(runPath(seeded.r4 as string, '/suites'));
    const table = page.getByTestId('run-suites-table');
    const suiteRow = (title: string) => table.getByTestId('run-suite-row').filter({ hasText: title });
    await suiteRow('Checkout').waitFor();
    await suiteRow('Checkout').getByTestId('suite-assignee').fill('tina');
    await page.keyboard.press('Enter');
    await page.getByTestId('notices').getByText(`Saved ${seeded.checkoutId} Checkout.`).waitFor();
    await suiteRow('Checkout').getByTestId('suite-priority').selectOption({ label: 'High' });
    const inRun = async () =>
      (
        await rpc<{ entries: { document: Doc['document']; relationship: Doc['document'] }[] }>(
          'GET_TEST_SUITES_IN_RUN',
          { testRunDocRef: seeded.r4Ref, page: { offset: 0, limit: 10 } },
        )
      ).entries.map((e) => [e.document.Root.General.Title, e.relationship.Root.General]);
    await expect
      .poll(inRun)
      .toContainEqual([
        'Checkout',
        expect.objectContaining({ Assignee: 'tina', RecommendedPriority: { Value: 'HIGH' } }),
      ]);

    await page.screenshot({ path: join(screenshots, 'console-run-suites.png'), animations: 'disabled' });
    await page.getByTestId('add-suites').click();
    await page
      .getByRole('dialog')
      .getByTestId('suite-choice')
      .filter({ hasText: 'Payments' })
      .getByRole('checkbox')
      .check();
    await page.getByTestId('dialog-submit').click();
    await suiteRow('Payments').waitFor();
    await suiteRow('Payments').getByTestId('remove-suite').click();
    await page.getByTestId('dialog-submit').click();
    await expect.poll(() => suiteRow('Payments').count()).toBe(0);
    expect((await inRun()).map(([title]) => title)).toEqual(['Checkout', 'Search']);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('closes a run as a task whose progress reaches DONE, after which the run is read only', async () => {
    const { page, errors } = await world.openSignedIn(runPath(seeded.r4 as string, '/suites'));
    await page.getByTestId('run-suite-row').first().waitFor();
    await page.getByTestId('run-close').click();
    await page.getByTestId('dialog-submit').click();
    await page.getByTestId('task-tray-button').click();
    const task = page.getByTestId('task').first();
    await expect.poll(() => task.getAttribute('data-status'), { timeout: 30_000 }).toBe('DONE');
    expect(await task.textContent()).toContain(`Close run · ${seeded.r4}`);
    expect(await task.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    await page.keyboard.press('Escape');
    await page.getByTestId('run-closed').waitFor();
    expect(await page.getByTestId('run-closed').textContent()).toMatch(
      /^Closed by admin on .+ A closed run is read only/,
    );
    expect(await page.getByTestId('run-status').textContent()).toBe('Closed');
    expect(await page.getByTestId('run-edit').isDisabled()).toBe(true);
    expect(await page.getByTestId('run-close').isDisabled()).toBe(true);
    expect(await page.getByTestId('run-copy').isDisabled()).toBe(false);
    await expect.poll(() => page.getByTestId('suite-assignee').first().isDisabled()).toBe(true);
    expect(await page.getByTestId('add-suites').count()).toBe(0);
    expect(await page.getByTestId('remove-suite').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("refuses to delete a run that holds suites with the server's message, and deletes an empty run", async () => {
    const { page, errors } = await world.openSignedIn(runPath(seeded.r2 as string, '/suites'));
    await page.getByTestId('run-delete').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('This run still holds suites.', { exact: false }).waitFor();
    await page.getByTestId('dialog-submit').click();
    const refusal = dialog.getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.textContent()).toBe(`Test run ${seeded.r2} still holds test suites; remove them first.`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.goto(`${world.tmt.url}/app${runsPath()}`);
    await row(page, 'Smoke').getByTestId('run-actions').click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByText('The run is empty and goes for good.').waitFor();
    await page.getByTestId('dialog-submit').click();
    await expect.poll(() => row(page, 'Smoke').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('feel', () => {
  it("speaks German, with the server's refusals in German too", async () => {
    const { page, errors } = await world.openSignedIn(runsPath());
    await page.getByTestId('language').selectOption('de');
    await page.getByRole('heading', { name: 'Testläufe' }).waitFor();
    expect(await page.getByTestId('new-run').textContent()).toBe('Neuer Testlauf');
    expect(await row(page, 'Release 2.0').getByTestId('run-status').textContent()).toBe('Offen');
    expect(await row(page, 'Release 1.0').getByTestId('run-status').textContent()).toBe('Geschlossen');
    expect(await row(page, 'Release 2.0').getByTestId('run-progress').textContent()).toBe(
      '2/3 ausgeführt · 1 bestanden · 1 fehlgeschlagen',
    );
    await row(page, 'Release 2.0').getByTestId('run-actions').click();
    await page.getByRole('menuitem', { name: 'Löschen' }).click();
    await page.getByTestId('dialog-submit').click();
    const refusal = page.getByRole('dialog').getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.textContent()).toBe(
      `Der Testlauf ${seeded.r2} enthält noch Testsuiten; bitte zuerst entfernen.`,
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows a viewer the runs without the actions that change them', async () => {
    const { page, errors } = await world.openSignedIn(runsPath(), { username: 'vera' });
    await row(page, 'Release 2.0').waitFor();
    await page.getByTestId('runs-table').getByRole('progressbar').first().waitFor();
    // The role arrives with the project: wait for it before looking for what it hides.
    await page.getByRole('link', { name: /Web shop/ }).waitFor();
    expect(await page.getByTestId('new-run').count()).toBe(0);
    // A viewer's run menu only pins.
    await row(page, 'Release 2.0').getByTestId('run-actions').click();
    expect(await page.getByRole('menu').getByRole('menuitem').allInnerTexts()).toEqual(['Pin']);
    await page.keyboard.press('Escape');
    await page.goto(`${world.tmt.url}/app${runPath(seeded.r2 as string, '/suites')}`);
    await page.getByTestId('run-suite-row').first().waitFor();
    expect(await page.getByTestId('run-edit').count()).toBe(0);
    expect(await page.getByTestId('add-suites').count()).toBe(0);
    expect(await page.getByTestId('suite-assignee').first().isDisabled()).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('fits 375 px in dark mode, and creates a run by keyboard only', async () => {
    const { page, errors } = await world.openSignedIn(runsPath(), { width: 375 });
    await page.getByTestId('theme-toggle').click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    for (const path of [runsPath(), runPath(seeded.r2 as string, '/suites')]) {
      await page.goto(`${world.tmt.url}/app${path}`);
      await page.locator('[data-testid="run-row"], [data-testid="run-suite-row"]').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
      await page.screenshot({ path: `/tmp/narrow-${path.length}.png`, fullPage: true });
    }
    await page.goto(`${world.tmt.url}/app${runsPath()}`);
    await page.getByTestId('new-run').focus();
    await page.keyboard.press('Enter');
    await page.keyboard.type('Keyboard run');
    await page.keyboard.press('Enter');
    await page
      .getByRole('dialog')
      .getByRole('heading', { name: /Keyboard run$/ })
      .waitFor();
    // Skip: the run opens empty.
    await page.getByRole('button', { name: 'Skip' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: /^R_\d+ Keyboard run$/ }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('a whole run', () => {
  it('goes from creation through its results to closed, by keyboard only', async () => {
    const { page, errors } = await world.openSignedIn(runsPath());
    await page.getByTestId('new-run').focus();
    await page.keyboard.press('Enter');
    await page.keyboard.type('Keyboard release');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: /Keyboard release$/ }).waitFor();
    // A suite's box and the submit button are reached with Tab; focusing them here stands for those presses.
    await dialog.getByTestId('suite-choice').filter({ hasText: 'Search' }).getByRole('checkbox').focus();
    await page.keyboard.press('Space');
    await page.getByTestId('dialog-submit').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/runs\/R_\d+$/);
    const runId = page.url().split('/').pop() as string;
    const runRef = (
      await rpc<{ entries: Doc[] }>('LIST_DOCUMENTS', {
        documentModelName: 'TestRun-dm',
        filter: { filters: [`ProjectId:${project}`, `Id:${runId}`] },
        page: { offset: 0, limit: 1 },
      })
    ).entries[0]?.docRef as string;

    // The run opens on its first untested case: one key records a result and moves on to the next.
    await page.getByRole('tree').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-id'))).toMatch(/^C_\d+$/);
    await page.keyboard.press('p');
    await page.keyboard.press('f');
    await expect
      .poll(async () => (await executionsOf(runRef)).map((e) => e.document.Root.General.Result).sort())
      .toEqual([2, 5]);

    await page.getByTestId('run-close').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('dialog-submit').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('run-closed').waitFor({ timeout: 30_000 });
    expect((await generalOf(world, runRef)).Status).toBe('inactive');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
