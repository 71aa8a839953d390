/// <reference lib="dom" />
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addProject,
  addProjectUser,
  addSuite,
  type ConsoleWorld,
  generalOf,
  node,
  screenshots,
  startConsoleWorld,
} from './console-fixture';

// A case's history in the editor: each save's changes, paging, restoring a version, and what a viewer sees.

let world: ConsoleWorld;
let project: string;
let suiteId: string;
let suite: string;

beforeAll(async () => {
  world = await startConsoleWorld('history');
  project = await addProject(world, 'Web shop');
  suite = await addSuite(world, project, { Title: 'Checkout' });
  suiteId = (await generalOf(world, suite)).Id as string;
  await addProjectUser(world, 'viewer-vic', project, 'viewer');
});
afterAll(() => world.stop());

/** A new case in the suite, with one step; answers its business id. */
async function newCase(Title: string) {
  const ref = await node(world, suite, 'TestCase-dm', {
    General: { Title },
    TestSteps: [{ Action: 'Open the cart', ExpectedResult: 'The cart shows' }],
  });
  return { ref, id: (await generalOf(world, ref)).Id as string };
}

const casePath = (id: string) => `/p/${project}/_/suites/${suiteId}/cases/${id}`;

const entries = (page: Page) => page.getByTestId('history-entry');

/** The changes an entry shows, as "field: before → after" lines. */
const changesOf = (page: Page, index: number) =>
  entries(page)
    .nth(index)
    .getByTestId('history-change')
    .evaluateAll((rows) =>
      rows.map((row) => {
        // What shows: each cell without the words only screen readers hear ("Before: ").
        const shown = (cell: Element) =>
          Array.from(cell.childNodes)
            .filter((n) => !(n instanceof HTMLElement && n.classList.contains('visually-hidden')))
            .map((n) => (n instanceof HTMLElement ? n.innerText : n.textContent))
            .join('')
            .trim();
        const [label, before, , after] = Array.from(row.children).map(shown);
        return `${label}: ${before} → ${after}`;
      }),
    );

async function save(page: Page) {
  await page.getByTestId('save-case').click();
  await page.getByText('Saved.').first().waitFor();
  await expect.poll(() => page.getByText('Unsaved changes').count()).toBe(0);
}

describe('the history tab', () => {
  it('shows each save with its changes, and restores the first version as a new entry', async () => {
    const { ref, id } = await newCase('Pay by card');
    const { page, errors } = await world.openSignedIn(casePath(id));
    await page.getByTestId('case-editor').waitFor();
    await page.getByTestId('case-title').fill('Pay by credit card');
    await save(page);
    await page.getByTestId('tab-TestSteps').click();
    await page.getByLabel('Action').first().fill('Open the checkout');
    await save(page);

    await page.getByTestId('tab-History').click();
    await expect.poll(() => entries(page).count()).toBe(3);
    expect(await entries(page).locator('strong').allInnerTexts()).toEqual(['Changed', 'Changed', 'Created']);
    expect(await entries(page).getByTestId('history-who').allInnerTexts()).toEqual(['admin', 'admin', 'admin']);
    await expect
      .poll(() => changesOf(page, 0))
      .toEqual(['Test steps: Open the cart → The cart shows → Open the checkout → The cart shows']);
    expect(await changesOf(page, 1)).toEqual(['Title: Pay by card → Pay by credit card']);
    await expect.poll(() => entries(page).first().innerText()).toContain('via UPDATE_TEST_CASE_TREE_NODE');
    // The newest entry is the case as it is: nothing to go back to.
    expect(await entries(page).first().getByTestId('history-restore').count()).toBe(0);
    await page.screenshot({ path: join(screenshots, 'console-case-history.png'), animations: 'disabled' });

    await entries(page).nth(2).getByTestId('history-restore').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('The case gets back the values').waitFor();
    await dialog.getByRole('button', { name: 'Restore', exact: true }).click();
    await page.getByText(/The version of .* is restored\./).waitFor();
    await expect.poll(() => entries(page).count()).toBe(4);
    await expect.poll(() => entries(page).first().innerText()).toContain('via RESTORE_DOCUMENT_VERSION');
    expect((await changesOf(page, 0)).sort()).toEqual([
      'Test steps: Open the checkout → The cart shows → Open the cart → The cart shows',
      'Title: Pay by credit card → Pay by card',
    ]);
    await page.getByTestId('tab-General').click();
    await expect.poll(() => page.getByTestId('case-title').inputValue()).toBe('Pay by card');
    await page.getByTestId('tab-TestSteps').click();
    expect(await page.getByLabel('Action').first().inputValue()).toBe('Open the cart');
    expect((await generalOf(world, ref)).Title).toBe('Pay by card');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the server’s reason in the dialog when a restore is refused', async () => {
    const { ref, id } = await newCase('Pay by invoice');
    await world.rpc('UPDATE_TEST_CASE_TREE_NODE', {
      docRef: ref,
      locale: 'en',
      document: { Root: { General: { Title: 'Pay by invoice later' } } },
    });
    const { page, errors } = await world.openSignedIn(casePath(id));
    await page.getByTestId('tab-History').click();
    await entries(page).nth(1).getByTestId('history-restore').click();
    // Someone else deletes the case meanwhile.
    await world.rpc('DELETE_DOCUMENT', { docRef: ref });
    await page.getByRole('dialog').getByRole('button', { name: 'Restore', exact: true }).click();
    await expect
      .poll(() => page.getByRole('dialog').getByTestId('error').innerText())
      .toContain(`Document ${ref} was not found.`);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('lets a viewer read the history, at 375 px, without Restore', async () => {
    const { ref, id } = await newCase('Pay by voucher');
    await world.rpc('UPDATE_TEST_CASE_TREE_NODE', {
      docRef: ref,
      locale: 'en',
      document: { Root: { General: { Title: 'Pay by gift voucher', Description: 'x'.repeat(300) } } },
    });
    const { page, errors } = await world.openSignedIn(casePath(id), { username: 'viewer-vic', width: 375 });
    await page.getByTestId('tab-History').click();
    await expect.poll(() => entries(page).count()).toBe(2);
    expect(await page.getByTestId('history-restore').count()).toBe(0);
    // A long text shows its start, and opens to the whole.
    const long = entries(page).first().locator('details');
    expect((await long.locator('summary').innerText()).length).toBeLessThan(100);
    await long.locator('summary').click();
    expect(await long.innerText()).toContain('x'.repeat(300));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('speaks German and loads older entries on demand', async () => {
    const { ref, id } = await newCase('Bezahlen');
    for (let i = 1; i <= 22; i++) {
      await world.rpc('UPDATE_TEST_CASE_TREE_NODE', {
        docRef: ref,
        locale: 'de',
        document: { Root: { General: { Title: `Bezahlen ${i}` } } },
      });
    }
    const { page, errors } = await world.openSignedIn(casePath(id));
    await page.getByTestId('language').selectOption('de');
    await page.getByRole('tab', { name: 'Historie' }).click();
    await expect.poll(() => entries(page).count()).toBe(20);
    expect(await entries(page).first().locator('strong').innerText()).toBe('Geändert');
    expect(await changesOf(page, 0)).toEqual(['Titel: Bezahlen 21 → Bezahlen 22']);
    expect(await entries(page).nth(1).getByTestId('history-restore').innerText()).toBe(
      'Diese Version wiederherstellen',
    );
    await page.getByRole('button', { name: 'Mehr laden' }).click();
    await expect.poll(() => entries(page).count()).toBe(23);
    expect(await entries(page).last().locator('strong').innerText()).toBe('Angelegt');
    await entries(page).first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(screenshots, 'console-case-history-de.png'), animations: 'disabled' });
    expect(await page.getByTestId('history-more').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
