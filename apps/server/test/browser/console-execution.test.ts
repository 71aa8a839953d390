/// <reference lib="dom" />
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContent } from '../seed-content';
import {
  addProject,
  addProjectUser,
  addSuite,
  type ConsoleWorld,
  generalOf as generalIn,
  holdCalls,
  node as nodeIn,
  type RpcOptions,
  screenshots,
  startConsoleWorld,
} from './console-fixture';

let world: ConsoleWorld;
let project: string;
/** Docrefs and ids (C_n) of the seeded suites and cases, by name. */
const refs: Record<string, string> = {};
const ids: Record<string, string> = {};

const rpc = <T = unknown>(method: string, params: object, options?: RpcOptions) =>
  world.rpc<T>(method, params, { project, ...options });
const generalOf = (docRef: string) => generalIn(world, docRef);

interface Execution {
  docRef: string;
  document: {
    Root: {
      General: { Id: string; Result: number; Tester: string | null; ResultDetails: string | null };
      TestSteps: { Number: number; Result: number }[];
      Attachments: { fileName: string; mimeType: string }[];
      Metadata: { LatestTestCaseExecutionData: { TestCaseId: string } };
    };
    __meta: { modelVersion: number };
  };
}

/** A run's executions by case id, as the API answers them. */
async function executionsOf(run: string): Promise<Record<string, Execution>> {
  const list = await rpc<{ entries: Execution[] }>('GET_TEST_CASE_EXECUTIONS', {
    testRunDocRef: run,
    page: { offset: 0, limit: 100 },
  });
  return Object.fromEntries(
    list.entries.map((e) => [e.document.Root.Metadata.LatestTestCaseExecutionData.TestCaseId, e]),
  );
}
const resultsOf = async (run: string) =>
  Object.fromEntries(Object.entries(await executionsOf(run)).map(([id, e]) => [id, e.document.Root.General.Result]));

/** Waits for a task request to be DONE (the fixture's worker loop runs it). */
async function taskDone(docRef: string) {
  await expect.poll(async () => (await generalOf(docRef)).Status, { timeout: 30_000, interval: 200 }).toBe('DONE');
}

/** A new open run of P_1 with every seeded case; answers its docRef and id (R_n). */
async function newRun(title: string) {
  const ref = await rpc<string>('ADD_DOCUMENT', {
    documentModelName: 'TestRun-dm',
    locale: 'en',
    document: { Root: { General: { ProjectId: project, Title: title } } },
  });
  await rpc('ADD_TEST_SUITES_TO_RUN', { testRunDocRef: ref, testSuiteDocRefs: [refs.checkout, refs.search] });
  await rpc('ADD_TEST_CASES_TO_RUN', {
    testRunDocRef: ref,
    testCasesDocRefs: [refs.card, refs.phone, refs.voucher, refs.invoice, refs.cash],
  });
  await rpc('ADD_TEST_CASES_TO_RUN', { testRunDocRef: ref, testCasesDocRefs: [refs.find] });
  return { ref, id: (await generalOf(ref)).Id as string };
}

/**
 * Suite Checkout: folder Cards (Pay by card with preconditions and two steps, Pay by phone), folder Vouchers
 * (Apply a voucher), then Pay by invoice and Pay cash; suite Search: Find an article.
 */
async function seed() {
  project = await addProject(world, 'Web shop');
  const suite = (Title: string) => addSuite(world, project, { SubprojectId: '_', Title });
  refs.checkout = await suite('Checkout');
  refs.search = await suite('Search');
  const node = (parent: string, model: 'TestCase-dm' | 'TestFolder-dm', root: object) =>
    nodeIn(world, parent, model, root);
  const cards = await node(refs.checkout, 'TestFolder-dm', { General: { Title: 'Cards' } });
  const vouchers = await node(refs.checkout, 'TestFolder-dm', { General: { Title: 'Vouchers' } });
  refs.card = await node(cards, 'TestCase-dm', {
    General: { Title: 'Pay by card' },
    Conditions: { Preconditions: 'A cart with two articles' },
    TestSteps: [
      { Action: 'Enter the card number', ExpectedResult: 'The number is accepted' },
      { Action: 'Confirm the payment', ExpectedResult: 'The order is paid' },
    ],
  });
  refs.phone = await node(cards, 'TestCase-dm', { General: { Title: 'Pay by phone' } });
  refs.voucher = await node(vouchers, 'TestCase-dm', { General: { Title: 'Apply a voucher' } });
  refs.invoice = await node(refs.checkout, 'TestCase-dm', { General: { Title: 'Pay by invoice' } });
  refs.cash = await node(refs.checkout, 'TestCase-dm', { General: { Title: 'Pay cash' } });
  refs.find = await node(refs.search, 'TestCase-dm', { General: { Title: 'Find an article' } });
  for (const key of ['card', 'phone', 'voucher', 'invoice', 'cash', 'find'])
    ids[key] = (await generalOf(refs[key] as string)).Id as string;
  for (const username of ['tina', 'tom']) await addProjectUser(world, username, project, 'tester');
  await addProjectUser(world, 'vic', project, 'viewer');
}

beforeAll(async () => {
  world = await startConsoleWorld('execution');
  await seed();
});

afterAll(async () => {
  await world?.stop();
});

const runPath = (runId: string, projectId = project) => `/p/${projectId}/_/runs/${runId}`;
const line = (page: Page, caseId: string) => page.locator(`[role="treeitem"][data-id="${caseId}"]`);
const resultOn = (page: Page, caseId: string) => line(page, caseId).getAttribute('data-result');
const focusedCase = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-id'));

const SAVES = /\/api\/trpc\/[^?]*saveTestCaseExecution/;

/** Opens a run signed in and waits until its tree has the focus on a case. */
async function openRun(path: string, options: Parameters<ConsoleWorld['openSignedIn']>[1] = {}) {
  const opened = await world.openSignedIn(path, options);
  await opened.page.getByRole('tree').waitFor();
  await expect.poll(() => focusedCase(opened.page)).toBeTruthy();
  return opened;
}

describe('executing a run', () => {
  it('runs by keyboard only: a key per result, auto-advance, next and next untested, step results', async () => {
    const run = await newRun('Keyboard run');
    const { page, errors } = await openRun(runPath(run.id));
    // The tree opens on the first untested case, with the pane beside it.
    expect(await focusedCase(page)).toBe(ids.card);
    const pane = page.getByTestId('case-pane');
    await pane.getByTestId('preconditions').waitFor();
    expect(await pane.getByTestId('preconditions').textContent()).toBe('A cart with two articles');

    // Enter goes to the first step's result; Escape comes back to the tree.
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Declined although the card is valid');
    await page.keyboard.press('Escape');
    expect(await focusedCase(page)).toBe(ids.card);

    // A result shows and the next case has the focus before the server has answered.
    const release = await holdCalls(page, SAVES);
    await page.keyboard.press('f');
    expect(await resultOn(page, ids.card as string)).toBe('5');
    expect(await focusedCase(page)).toBe(ids.phone);
    expect((await resultsOf(run.ref))[ids.card as string]).toBe(1);
    release();

    await page.keyboard.press('p'); // Pay by phone: passed, on to Apply a voucher
    await page.keyboard.press('j'); // skip the voucher
    expect(await focusedCase(page)).toBe(ids.invoice);
    await page.keyboard.press('b'); // Pay by invoice: blocked
    await page.keyboard.press('s'); // Pay cash: skipped, on to Find an article
    expect(await focusedCase(page)).toBe(ids.find);
    // The next untested case after the last one is the skipped voucher, from the top.
    await page.keyboard.press('u');
    expect(await focusedCase(page)).toBe(ids.voucher);
    await page.keyboard.press('Shift+F'); // Apply a voucher: failed (known)
    await page.keyboard.press('k');
    expect(await focusedCase(page)).toBe(ids.voucher);

    const expected = {
      [ids.card as string]: 5,
      [ids.phone as string]: 2,
      [ids.voucher as string]: 6,
      [ids.invoice as string]: 3,
      [ids.cash as string]: 11,
      [ids.find as string]: 1,
    };
    await expect.poll(() => resultsOf(run.ref)).toEqual(expected);
    const card = (await executionsOf(run.ref))[ids.card as string]?.document.Root;
    expect(card?.TestSteps.map((s) => s.Result)).toEqual([2, 5]);
    expect(card?.General).toMatchObject({ ResultDetails: 'Declined although the card is valid', Tester: 'admin' });
    // The address names the chosen execution, so a reload comes back to it.
    const voucherRun = (await executionsOf(run.ref))[ids.voucher as string]?.document.Root.General.Id;
    await expect.poll(() => new URL(page.url()).searchParams.get('x')).toBe(voucherRun);
    await page.reload();
    await page.getByRole('tree').waitFor();
    await expect.poll(() => focusedCase(page)).toBe(ids.voucher);
    for (const [caseId, result] of Object.entries(expected))
      expect(await resultOn(page, caseId), caseId).toBe(String(result));
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('puts a refused result back with the reason: a run closed meanwhile, and a save over a newer one', async () => {
    const run = await newRun('Closing run');
    const { page, errors } = await openRun(runPath(run.id));
    const executions = await executionsOf(run.ref);

    // Someone else saves Pay by card while this screen's save is on its way: theirs is newer.
    let release = await holdCalls(page, SAVES);
    await page.keyboard.press('p');
    expect(await resultOn(page, ids.card as string)).toBe('2');
    await rpc('SAVE_TEST_CASE_EXECUTION', {
      docRef: executions[ids.card as string]?.docRef,
      document: { Root: { General: { Result: 3, Tester: 'tina' } } },
    });
    release();
    const refusal = page.getByTestId('save-refused');
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain(`admin saved ${ids.card} meanwhile (Blocked`);
    await refusal.getByRole('button', { name: 'Save mine again' }).click();
    await expect.poll(() => resultsOf(run.ref)).toMatchObject({ [ids.card as string]: 2 });
    expect(await refusal.count()).toBe(0);

    // The run is closed while the next save is on its way: the row goes back and says why.
    await line(page, ids.phone as string).focus();
    release = await holdCalls(page, SAVES);
    await page.keyboard.press('f');
    expect(await resultOn(page, ids.phone as string)).toBe('5');
    await taskDone(await rpc<string>('CLOSE_TEST_RUN', { testRunDocRef: run.ref }));
    release();
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain(`The result of ${ids.phone} was not saved: Test run ${run.id}`);
    await expect.poll(() => resultOn(page, ids.phone as string)).toBe('1');
    // Closed: read only, and it says why.
    await page.getByTestId('read-only').waitFor();
    expect(await page.getByTestId('read-only').textContent()).toContain('This run is closed');
    expect(await page.getByTestId('result-buttons').getByRole('button').first().isDisabled()).toBe(true);
    await line(page, ids.invoice as string).focus();
    await page.keyboard.press('p');
    expect(await resultOn(page, ids.invoice as string)).toBe('1');
    expect((await resultsOf(run.ref))[ids.phone as string]).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('lets a viewer read the results, not record them', async () => {
    const run = await newRun('Viewed run');
    const { page, errors } = await openRun(runPath(run.id), { username: 'vic' });
    await page.getByTestId('read-only').waitFor();
    await page.keyboard.press('p');
    expect(await resultOn(page, ids.card as string)).toBe('1');
    expect(await page.getByTestId('bulk-bar').count()).toBe(0);
    expect(await page.getByTestId('result-buttons').getByRole('button').first().isDisabled()).toBe(true);
    expect((await resultsOf(run.ref))[ids.card as string]).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('testers together', () => {
  it("shows each tester the other's results as they are saved, without a reload", async () => {
    const run = await newRun('Shared run');
    const tina = await openRun(runPath(run.id), { username: 'tina' });
    const tom = await openRun(runPath(run.id), { username: 'tom' });
    let loads = 0;
    tom.page.on('request', (request) => {
      if (request.url().includes('getTestCaseExecutions')) loads++;
    });
    // Tina records Pay by card; Tom, on the same case, sees it without reading the run again.
    await tina.page.keyboard.press('b');
    await expect.poll(() => resultOn(tom.page, ids.card as string), { timeout: 5_000 }).toBe('3');
    // Tom records the next case; Tina sees it.
    await line(tom.page, ids.phone as string).focus();
    await tom.page.keyboard.press('p');
    await expect.poll(() => resultOn(tina.page, ids.phone as string), { timeout: 5_000 }).toBe('2');
    expect(loads).toBe(0);
    // With the filter "assigned to me", each sees their own.
    await tom.page.getByTestId('filter-mine').check();
    await expect.poll(() => tom.page.locator('[role="treeitem"][data-kind="case"]').count()).toBe(1);
    expect(await line(tom.page, ids.phone as string).count()).toBe(1);
    expect(await resultsOf(run.ref)).toMatchObject({ [ids.card as string]: 3, [ids.phone as string]: 2 });
    expect(tina.errors).toEqual([]);
    expect(tom.errors).toEqual([]);
    await tina.page.context().close();
    await tom.page.context().close();
  });
});

describe('drafts and attribution', () => {
  it("saves a recorded case's step results, details and defects on their own, and keeps an untested case's through a reload", async () => {
    const run = await newRun('Draft run');
    const { page, errors } = await openRun(runPath(run.id));
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.accept();
    });
    const pane = page.getByTestId('case-pane');
    await pane.getByTestId('preconditions').waitFor();
    await page.keyboard.press('p');
    await line(page, ids.card as string).focus();
    // Recorded: the step result, details and defects are saved without a result key.
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Slow confirmation page');
    await page.keyboard.press('Tab');
    await page.keyboard.type('SHOP-9');
    await page.keyboard.press('Escape');
    expect(await focusedCase(page)).toBe(ids.card);
    await expect
      .poll(async () => (await executionsOf(run.ref))[ids.card as string]?.document.Root.General)
      .toMatchObject({ Result: 2, ResultDetails: 'Slow confirmation page' });
    const card = (await executionsOf(run.ref))[ids.card as string]?.document.Root;
    expect(card?.TestSteps.map((s) => s.Result)).toEqual([3, 1]);

    // Untested: kept in the browser until a result is chosen, through a reload.
    await line(page, ids.phone as string).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.type('Half a note');
    await pane.getByTestId('pane-unsaved').waitFor();
    const phoneId = (await executionsOf(run.ref))[ids.phone as string]?.document.Root.General.Id;
    await expect.poll(() => new URL(page.url()).searchParams.get('x')).toBe(phoneId);
    await page.reload();
    expect(asked).toEqual(['beforeunload']);
    await page.getByRole('tree').waitFor();
    await expect.poll(() => focusedCase(page)).toBe(ids.phone);
    await expect.poll(() => pane.getByTestId('result-details').inputValue()).toBe('Half a note');
    await line(page, ids.card as string).focus();
    await expect.poll(() => pane.getByTestId('defects').inputValue()).toBe('SHOP-9');
    expect(await pane.getByTestId('result-details').inputValue()).toBe('Slow confirmation page');
    await line(page, ids.phone as string).focus();
    await page.keyboard.press('b');
    await expect
      .poll(async () => (await executionsOf(run.ref))[ids.phone as string]?.document.Root.General)
      .toMatchObject({ Result: 3, ResultDetails: 'Half a note' });
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('tmt.draft')))).toEqual(
      [],
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('credits the tester who saved the latest result, unless a tester was assigned', async () => {
    const run = await newRun('Two testers run');
    const tina = await openRun(runPath(run.id), { username: 'tina' });
    await tina.page.keyboard.press('f');
    await expect
      .poll(async () => (await executionsOf(run.ref))[ids.card as string]?.document.Root.General.Tester)
      .toBe('tina');
    // Tom records the same case again: he is its tester now, in the API, both trees and the dashboard.
    const tom = await openRun(runPath(run.id), { username: 'tom' });
    await line(tom.page, ids.card as string).focus();
    await tom.page.keyboard.press('p');
    const testerOf = (page: Page) =>
      line(page, ids.card as string)
        .locator('.run-tester')
        .textContent();
    await expect
      .poll(async () => (await executionsOf(run.ref))[ids.card as string]?.document.Root.General.Tester)
      .toBe('tom');
    await expect.poll(() => testerOf(tom.page)).toBe('tom');
    await expect.poll(() => testerOf(tina.page), { timeout: 5_000 }).toBe('tom');
    await tina.page.goto(`${world.tmt.url}/app${runPath(run.id)}/dashboard`);
    const byTester = tina.page.getByTestId('tester-figures');
    await byTester.getByText('tom').waitFor();
    expect(await byTester.getByText('tina').count()).toBe(0);

    // A tester named explicitly stays whoever saves later.
    const phone = (await executionsOf(run.ref))[ids.phone as string]?.docRef as string;
    await rpc('SAVE_TEST_CASE_EXECUTION', {
      docRef: phone,
      document: { Root: { General: { Result: 3, Tester: 'tina' } } },
    });
    await line(tom.page, ids.phone as string).focus();
    await tom.page.keyboard.press('p');
    await expect
      .poll(async () => (await executionsOf(run.ref))[ids.phone as string]?.document.Root.General)
      .toMatchObject({ Result: 2, Tester: 'tina' });
    await expect
      .poll(() =>
        line(tom.page, ids.phone as string)
          .locator('.run-tester')
          .textContent(),
      )
      .toBe('tina');
    expect(tina.errors).toEqual([]);
    expect(tom.errors).toEqual([]);
    await tina.page.context().close();
    await tom.page.context().close();
  });
});

describe('phone and keyboard', () => {
  it("goes through a case's fields by keyboard only and back to the tree, and keys work after a click on the page", async () => {
    const run = await newRun('Keyboard fields run');
    const { page, errors } = await openRun(runPath(run.id));
    await page.getByTestId('case-pane').getByTestId('preconditions').waitFor();
    await page.keyboard.press('Enter');
    const passed: string[] = [];
    for (let i = 0; i < 20 && !(await focusedCase(page)); i++) {
      passed.push(
        await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          return el === document.body || !el ? 'body' : (el.getAttribute('aria-label') ?? el.textContent ?? el.tagName);
        }),
      );
      await page.keyboard.press('Tab');
    }
    // Through the step results, details, defects, tester and Add files, then straight back to the case in the tree.
    expect(passed).toContain('Add files');
    expect(passed).not.toContain('body');
    expect(passed).not.toContain('Skip to content');
    expect(await focusedCase(page)).toBe(ids.card);
    // Escape from a field goes back to the tree, too.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    expect(await focusedCase(page)).toBe(ids.card);
    // A click on the page takes the focus away; j and p still act on the tree.
    await page.mouse.click(1200, 780);
    expect(await focusedCase(page)).toBeFalsy();
    await page.keyboard.press('j');
    expect(await focusedCase(page)).toBe(ids.phone);
    await page.keyboard.press('p');
    await expect.poll(() => resultsOf(run.ref)).toMatchObject({ [ids.phone as string]: 2 });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('brings a tapped case into view at 375 px, and keeps the place when a result is tapped', async () => {
    const run = await newRun('Phone run');
    const { page, errors } = await openRun(runPath(run.id), { width: 375, height: 700 });
    await line(page, ids.invoice as string).click();
    const heading = page.getByTestId('case-pane').getByRole('heading', { level: 2 });
    await expect.poll(() => heading.textContent()).toContain('Pay by invoice');
    await expect
      .poll(async () => {
        const box = await heading.boundingBox();
        return box !== null && box.y >= 0 && box.y < 700;
      })
      .toBe(true);
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await page
      .getByTestId('result-buttons')
      .getByRole('button', { name: /Passed/ })
      .click();
    await expect.poll(() => resultOn(page, ids.invoice as string)).toBe('2');
    await expect.poll(() => heading.textContent()).toContain('Pay cash');
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(50);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('attachments and bulk results', () => {
  it('turns a pasted screenshot, a picked file and a dropped file into attachments with thumbnails', async () => {
    const run = await newRun('Evidence run');
    const { page, errors } = await openRun(runPath(run.id));
    const pane = page.getByTestId('case-pane');
    await pane.getByTestId('attachments').waitFor();
    // A screenshot on the clipboard, pasted while the tree has the focus.
    await page.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 320;
      canvas.height = 180;
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      context.fillStyle = '#cf222e';
      context.fillRect(0, 0, 320, 180);
      context.fillStyle = '#ffffff';
      context.fillRect(40, 40, 240, 100);
      const blob = await new Promise<Blob>((done) => canvas.toBlob((b) => done(b as Blob), 'image/png'));
      const transfer = new DataTransfer();
      transfer.items.add(new File([blob], 'image.png', { type: 'image/png' }));
      document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true }));
    });
    const staged = pane.locator('[data-testid="attachment"][data-staged]');
    await staged.waitFor();
    await expect
      .poll(() => staged.getByTestId('thumbnail').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await page.keyboard.press('f');
    await expect
      .poll(async () => (await executionsOf(run.ref))[ids.card as string]?.document.Root.Attachments)
      .toEqual([
        expect.objectContaining({ mimeType: 'image/png', fileName: expect.stringMatching(/^screenshot-.*\.png$/) }),
      ]);

    // Back on the case, its saved screenshot shows as a thumbnail; a picked file joins it at once.
    await page.keyboard.press('k');
    const saved = pane.locator('[data-testid="attachment"]:not([data-staged])');
    await expect.poll(() => saved.count()).toBe(1);
    await expect
      .poll(() => saved.getByTestId('thumbnail').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await pane.getByTestId('attach-input').setInputFiles({
      name: 'console.log',
      mimeType: 'text/plain',
      buffer: Buffer.from('TypeError: total is undefined\n'),
    });
    await expect
      .poll(async () => (await executionsOf(run.ref))[ids.card as string]?.document.Root.Attachments.length)
      .toBe(2);
    await expect.poll(() => saved.count()).toBe(2);
    // A file dropped onto the attachments joins them the same way, the area marked while it is dragged over.
    const dropped = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['cart total: null\n'], 'cart-state.txt', { type: 'text/plain' }));
      return transfer;
    });
    const area = pane.getByTestId('attachments');
    await area.dispatchEvent('dragover', { dataTransfer: dropped });
    await expect.poll(() => area.getAttribute('class')).toContain('drop-over');
    await area.dispatchEvent('drop', { dataTransfer: dropped });
    await expect
      .poll(async () =>
        (await executionsOf(run.ref))[ids.card as string]?.document.Root.Attachments.map(
          (a: { fileName: string }) => a.fileName,
        ),
      )
      .toContain('cart-state.txt');
    await expect.poll(() => saved.count()).toBe(3);
    expect(await area.getAttribute('class')).not.toContain('drop-over');
    // The picture for the user guide: tall enough for the thumbnails, after the run's header has caught up.
    await page.setViewportSize({ width: 1280, height: 1200 });
    await page.mouse.move(0, 0);
    await page.waitForTimeout(1_500);
    await page.screenshot({ path: join(screenshots, 'console-execution.png'), animations: 'disabled' });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('sets one result for a selection as a task, with its progress', async () => {
    const run = await newRun('Bulk run');
    const { page, errors } = await openRun(runPath(run.id));
    // x on a folder selects its cases; x on a case adds it.
    const cards = page.locator('[role="treeitem"][data-kind="folder"]', { hasText: 'Cards' });
    await cards.focus();
    await page.keyboard.press('x');
    await line(page, ids.cash as string).focus();
    await page.keyboard.press('x');
    expect(await page.getByTestId('selection-count').textContent()).toBe('3 selected');
    await page.getByTestId('bulk-result').selectOption('11');
    await page.getByTestId('bulk-apply').click();
    await page.getByTestId('task-tray-button').click();
    const task = page.getByTestId('task').filter({ hasText: 'Save results' });
    await task.waitFor();
    expect(await task.getByRole('progressbar').count()).toBe(1);
    await expect.poll(() => task.getAttribute('data-status'), { timeout: 30_000 }).toBe('DONE');
    await page.keyboard.press('Escape');
    for (const key of ['card', 'phone', 'cash'])
      await expect.poll(() => resultOn(page, ids[key] as string), { timeout: 10_000 }).toBe('11');
    expect(await resultsOf(run.ref)).toEqual({
      [ids.card as string]: 11,
      [ids.phone as string]: 11,
      [ids.voucher as string]: 1,
      [ids.invoice as string]: 1,
      [ids.cash as string]: 11,
      [ids.find as string]: 1,
    });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('feel and scale', () => {
  it('names all eleven results in German, in dark mode at 375 px with the tree above the case', async () => {
    const run = await newRun('Lauf');
    const { page, errors } = await openRun(runPath(run.id), { width: 375, height: 800 });
    await page.getByTestId('language').selectOption('de');
    await page.getByTestId('theme-toggle').click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    const names = await page.getByTestId('filter-result').locator('option').allTextContents();
    expect(names).toEqual([
      'Jedes Ergebnis',
      'Ungetestet',
      'Bestanden',
      'Blockiert',
      'Kunde',
      'Fehlgeschlagen (neu)',
      'Fehlgeschlagen (bekannt)',
      'In Bearbeitung',
      'Zurückgestellt (extern)',
      'Zurückgestellt (intern)',
      'Erneut testen',
      'Übersprungen',
    ]);
    await line(page, ids.card as string).focus();
    await page.keyboard.press('p');
    expect(await focusedCase(page)).toBe(ids.phone);
    await page.getByTestId('case-pane').getByText('Ungetestet').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const tree = await page.getByTestId('run-tree').boundingBox();
    const pane = await page.getByTestId('case-pane').boundingBox();
    expect(pane && tree && pane.y >= tree.y + 100).toBe(true);
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('?');
    expect(await page.getByTestId('shortcuts').textContent()).toContain('Nächster ungetesteter Testfall');
    await page.keyboard.press('Escape');
    await expect.poll(() => resultsOf(run.ref)).toMatchObject({ [ids.card as string]: 2 });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opens a run of 10,000 cases and scrolls to its last case', async () => {
    const count = 10_000;
    const big = await addProject(world, 'Big project');
    const [scope] = await world.tmt.orm.em.fork().execute<{ project_id: string; version_id: string }[]>(
      `SELECT p.id AS project_id, v.id AS version_id FROM project p JOIN project_version v ON v.project_id = p.id
       WHERE p.tenant_id = ? AND p.business_id = ?`,
      [world.tenant, big],
    );
    await seedContent(
      world.tmt.orm.em.fork(),
      {
        tenantId: world.tenant,
        projectId: scope?.project_id as string,
        versionId: scope?.version_id as string,
        token: '',
      },
      { suites: 1, casesPerSuite: count },
    );
    const runRef = await rpc<string>(
      'ADD_DOCUMENT',
      {
        documentModelName: 'TestRun-dm',
        locale: 'en',
        document: { Root: { General: { ProjectId: big, Title: 'Big run' } } },
      },
      { project: big },
    );
    const runId = (await generalOf(runRef)).Id as string;
    const testCaseIds = Array.from({ length: count }, (_, i) => `C_${i + 1}`);
    await taskDone(
      await rpc<string>('ADD_TEST_CASES_TO_RUN_ASYNC', { testRunId: runId, testCaseIds }, { project: big }),
    );

    const { page, errors } = await openRun(runPath(runId, big));
    await expect
      .poll(() => page.getByTestId('run-count').textContent(), { timeout: 30_000 })
      .toBe('10,000 of 10,000 test cases');
    expect(await page.locator('[role="treeitem"]').count()).toBeLessThan(100);
    await page.keyboard.press('End');
    await expect.poll(() => focusedCase(page)).toBe(`C_${count}`);
    await page.keyboard.press('p');
    await expect.poll(() => resultOn(page, `C_${count}`)).toBe('2');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
