/// <reference lib="dom" />
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestUser } from '@tmt/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningTmt } from '../../src/start';
import {
  addProject,
  addSuite,
  type ConsoleWorld,
  type Doc,
  generalOf as generalIn,
  holdCalls,
  node as nodeIn,
  type RpcOptions,
  screenshots,
  startConsoleWorld,
  startTestTmt,
  treeSettled,
} from './console-fixture';
import { startOidcProvider, type TestOidcProvider } from './oidc-provider';

let world: ConsoleWorld;
let tmt: RunningTmt;
let tenant: string;
let token: string;
let otherTenant: string;
/** Business ids and docRefs of what the seed made, by name. */
const seeded: Record<string, string> = {};

const rpc = <T = unknown>(method: string, params: object, options?: RpcOptions) =>
  world.rpc<T>(method, params, options);
const generalOf = (docRef: string) => generalIn(world, docRef);
const node = (parent: string, model: 'TestCase-dm' | 'TestFolder-dm', root: object) =>
  nodeIn(world, parent, model, root);
const open = (options?: { width?: number; locale?: string }) => world.open(options);
const signInWithForm = (page: Page, user?: { tenant?: string; username?: string }) => world.signInWithForm(page, user);
const openSignedIn = (path: string, options?: { width?: number; locale?: string }) => world.openSignedIn(path, options);

/** A project with a sub project, suites (one in an open run), folders, cases, tags; another tenant with a project. */
async function seed() {
  const projectRef = await rpc<string>('ADD_DOCUMENT', {
    documentModelName: 'Project-dm',
    locale: 'en',
    document: { Root: { General: { Title: 'Web shop', Description: 'The online shop' } } },
  });
  const project = (await generalOf(projectRef)).Id as string;
  seeded.project = project;
  seeded.sub = await addProject(world, 'Mobile app', project);
  const suite = (Title: string, extra: object = {}, sub = '_') =>
    addSuite(world, project, { SubprojectId: sub, Title, ...extra });
  const checkout = await suite('Checkout', {
    Description: 'Paying for the cart with a card or an invoice.',
    RecommendedPriority: 'HIGH',
    Tags: 'checkout, smoke',
  });
  const search = await suite('Search', { Description: 'Finding articles.', RecommendedPriority: 'LOW' });
  const payments = await suite('Payments in a run', { Description: 'Part of the release run.' });
  const spare = await suite('Spare suite');
  seeded.checkout = checkout;
  seeded.payments = payments;
  seeded.spare = spare;
  for (const [key, ref] of Object.entries({ checkout, search, payments, spare }))
    seeded[`${key}Id`] = (await generalOf(ref)).Id as string;
  // Many suites in the sub project: more than one page.
  for (let i = 1; i <= 28; i++) await suite(`Mobile suite ${String(i).padStart(2, '0')}`, {}, seeded.sub);

  const cart = await node(checkout, 'TestFolder-dm', { General: { Title: 'Cart' } });
  const discounts = await node(cart, 'TestFolder-dm', { General: { Title: 'Discounts' } });
  seeded.cart = cart;
  seeded.cartId = (await generalOf(cart)).Id as string;
  const step = (Action: string, ExpectedResult: string) => ({ Action, ExpectedResult });
  const add = await node(cart, 'TestCase-dm', {
    General: { Title: 'Add an article', Automation: 'AUTOMATED' },
    Criteria: { Tags: 'cart' },
    TestSteps: [step('Open an article', 'Its page shows'), step('Press "Add to cart"', 'The cart shows 1')],
  });
  const remove = await node(cart, 'TestCase-dm', { General: { Title: 'Remove an article' } });
  await node(discounts, 'TestCase-dm', { General: { Title: 'Apply a voucher' } });
  const card = await node(checkout, 'TestCase-dm', { General: { Title: 'Pay by card' } });
  const invoice = await node(checkout, 'TestCase-dm', { General: { Title: 'Pay by invoice' } });
  for (const [key, ref] of Object.entries({ add, remove, card, invoice })) {
    seeded[key] = ref;
    seeded[`${key}Id`] = (await generalOf(ref)).Id as string;
  }
  const runCase = await node(payments, 'TestCase-dm', { General: { Title: 'Refund a payment' } });
  seeded.runCaseId = (await generalOf(runCase)).Id as string;
  const run = await rpc<string>(
    'ADD_DOCUMENT',
    {
      documentModelName: 'TestRun-dm',
      locale: 'en',
      document: { Root: { General: { ProjectId: project, Title: 'Release 1.0' } } },
    },
    { project },
  );
  await rpc('ADD_TEST_SUITES_TO_RUN', { testRunDocRef: run, testSuiteDocRefs: [payments] });
  await rpc('ADD_TEST_CASES_TO_RUN', { testRunDocRef: run, testCasesDocRefs: [runCase] });
  seeded.runId = (await generalOf(run)).Id as string;
}

/** The order of a parent's cases as the server keeps it. */
async function caseOrder(parentDocRef: string): Promise<string[]> {
  const list = await rpc<{ entries: Doc[] }>('LIST_DOCUMENTS', {
    documentModelName: 'TestCase-dm',
    filter: { filters: [`ProjectId:${seeded.project}`, `ParentNodeId:${parentDocRef.split('/')[1]}`] },
    page: { offset: 0, limit: 100 },
    sort: ['Order ASC'],
  });
  return list.entries.map((e) => e.document.Root.General.Id as string);
}

/** Runs this file's task jobs as a worker would, while the console polls their progress. */

beforeAll(async () => {
  world = await startConsoleWorld('console');
  ({ tmt, tenant, token } = world);
  otherTenant = await world.addTenant('othershop');
  const otherToken = await world.tokenFor('admin', otherTenant);
  // Three projects: P_3 exists in the other tenant only.
  for (const n of [1, 2, 3])
    await rpc(
      'ADD_DOCUMENT',
      {
        documentModelName: 'Project-dm',
        locale: 'en',
        document: { Root: { General: { Title: `Secret project ${n} of another tenant` } } },
      },
      { token: otherToken },
    );
  await seed();
});

afterAll(async () => {
  await world?.stop();
});

const suitesPath = () => `/p/${seeded.project}/_/suites`;
const suitePath = () => `/p/${seeded.project}/_/suites/${seeded.checkoutId}`;

/** The rows of the tree as people read them: "C_3 Add an article". */
const treeTexts = (page: Page) =>
  page.$$eval('[role="treeitem"]', (items) =>
    items
      .map((item) => ({
        y: (item as HTMLElement).getBoundingClientRect().y,
        text: `${item.getAttribute('data-id')} ${item.querySelector('.tree-title')?.textContent}`,
      }))
      .sort((a, b) => a.y - b.y)
      .map((item) => item.text),
  );

describe('serving and signing in', () => {
  it('serves the console page for every /app/ path, so deep links and reloads work', async () => {
    for (const path of ['/app/', '/app/sign-in', `/app${suitePath()}/cases/C_1`, '/app/no/such/screen']) {
      const response = await fetch(`${tmt.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain('<div id="root">');
    }
  });

  it('issues dev tokens for existing local users only', async () => {
    expect(await (await fetch(`${tmt.url}/api/console/config`)).json()).toEqual({ devSignIn: true, oidc: null });
    const signIn = (body: object) =>
      fetch(`${tmt.url}/api/dev/sign-in`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await signIn({ tenant, username: 'nobody' })).status).toBe(401);
    expect((await signIn({ tenant: 'no-such-tenant', username: 'admin' })).status).toBe(401);
    expect((await signIn({ tenant })).status).toBe(400);
    const issued = (await (await signIn({ tenant, username: 'admin' })).json()) as { token: string };
    const projects = await rpc<unknown[]>('LOAD_PROJECTS_BY_TENANT', {}, { token: issued.token });
    expect(projects.length).toBeGreaterThan(0);
  });

  it('signs in with the dev form, keeps the token out of the URL, and signs out', async () => {
    const { page, errors } = await open();
    await page.goto(`${tmt.url}/app/`);
    await page.waitForURL('**/app/sign-in**');
    // The form shows once the sign-in config has loaded: wait for it rather than read it at once.
    await page.getByText('Development only').waitFor({ state: 'visible' });
    await page.screenshot({ path: join(screenshots, 'console-sign-in.png'), animations: 'disabled' });
    await signInWithForm(page, { tenant, username: 'nobody' });
    expect(await page.getByRole('alert').textContent()).toContain('There is no enabled user nobody');
    await signInWithForm(page);
    const table = page.getByTestId('projects-table');
    await table.getByText('Web shop').waitFor();
    expect(page.url()).toBe(`${tmt.url}/app/`);
    const stored = await page.evaluate(() => sessionStorage.getItem('tmt.console.token'));
    expect(stored).toBeTruthy();
    expect(page.url()).not.toContain(stored as string);
    // Another tenant's project is not among them.
    expect(await table.textContent()).not.toContain('Secret project');
    await page.getByTestId('sign-out').click();
    await page.waitForURL('**/app/sign-in**');
    expect(await page.evaluate(() => sessionStorage.getItem('tmt.console.token'))).toBeNull();
    await page.goto(`${tmt.url}/app/`);
    await page.waitForURL('**/app/sign-in**');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('sends an expired or invalid token back to sign-in, and then to where the user was', async () => {
    const { page } = await open();
    await page.goto(`${tmt.url}/app/sign-in`);
    await page.evaluate(() => sessionStorage.setItem('tmt.console.token', 'not.a-valid.token'));
    await page.goto(`${tmt.url}/app${suitesPath()}?sort=Title+DESC`);
    await page.getByTestId('session-ended').waitFor();
    expect(await page.getByTestId('session-ended').textContent()).toContain('Your session has ended');
    await signInWithForm(page);
    await page.waitForURL(`**/app${suitesPath()}?sort=Title+DESC`);
    await page.getByTestId('suites-table').getByText('Checkout').waitFor();
    await page.context().close();
  });
});

describe('projects and suites', () => {
  it('lists the projects with their sub projects, and goes back and forward between screens', async () => {
    const { page, errors } = await openSignedIn('/');
    await page.getByTestId('toggle-sub-projects').first().click();
    await page.getByRole('link', { name: `${seeded.sub} Mobile app` }).waitFor();
    await page.screenshot({ path: join(screenshots, 'console-projects.png'), animations: 'disabled' });
    await page.getByRole('link', { name: `${seeded.sub} Mobile app` }).click();
    await page.waitForURL(`**/app/p/${seeded.project}/${seeded.sub}/suites`);
    await page.getByTestId('page-summary').getByText('1–25 of 28').waitFor();
    await page.getByTestId('next-page').click();
    await page.getByTestId('page-summary').getByText('26–28 of 28').waitFor();
    expect(page.url()).toContain('page=2');
    await page.goBack();
    await page.getByTestId('page-summary').getByText('1–25 of 28').waitFor();
    await page.goBack();
    await page.getByTestId('projects-table').waitFor();
    await page.goForward();
    await page.getByTestId('page-summary').getByText('1–25 of 28').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the suites with their figures, and searches, filters and sorts them', async () => {
    const { page, errors } = await openSignedIn(suitesPath());
    // Loaded afresh (the tab keeps its token), the page does not jump while its parts arrive.
    await page.addInitScript(() => {
      const shifts = { total: 0 };
      (window as unknown as { shifts: typeof shifts }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) shifts.total += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.reload();
    const table = page.getByTestId('suites-table');
    const checkout = table.getByTestId('suite-row').filter({ hasText: 'Checkout' });
    await checkout.waitFor();
    await page.waitForLoadState('networkidle');
    const layoutShift = await page.evaluate(() => (window as unknown as { shifts: { total: number } }).shifts.total);
    expect(layoutShift).toBeLessThan(0.1);
    // Five cases (two in Cart, one in Discounts, two at the top), one of them automated: 20%.
    expect(await checkout.locator('td').nth(3).textContent()).toBe('5');
    expect(await checkout.textContent()).toContain('20% automated');
    expect(await checkout.textContent()).toContain('High');
    await page.screenshot({ path: join(screenshots, 'console-suites.png'), animations: 'disabled' });
    await page.getByTestId('suite-search').fill('invoice');
    await page.waitForURL(/q=invoice/);
    await table.getByTestId('suite-row').first().waitFor();
    await expect.poll(() => table.getByTestId('suite-row').allTextContents()).toHaveLength(1);
    expect(await table.textContent()).toContain('Checkout');
    await page.getByTestId('suite-search').fill('');
    await page.getByTestId('priority-filter').selectOption('LOW');
    await expect.poll(async () => (await table.getByTestId('suite-row').allTextContents()).join()).toContain('Search');
    expect(await table.getByTestId('suite-row').count()).toBe(1);
    await page.getByTestId('priority-filter').selectOption('');
    await page.getByTestId('suite-sort').selectOption('Title DESC');
    await expect
      .poll(async () => (await table.locator('tbody tr td:nth-child(2)').allTextContents())[0])
      .toBe('Spare suite');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('creates a suite, copies one as a task whose progress reaches DONE, and refuses to delete a suite in an open run', async () => {
    const { page, errors } = await openSignedIn(suitesPath());
    const table = page.getByTestId('suites-table');
    await page.getByTestId('new-suite').click();
    await page.getByRole('dialog').getByLabel('Title').fill('Returns');
    await page.getByTestId('dialog-submit').click();
    await table.getByText('Returns').waitFor();

    const row = (title: string) => table.getByTestId('suite-row').filter({ hasText: title });
    await row('Spare suite').getByTestId('suite-actions').click();
    await page.getByRole('menuitem', { name: 'Copy' }).click();
    await page.getByTestId('task-tray-button').click();
    const task = page.getByTestId('task').first();
    await task.waitFor();
    await expect.poll(() => task.getAttribute('data-status'), { timeout: 20_000 }).toBe('DONE');
    expect(await task.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    await page.screenshot({ path: join(screenshots, 'console-tasks.png'), animations: 'disabled' });
    await page.keyboard.press('Escape');
    await table.getByText('Copy of Spare suite').waitFor();

    await row('Payments in a run').getByTestId('suite-actions').click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByTestId('dialog-submit').click();
    const refusal = page.getByRole('dialog').getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.textContent()).toBe(
      `Test suite ${seeded.paymentsId} is in the open test run ${seeded.runId}.`,
    );
    await page.getByRole('button', { name: 'Cancel' }).click();

    await row('Copy of Spare suite').getByTestId('suite-actions').click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByTestId('dialog-submit').click();
    await expect.poll(() => table.getByText('Copy of Spare suite').count(), { timeout: 20_000 }).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

// Before the tree's tests: its 1,050 cases stay in the shared project, and creating and moving in another suite's
// tree must not be disturbed by a suite that needs several pages.
describe('a large suite', () => {
  it('shows every case of a suite that holds more than one page of them, down to the last', async () => {
    const many = await rpc<string>(
      'ADD_DOCUMENT',
      {
        documentModelName: 'TestSuite-dm',
        locale: 'en',
        document: { Root: { General: { ProjectId: seeded.project, Title: 'Many cases' } } },
      },
      { project: seeded.project },
    );
    const count = 1_050;
    const title = (n: number) => `Case ${String(n).padStart(4, '0')}`;
    for (let from = 0; from < count; from += 100) {
      const batch = Array.from({ length: Math.min(100, count - from) }, (_, i) => ({
        jsonrpc: '2.0',
        id: from + i,
        method: 'CREATE_TEST_CASE_TREE_NODE',
        params: {
          documentModelName: 'TestCase-dm',
          locale: 'en',
          parentNodeDocRef: many,
          document: { Root: { General: { Title: title(from + i + 1) } } },
        },
      }));
      const response = await fetch(`${tmt.url}/api/v2/rpc`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${token}`,
          'Project-Id': seeded.project!,
        },
        body: JSON.stringify(batch),
      });
      const answers = (await response.json()) as { error?: unknown }[];
      expect(answers.filter((answer) => answer.error)).toEqual([]);
    }
    const manyId = (await generalOf(many)).Id as string;
    const { page, errors } = await openSignedIn(`/p/${seeded.project}/_/suites/${manyId}`);
    const tree = page.getByRole('tree');
    const first = tree.getByRole('treeitem', { name: new RegExp(title(1)) });
    await first.waitFor();
    await treeSettled(page);
    expect(await first.getAttribute('aria-setsize')).toBe(String(count));
    await first.focus();
    await page.keyboard.press('End');
    await tree.getByRole('treeitem', { name: new RegExp(title(count)) }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("a suite's tree and the case editor", () => {
  it('opens the tree to the expand level, and moves a case by keyboard and by drag and drop', async () => {
    const { page, errors } = await openSignedIn(suitePath());
    const tree = page.getByRole('tree');
    await tree.getByText('Add an article').waitFor();
    // Expand level 2 (the default): the first level's folders are open, the second level's are not.
    expect(await treeTexts(page)).toEqual([
      `${seeded.cartId} Cart`,
      expect.stringMatching(/^F_\d+ Discounts$/),
      `${seeded.addId} Add an article`,
      `${seeded.removeId} Remove an article`,
      `${seeded.cardId} Pay by card`,
      `${seeded.invoiceId} Pay by invoice`,
    ]);
    expect(await tree.getByRole('treeitem', { name: /Discounts/ }).getAttribute('aria-expanded')).toBe('false');

    // Keyboard: focus "Pay by card", Alt+↓ puts it after "Pay by invoice".
    await tree.getByRole('treeitem', { name: /Pay by card/ }).click();
    await page.waitForURL(`**/cases/${seeded.cardId}`);
    await tree.getByRole('treeitem', { name: /Pay by card/ }).focus();
    await page.keyboard.press('Alt+ArrowDown');
    await expect.poll(() => caseOrder(seeded.checkout as string)).toEqual([seeded.invoiceId, seeded.cardId]);
    await expect
      .poll(async () => (await treeTexts(page)).slice(-2))
      .toEqual([`${seeded.invoiceId} Pay by invoice`, `${seeded.cardId} Pay by card`]);
    // The moved item keeps the focus, so it can move on.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-id'))).toBe(seeded.cardId);

    // Drag and drop: "Pay by invoice" onto the folder Cart moves it into Cart.
    await tree
      .getByRole('treeitem', { name: /Pay by invoice/ })
      .dragTo(tree.getByRole('treeitem', { name: /^.*Cart$/ }));
    await expect
      .poll(() => caseOrder(seeded.cart as string))
      .toEqual([seeded.addId, seeded.removeId, seeded.invoiceId]);
    await expect.poll(() => treeTexts(page)).toContain(`${seeded.invoiceId} Pay by invoice`);
    await treeSettled(page);
    await page.screenshot({ path: join(screenshots, 'console-tree.png'), animations: 'disabled' });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('creates a folder and a case, and moves a case to another folder with the keyboard only', async () => {
    const { page, errors } = await openSignedIn(suitePath());
    const tree = page.getByRole('tree');
    await tree.getByText('Add an article').waitFor();
    await page.getByTestId('new-folder').click();
    await page.getByRole('dialog').getByLabel('Title').fill('Shipping');
    await page.getByTestId('dialog-submit').click();
    await tree.getByText('Shipping').waitFor();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await tree.getByRole('treeitem', { name: /Shipping/ }).focus();
    await page.keyboard.press('n');
    // The dialog names where the new case goes: into the focused folder.
    await page
      .getByRole('dialog')
      .getByText(/^In F_\d+ Shipping$/)
      .waitFor();
    await page.getByRole('dialog').getByLabel('Title').fill('Ship to a parcel locker');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/cases\/C_\d+/);
    await tree.getByText('Ship to a parcel locker').waitFor();
    // Keyboard only: focus "Remove an article", m opens the move dialog, type the folder, ArrowDown onto its single
    // match, Enter, Enter.
    await tree.getByRole('treeitem', { name: /Remove an article/ }).focus();
    await page.keyboard.press('m');
    await page.getByTestId('destination').waitFor();
    await page.keyboard.type('Shipping');
    await page.getByRole('option', { name: /Shipping/ }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await page.getByTestId('destination').inputValue()).toMatch(/Shipping/);
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => {
        const root = (await rpc<Doc>('GET_DOCUMENT', { docRef: seeded.remove })).document.Root as {
          AdditionalInfo?: { CurrentPath?: string };
        };
        return root.AdditionalInfo?.CurrentPath;
      })
      .toContain('Shipping');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('moves a selection and a dragged folder as tasks', async () => {
    const { page, errors } = await openSignedIn(suitePath());
    const tree = page.getByRole('tree');
    const item = (name: RegExp) => tree.getByRole('treeitem', { name });
    await item(/Discounts/).waitFor();
    // A case and a folder of Cart selected with Space, moved together to the suite's top (MOVE_ITEMS_IN_TEST_SUITE).
    await item(/Add an article/).focus();
    await page.keyboard.press('Space');
    await item(/Discounts/).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('m');
    await page.getByTestId('destination').fill('Checkout');
    await page.getByRole('option', { name: /Suite root/ }).click();
    await page.getByTestId('dialog-submit').click();
    await expect.poll(() => caseOrder(seeded.checkout as string), { timeout: 20_000 }).toContain(seeded.addId);
    await expect.poll(() => item(/Discounts/).getAttribute('aria-level'), { timeout: 20_000 }).toBe('1');
    // The folder Shipping dragged onto the folder Cart goes into it (MOVE_TEST_FOLDER).
    await item(/Shipping/).dragTo(item(/^.*Cart$/));
    await expect.poll(() => item(/Shipping/).getAttribute('aria-level'), { timeout: 20_000 }).toBe('2');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('edits every group of a case, with steps and tag suggestions, and saves it', async () => {
    const { page, errors } = await openSignedIn(`${suitePath()}/cases/${seeded.addId}`);
    const editor = page.getByTestId('case-editor');
    await editor.waitFor();
    await page.getByTestId('case-title').fill('Add an article to the cart');
    await page.getByTestId('case-status').selectOption({ label: 'In progress' });
    await editor.getByLabel('Type').selectOption({ label: 'Functional' });
    await editor.getByLabel('Estimated execution time (minutes)').fill('7');
    await page.getByTestId('tab-Criteria').click();
    await editor.getByLabel('Test focus').selectOption({ label: 'Calculation' });
    await editor.getByRole('checkbox', { name: 'Database' }).check();
    await page.getByTestId('tag-input').click();
    await page.getByTestId('tag-input').fill('smo');
    await page.getByTestId('tag-suggestion').filter({ hasText: 'smoke' }).click();
    await page.getByTestId('tag-input').fill('regression');
    await page.keyboard.press('Enter');
    expect(await page.getByTestId('tag').allTextContents()).toEqual(['cart×', 'smoke×', 'regression×']);
    await page.getByTestId('tab-Conditions').click();
    await editor.getByLabel('Preconditions').fill('An article in stock.');
    await page.getByTestId('tab-Sources').click();
    await editor.getByLabel('Tickets').fill('SHOP-1');
    await page.getByTestId('tab-Risk').click();
    // The level follows the fields before anything is saved.
    const level = editor.getByTestId('risk-level');
    await editor.getByLabel('Likelihood', { exact: true }).selectOption({ label: 'Likely' });
    expect(await level.textContent()).toBe('Undefined');
    await editor.getByLabel('Impact', { exact: true }).selectOption({ label: 'Minor' });
    expect(await level.textContent()).toBe('Medium');
    await editor.getByLabel('Impact', { exact: true }).selectOption({ label: 'Major' });
    expect(await level.textContent()).toBe('High');
    await page.getByTestId('tab-TestSteps').click();
    await page.getByTestId('add-step').click();
    await page.keyboard.type('Open the cart');
    await editor.getByRole('button', { name: 'Move step 3 up' }).click();
    await editor.getByRole('button', { name: 'Delete step 1' }).click();
    await treeSettled(page);
    await page.screenshot({ path: join(screenshots, 'console-case-editor.png'), animations: 'disabled' });
    await page.keyboard.press('Control+s');
    await page.getByTestId('notices').getByText('Saved.').waitFor();
    const saved = (await rpc<Doc>('GET_DOCUMENT', { docRef: seeded.add as string })).document.Root as unknown as {
      General: Record<string, unknown>;
      Criteria: Record<string, unknown>;
      Conditions: { Preconditions: string };
      Sources: { Tickets: string };
      Risk: Record<string, unknown>;
      TestSteps: { Action: string }[];
    };
    expect(saved.General).toMatchObject({
      Title: 'Add an article to the cart',
      Status: 'IN_PROGRESS',
      Type: 'FUNCTIONAL',
      EstimatedExecutionTime: 7,
    });
    expect(saved.Criteria).toMatchObject({
      TestFocus: 'CALCULATION',
      AdditionalToolsAids: [{ Value: 'DATABASE' }],
      Tags: 'cart, smoke, regression',
    });
    expect(saved.Conditions.Preconditions).toBe('An article in stock.');
    expect(saved.Sources.Tickets).toBe('SHOP-1');
    expect(saved.Risk).toMatchObject({ Likelihood: 'LIKELY', Impact: 'MAJOR' });
    expect(saved.TestSteps.map((s) => s.Action)).toEqual(['Open the cart', 'Press "Add to cart"']);
    // The tree shows the new title; the editor stays on the steps.
    await page.getByRole('tree').getByText('Add an article to the cart').waitFor();
    expect(await page.getByTestId('tab-TestSteps').getAttribute('aria-selected')).toBe('true');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('sets a property on a selection as a task, and shows why a case in an open run cannot go', async () => {
    const { page, errors } = await openSignedIn(suitePath());
    const tree = page.getByRole('tree');
    await tree.getByText('Pay by card').waitFor();
    await tree.getByRole('treeitem', { name: /Pay by card/ }).focus();
    await page.keyboard.press('Space');
    await tree.getByRole('treeitem', { name: /Pay by invoice/ }).focus();
    await page.keyboard.press('Space');
    expect(await page.getByTestId('selection-count').textContent()).toBe('2 selected');
    await page.getByTestId('set-property').click();
    await page.getByTestId('property-value').selectOption('REVIEWED');
    await page.getByTestId('dialog-submit').click();
    await expect
      .poll(async () => (await generalOf(seeded.card as string)).Status, { timeout: 20_000 })
      .toBe('REVIEWED');
    await expect.poll(() => tree.getByRole('treeitem', { name: /Pay by card/ }).textContent()).toContain('Reviewed');

    await page.goto(`${tmt.url}/app/p/${seeded.project}/_/suites/${seeded.paymentsId}/cases/${seeded.runCaseId}`);
    await page.getByTestId('delete-case').click();
    await page.getByTestId('dialog-submit').click();
    const refusal = page.getByRole('dialog').getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.textContent()).toBe(`Test case ${seeded.runCaseId} is in the open test run ${seeded.runId}.`);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('smaller console points', () => {
  it('moves steps by Alt+Arrow keys (the focus stays in the step) and by drag and drop', async () => {
    const step = (Action: string) => ({ Action, ExpectedResult: `${Action} done` });
    const ref = await node(seeded.checkout as string, 'TestCase-dm', {
      General: { Title: 'Pay in three steps' },
      TestSteps: [step('One'), step('Two'), step('Three')],
    });
    const { page, errors } = await openSignedIn(`${suitePath()}/cases/${(await generalOf(ref)).Id}`);
    await page.getByTestId('tab-TestSteps').click();
    const actions = () =>
      page.getByTestId('step').evaluateAll((steps) => steps.map((s) => s.querySelector('textarea')?.value));
    await page.getByTestId('step').first().locator('textarea').first().focus();
    await page.keyboard.press('Alt+ArrowDown');
    expect(await actions()).toEqual(['Two', 'One', 'Three']);
    expect(await page.evaluate(() => (document.activeElement as HTMLTextAreaElement).value)).toBe('One');
    await page.keyboard.press('Alt+ArrowDown');
    await page.keyboard.press('Alt+ArrowDown');
    expect(await actions()).toEqual(['Two', 'Three', 'One']);
    await page.keyboard.press('Alt+ArrowUp');
    expect(await actions()).toEqual(['Two', 'One', 'Three']);
    // The last step dragged by its head onto the top of the first goes before it.
    await page
      .getByTestId('step-handle')
      .last()
      .dragTo(page.getByTestId('step').first(), { targetPosition: { x: 20, y: 4 } });
    expect(await actions()).toEqual(['Three', 'Two', 'One']);
    await page.keyboard.press('Control+s');
    await page.getByTestId('notices').getByText('Saved.').waitFor();
    const saved = (await rpc<Doc>('GET_DOCUMENT', { docRef: ref })).document.Root as unknown as {
      TestSteps: { Action: string }[];
    };
    expect(saved.TestSteps.map((s) => s.Action)).toEqual(['Three', 'Two', 'One']);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('widens the tree pane by drag and by keyboard, and remembers its width', async () => {
    const { page, errors } = await openSignedIn(suitePath());
    const pane = page.getByTestId('tree-pane');
    await page.getByRole('tree').getByText('Pay by card').waitFor();
    const width = async () => Math.round((await pane.boundingBox())?.width ?? 0);
    const before = await width();
    const handle = page.getByRole('separator', { name: 'Width of the tree' });
    await handle.focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    expect(await width()).toBe(before + 80);
    const box = (await handle.boundingBox()) as { x: number; y: number; width: number; height: number };
    await page.mouse.move(box.x + box.width / 2, box.y + 40);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 100, box.y + 40, { steps: 5 });
    await page.mouse.up();
    expect(await width()).toBe(before + 180);
    await page.reload();
    await page.getByRole('tree').getByText('Pay by card').waitFor();
    expect(await width()).toBe(before + 180);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows a cut tree title whole on hover, and the same notice once however often it comes', async () => {
    const long = `Ship abroad, a title much longer than the tree pane is wide ${'x'.repeat(60)}`;
    const ref = await node(seeded.checkout as string, 'TestCase-dm', { General: { Title: long } });
    const id = (await generalOf(ref)).Id as string;
    const { page, errors } = await openSignedIn(`${suitePath()}/cases/${id}`);
    const title = page.locator(`[role="treeitem"][data-id="${id}"] .tree-title`);
    expect(await title.getAttribute('title')).toBe(long);
    expect(await title.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    const description = page.getByTestId('case-editor').getByLabel('Description');
    for (const text of ['First', 'Second']) {
      await description.fill(text);
      const reread = page.waitForResponse((r) => r.url().includes('listDocuments') && r.url().includes(id));
      await page.keyboard.press('Control+s');
      await page.getByTestId('notices').getByText('Saved.').waitFor();
      await reread;
      await expect.poll(async () => (await generalOf(ref)).Description).toBe(text);
    }
    await expect.poll(() => page.getByTestId('case-editor').getByText('Unsaved').count()).toBe(0);
    expect(await page.getByTestId('notices').getByText('Saved.').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('optimistic changes', () => {
  it('shows a move and a save at once, and puts a refused save back with the reason', async () => {
    const folder = await node(seeded.checkout as string, 'TestFolder-dm', { General: { Title: 'Returns' } });
    const byPost = await node(folder, 'TestCase-dm', { General: { Title: 'Return by post' } });
    const inShop = await node(folder, 'TestCase-dm', { General: { Title: 'Return in a shop' } });
    const [byPostId, inShopId] = [(await generalOf(byPost)).Id, (await generalOf(inShop)).Id];
    const { page, errors } = await openSignedIn(suitePath());
    const tree = page.getByRole('tree');
    const returns = async () => (await treeTexts(page)).filter((text) => text.includes(' Return '));
    await tree.getByRole('treeitem', { name: /Return by post/ }).waitFor();

    // While the server has not answered, the tree already shows the case in its new place.
    let release = await holdCalls(page, /\/api\/trpc\/.*moveTestCase/);
    await tree.getByRole('treeitem', { name: /Return by post/ }).focus();
    await page.keyboard.press('Alt+ArrowDown');
    await expect.poll(returns).toEqual([`${inShopId} Return in a shop`, `${byPostId} Return by post`]);
    expect(await caseOrder(folder)).toEqual([byPostId, inShopId]);
    release();
    await expect.poll(() => caseOrder(folder)).toEqual([inShopId, byPostId]);

    // A save based on a version someone else changed meanwhile: shown at once, then put back with the reason.
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/cases/${byPostId}`);
    await page.getByTestId('case-title').fill('Return by courier');
    await rpc('UPDATE_TEST_CASE_TREE_NODE', {
      docRef: byPost,
      locale: 'en',
      document: { Root: { General: { Title: 'Return by parcel service' } } },
    });
    release = await holdCalls(page, /\/api\/trpc\/.*updateTestCaseTreeNode/);
    await page.getByTestId('save-case').click();
    await expect.poll(returns).toContain(`${byPostId} Return by courier`);
    release();
    const refusal = page.getByTestId('case-editor').getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain('The document was changed meanwhile');
    await expect.poll(returns).toContain(`${byPostId} Return by post`);
    expect((await generalOf(byPost)).Title).toBe('Return by parcel service');
    // The draft stays in the form until the tester chooses to load the saved version.
    expect(await page.getByTestId('case-title').inputValue()).toBe('Return by courier');
    await page.getByTestId('load-current').click();
    await expect.poll(() => page.getByTestId('case-title').inputValue()).toBe('Return by parcel service');
    await expect.poll(returns).toContain(`${byPostId} Return by parcel service`);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('a lost connection', () => {
  it('lists the suites by itself once the server can be reached again', async () => {
    const { page, errors } = await openSignedIn('/');
    await page.getByRole('heading', { name: 'Projects' }).waitFor();
    await page.route('**/api/trpc/**', (route) => route.abort('connectionrefused'));
    await page.goto(`${tmt.url}/app${suitesPath()}`);
    await page.getByText('The server could not be reached').first().waitFor({ timeout: 20_000 });
    await page.unroute('**/api/trpc/**');
    // No click on Retry: the list comes back on its own.
    await page.getByTestId('suite-row').first().waitFor({ timeout: 20_000 });
    expect(await page.getByText('The server could not be reached').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('drafts', () => {
  it('keeps an unsaved edit through a reload and another case, warns before leaving it, and drops it on save', async () => {
    const { page, errors } = await openSignedIn(`${suitePath()}/cases/${seeded.cardId}`);
    const asked: string[] = [];
    let leave = false;
    page.on('dialog', (dialog) => {
      asked.push(dialog.type());
      void (dialog.type() === 'beforeunload' || leave ? dialog.accept() : dialog.dismiss());
    });
    const editor = page.getByTestId('case-editor');
    const description = editor.getByLabel('Description');
    await description.click();
    await page.keyboard.type('Half way through');
    // A reload in the middle of typing asks first, and brings the draft back with a notice.
    await page.reload();
    expect(asked).toEqual(['beforeunload']);
    await page.getByTestId('draft-restored').waitFor();
    expect(await description.inputValue()).toBe('Half way through');

    // Another case: the console asks; staying keeps the edit, leaving keeps it as a draft.
    const tree = page.getByRole('tree');
    await tree.getByRole('treeitem', { name: /Pay by invoice/ }).click();
    await expect.poll(() => asked.length).toBe(2);
    expect(asked[1]).toBe('confirm');
    expect(page.url()).toContain(`/cases/${seeded.cardId}`);
    expect(await description.inputValue()).toBe('Half way through');
    leave = true;
    await tree.getByRole('treeitem', { name: /Pay by invoice/ }).click();
    await page.waitForURL(`**/cases/${seeded.invoiceId}`);
    await editor.getByText(`${seeded.invoiceId}`).waitFor();
    expect(await page.getByTestId('draft-restored').count()).toBe(0);
    await tree.getByRole('treeitem', { name: /Pay by card/ }).click();
    await page.waitForURL(`**/cases/${seeded.cardId}`);
    await page.getByTestId('draft-restored').waitFor();
    expect(await description.inputValue()).toBe('Half way through');

    // Discard: the saved description is back and nothing stays in the browser.
    await page.getByTestId('draft-restored').getByRole('button', { name: 'Discard' }).click();
    expect(await description.inputValue()).toBe('');
    const kept = () => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('tmt.draft')));
    expect(await kept()).toEqual([]);

    // Saved: the draft goes, and a reload asks nothing.
    await description.click();
    await page.keyboard.type('Pay with a test card');
    expect(await kept()).toHaveLength(1);
    await page.keyboard.press('Control+s');
    await page.getByTestId('notices').getByText('Saved.').waitFor();
    expect((await generalOf(seeded.card as string)).Description).toBe('Pay with a test card');
    expect(await kept()).toEqual([]);
    // A second save at once goes through too: the form expects the version its first save made.
    await description.press('End');
    await description.pressSequentially(' again');
    await page.keyboard.press('Control+s');
    await expect
      .poll(async () => (await generalOf(seeded.card as string)).Description)
      .toBe('Pay with a test card again');
    await expect.poll(kept).toEqual([]);
    await page.reload();
    await editor.waitFor();
    expect(await description.inputValue()).toBe('Pay with a test card again');
    expect(await page.getByTestId('draft-restored').count()).toBe(0);
    expect(asked).toEqual(['beforeunload', 'confirm', 'confirm']);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("keeps a dialog's input as a draft through closing, another screen and a reload, until it is created or discarded", async () => {
    const { page, errors } = await openSignedIn(suitesPath());
    const dialog = page.getByRole('dialog');
    const kept = () => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('tmt.draft')));
    await page.getByTestId('new-suite').click();
    await dialog.getByLabel('Title').fill('Refunds');
    await dialog.getByLabel('Description').fill('Money back');
    // Closed with Escape, opened again: the input is still there.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('new-suite').click();
    expect(await dialog.getByLabel('Title').inputValue()).toBe('Refunds');
    await page.keyboard.press('Escape');

    // Another screen and a reload keep it too; so does a new case's title in the tree.
    await page.goto(`${tmt.url}/app${suitePath()}`);
    await page.getByTestId('new-case').click();
    await dialog.getByLabel('Title').fill('Refund by card');
    await page.keyboard.press('Escape');
    await page.reload();
    await page.getByTestId('new-case').click();
    expect(await dialog.getByLabel('Title').inputValue()).toBe('Refund by card');
    await dialog.getByTestId('dialog-discard').click();
    expect(await dialog.getByLabel('Title').inputValue()).toBe('');
    expect(await dialog.getByTestId('dialog-discard').count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.goto(`${tmt.url}/app${suitesPath()}`);
    await page.getByTestId('new-suite').click();
    expect(await dialog.getByLabel('Title').inputValue()).toBe('Refunds');
    expect(await dialog.getByLabel('Description').inputValue()).toBe('Money back');
    expect(await kept()).toHaveLength(1);

    // Created: the draft goes, and the dialog opens empty.
    await page.getByTestId('dialog-submit').click();
    await page.getByTestId('suites-table').getByText('Refunds').waitFor();
    expect(await kept()).toEqual([]);
    await page.getByTestId('new-suite').click();
    expect(await dialog.getByLabel('Title').inputValue()).toBe('');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("stops a text at the API's limit, counts near it, and names the field and the reason of a refusal", async () => {
    const { page, errors } = await openSignedIn(`${suitePath()}/cases/${seeded.invoiceId}`);
    const title = page.getByTestId('case-title');
    await title.fill('x'.repeat(501));
    expect((await title.inputValue()).length).toBe(500);
    expect(await page.getByTestId('char-count').textContent()).toBe('500 of 500 characters');
    // A title of blanks passes the browser, not the server: the answer's issue names the field and why.
    await title.fill('   ');
    expect(await page.getByTestId('char-count').count()).toBe(0);
    await page.keyboard.press('Control+s');
    const refusal = page.getByTestId('case-editor').getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain('Title: must not be empty.');
    await page.getByRole('button', { name: 'Discard changes' }).click();
    expect((await generalOf(seeded.invoice as string)).Title).toBe('Pay by invoice');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('roles', () => {
  it('offers a viewer only what a viewer may do: every screen reads, nothing changes', async () => {
    await createTestUser(tmt.orm, tenant, 'viewer-vera', [
      { organizationUnit: { type: 'PROJECT', id: seeded.project as string }, role: 'viewer' },
    ]);
    const { page, errors } = await world.openSignedIn(suitesPath(), { username: 'viewer-vera' });
    await page.getByTestId('suite-row').first().waitFor();
    // The role arrives with the project: wait for it before looking for what is not there.
    await page.getByRole('navigation', { name: 'Where you are' }).getByText('Web shop').waitFor();
    expect(await page.getByTestId('new-suite').count()).toBe(0);
    expect(await page.getByTestId('new-version').count()).toBe(0);
    expect(await page.getByTestId('import-cases').count()).toBe(0);
    // A suite's menu offers only what reads: exporting and pinning it.
    await page.getByTestId('suite-actions').first().click();
    expect(await page.getByRole('menuitem').allTextContents()).toEqual(['Export', 'Pin']);
    await page.keyboard.press('Escape');

    await page.goto(`${tmt.url}/app${suitePath()}/cases/${seeded.addId}`);
    await page.getByTestId('read-only').waitFor();
    expect(await page.getByTestId('case-title').isDisabled()).toBe(true);
    expect(await page.getByTestId('save-case').isVisible()).toBe(false);
    const tree = page.getByRole('tree');
    expect(await page.getByTestId('new-case').isVisible()).toBe(false);
    // The tree still moves the focus and opens items, but selecting, moving and creating are not offered.
    // Folders open to the expand level (2: the first level's) as they load: the tree is compared once they are open,
    // and a case other than the open one is picked once, then used by its id.
    await tree.locator('[role="treeitem"][data-kind="folder"]').first().waitFor();
    await expect
      .poll(() => tree.locator('[role="treeitem"][data-kind="folder"][aria-level="1"][aria-expanded="false"]').count())
      .toBe(0);
    await treeSettled(page);
    const someCaseId = await tree
      .locator(`[role="treeitem"][data-kind="case"]:not([data-id="${seeded.addId}"])`)
      .first()
      .getAttribute('data-id');
    await tree.locator(`[role="treeitem"][data-id="${someCaseId}"]`).focus();
    const before = await treeTexts(page);
    for (const key of ['Space', 'n', 'm', 'Delete', 'Alt+ArrowUp']) await page.keyboard.press(key);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByTestId('selection-count').count()).toBe(0);
    await treeSettled(page);
    expect(await treeTexts(page)).toEqual(before);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/cases/${someCaseId}`);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('feel', () => {
  it("speaks German, with the API's messages in German too", async () => {
    const { page, errors } = await openSignedIn(suitesPath());
    await page.getByTestId('language').selectOption('de');
    await page.getByRole('heading', { name: 'Testsuiten' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    // Numbers as German writes them, and the key names of a German keyboard.
    const checkout = page.getByTestId('suite-row').filter({ hasText: 'Checkout' });
    expect(await checkout.textContent()).toMatch(/\d+\u00a0% automatisiert/);
    await page.keyboard.press('?');
    const keys = await page.getByTestId('shortcuts-dialog').locator('kbd').allTextContents();
    expect(keys).toEqual(expect.arrayContaining(['Eingabe', 'Leertaste', 'Entf', 'Strg+S']));
    expect(keys).not.toContain('Space');
    await page.keyboard.press('Escape');
    const row = page.getByTestId('suite-row').filter({ hasText: 'Payments in a run' });
    await row.getByTestId('suite-actions').click();
    await page.getByRole('menuitem', { name: 'Löschen' }).click();
    await page.getByTestId('dialog-submit').click();
    const refusal = page.getByRole('dialog').getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.textContent()).toBe(
      `Die Testsuite ${seeded.paymentsId} ist im offenen Testlauf ${seeded.runId}.`,
    );
    await page.getByRole('button', { name: 'Abbrechen' }).click();
    await page.goto(`${tmt.url}/app${suitePath()}/cases/${seeded.removeId}`);
    await page.getByTestId('case-status').waitFor();
    expect(await page.getByTestId('case-status').locator('option:checked').textContent()).toBe('Neu');
    await treeSettled(page);
    await page.screenshot({ path: join(screenshots, 'console-case-editor-de.png'), animations: 'disabled' });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('is usable at 375 px, keyboard-only, in dark mode, and lists its shortcuts on ?', async () => {
    const { page, errors } = await openSignedIn(suitesPath(), { width: 375 });
    await page.getByTestId('suite-row').first().waitFor();
    for (const path of [suitesPath(), `${suitePath()}/cases/${seeded.invoiceId}`]) {
      await page.goto(`${tmt.url}/app${path}`);
      await page.locator('[data-testid="suite-row"], [data-testid="case-editor"]').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
    }
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('?');
    await page.getByTestId('shortcuts').waitFor();
    expect(await page.getByTestId('shortcuts').textContent()).toContain('Move the test case up or down');
    await page.keyboard.press('Escape');
    await page.getByTestId('theme-toggle').click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    // The focus is visible: the first Tab reaches the skip link, which shows itself with an outline.
    await page.getByTestId('case-editor').waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('skip-link');
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle);
    expect(outline).not.toBe('none');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("never shows another tenant's data", async () => {
    const { page, errors } = await openSignedIn('/');
    const table = page.getByTestId('projects-table');
    await table.getByText('Web shop').waitFor();
    expect(await table.textContent()).not.toContain('Secret project');
    // P_3 is a project of the other tenant only: its address shows this user nothing of it.
    await page.goto(`${tmt.url}/app/p/P_3/_/suites`);
    await page.getByRole('alert').first().waitFor();
    expect(await page.getByRole('alert').first().textContent()).toMatch(/not found|no role/);
    expect(await page.locator('main').textContent()).not.toContain('Secret project');
    expect(await page.getByTestId('suite-row').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('OpenID Connect', () => {
  let provider: TestOidcProvider;
  let oidcTmt: RunningTmt;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'tmt-console-oidc-'));
    provider = await startOidcProvider({ accounts: { admin: { tenant } } });
    oidcTmt = await startTestTmt({
      dataDir,
      jwksUrl: provider.jwksUrl,
      jwtIssuer: provider.issuer,
      jwtAudience: provider.resource,
      oidcIssuer: provider.issuer,
      oidcClientId: provider.clientId,
      oidcScope: 'openid profile',
      oidcResource: provider.resource,
    });
    provider.allowRedirect(`${oidcTmt.url}/app/auth/callback`);
  });
  afterAll(async () => {
    await oidcTmt?.stop();
    await provider?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('signs in with Authorization Code and PKCE, and has no dev form', async () => {
    expect((await fetch(`${oidcTmt.url}/api/dev/sign-in`, { method: 'POST', body: '{}' })).status).toBe(404);
    const { page, errors } = await open();
    await page.goto(`${oidcTmt.url}/app${suitesPath()}`);
    await page.getByTestId('oidc-sign-in').waitFor();
    expect(await page.getByTestId('dev-sign-in').count()).toBe(0);
    await page.getByTestId('oidc-sign-in').getByRole('button').click();
    await provider.signInPage(page, 'admin');
    await page.waitForURL(`**/app${suitesPath()}`);
    await page.getByTestId('suites-table').getByText('Checkout').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

// Last: a new version becomes the latest, which every screen above reads by default.
describe('versions', () => {
  it('creates a version as a task, picks the new latest by default, and goes back to the older one', async () => {
    const { page, errors } = await openSignedIn(suitesPath());
    const picker = page.getByTestId('version-picker');
    await expect.poll(() => picker.locator('option:checked').textContent()).toBe('1 · Version 1 (latest)');
    await page.getByTestId('new-version').click();
    await page.getByRole('dialog').getByLabel('Title').fill('Release 2');
    await page.getByTestId('dialog-submit').click();
    await expect
      .poll(() => picker.locator('option:checked').textContent(), { timeout: 30_000 })
      .toBe('2 · Release 2 (latest)');
    expect(await page.getByTestId('task').first().getAttribute('data-status')).toBe('DONE');
    await page.getByTestId('suite-row').filter({ hasText: 'Checkout' }).waitFor();
    await picker.selectOption('1');
    await page.waitForURL(/[?&]v=1/);
    expect(await picker.locator('option:checked').textContent()).toBe('1 · Version 1');
    await page.getByTestId('suite-row').filter({ hasText: 'Checkout' }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('project settings', () => {
  it("opens a suite's tree only as deep as the project's expand level says", async () => {
    const setting = await rpc<{ docRef: string }>('LOAD_PROJECT_SETTING', { projectId: seeded.project });
    await rpc('MODIFY_DOCUMENT', {
      docRef: setting.docRef,
      locale: 'en',
      document: { Root: { generalSetting: { testCaseTreeSetting: { lazyLoadingEnable: true, expandLevel: 1 } } } },
    });
    const { page } = await openSignedIn(suitePath());
    const cart = page.getByRole('tree').getByRole('treeitem', { name: /^.*Cart$/ });
    await cart.waitFor();
    await page.getByRole('tree').getByText('Pay by card').waitFor();
    expect(await cart.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('tree').getByText('Pay by invoice').count()).toBe(0);
    // Opened by hand, its children load then.
    await cart.focus();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('tree').getByText('Pay by invoice').waitFor();
    await page.context().close();
  });
});
