/// <reference lib="dom" />
import { join } from 'node:path';
import { createTestUser } from '@tmt/testing';
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
  taskEnded,
} from './console-fixture';

// Planning without the API: suites and folders renamed in place and a suite's details edited.

let world: ConsoleWorld;
let project: string;

beforeAll(async () => {
  world = await startConsoleWorld('planning');
  project = await addProject(world, 'Web shop');
  await addProjectUser(world, 'viewer-vic', project, 'viewer');
});
afterAll(() => world.stop());

/** A new suite with one folder holding one case; answers their docRefs and the suite's id. */
async function newSuite(Title: string) {
  const suite = await addSuite(world, project, { Title });
  const folder = await node(world, suite, 'TestFolder-dm', { General: { Title: 'Payment' } });
  const testCase = await node(world, folder, 'TestCase-dm', { General: { Title: 'Pay by card' } });
  return { suite, folder, testCase, id: (await generalOf(world, suite)).Id as string };
}

const titleOf = async (docRef: string) => (await generalOf(world, docRef)).Title;
const item = (page: Page, title: string) => page.getByRole('treeitem').filter({ hasText: title });
const renameInput = (page: Page) => page.getByTestId('rename-input');

describe('renaming in the tree', () => {
  it('renames a folder with F2 and a case and the suite by double-click; Escape cancels', async () => {
    const { suite, folder, testCase, id } = await newSuite('Checkout');
    const { page, errors } = await world.openSignedIn(`/p/${project}/_/suites/${id}`);
    await item(page, 'Pay by card').waitFor();

    await item(page, 'Payment').focus();
    await page.keyboard.press('F2');
    expect(await renameInput(page).inputValue()).toBe('Payment');
    // Typing does not reach the tree's own keys (n would open "Create a test case").
    await page.keyboard.type('Paying now');
    await page.keyboard.press('Enter');
    await page.getByText('Renamed to Paying now.').waitFor();
    await expect.poll(() => titleOf(folder)).toBe('Paying now');
    expect(await renameInput(page).count()).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(0);
    // Focus is back on the line, so the keyboard goes on from there.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Paying now');

    await item(page, 'Pay by card').locator('.tree-title').dblclick();
    await renameInput(page).fill('Pay by debit card');
    await page.keyboard.press('Escape');
    expect(await renameInput(page).count()).toBe(0);
    expect(await titleOf(testCase)).toBe('Pay by card');
    await item(page, 'Pay by card').locator('.tree-title').dblclick();
    // Cancelled means forgotten: renaming again starts from the saved name.
    expect(await renameInput(page).inputValue()).toBe('Pay by card');
    await renameInput(page).fill('Pay by debit card');
    await page.keyboard.press('Enter');
    await item(page, 'Pay by debit card').waitFor();
    expect(await titleOf(testCase)).toBe('Pay by debit card');

    await page.getByTestId('tree-root').dblclick();
    await renameInput(page).fill('Checkout and payment');
    await page.keyboard.press('Enter');
    await page.getByTestId('tree-root').getByText('Checkout and payment').waitFor();
    expect(await titleOf(suite)).toBe('Checkout and payment');
    await page.getByRole('navigation', { name: 'Where you are' }).getByText('Checkout and payment').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("keeps a refused name with the server's reason, through a reload, until it is saved", async () => {
    const { folder, id } = await newSuite('Returns');
    const { page, errors } = await world.openSignedIn(`/p/${project}/_/suites/${id}`);
    await item(page, 'Payment').focus();
    await page.keyboard.press('F2');
    const tooLong = `Refunds ${'x'.repeat(500)}`;
    await renameInput(page).fill(tooLong);
    await page.keyboard.press('Enter');
    const refusal = page.getByTestId('tree-pane').getByTestId('error');
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain('Title: at most 500 characters.');
    expect(await renameInput(page).inputValue()).toBe(tooLong);
    expect(await renameInput(page).getAttribute('aria-invalid')).toBe('true');
    expect(await titleOf(folder)).toBe('Payment');

    await page.reload();
    await item(page, 'Payment').focus();
    await page.keyboard.press('F2');
    expect(await renameInput(page).inputValue()).toBe(tooLong);
    await renameInput(page).fill('Refunds');
    await page.keyboard.press('Enter');
    await item(page, 'Refunds').waitFor();
    expect(await titleOf(folder)).toBe('Refunds');
    expect(await refusal.count()).toBe(0);
    // Saved, the draft is gone: renaming again starts from the name.
    await item(page, 'Refunds').focus();
    await page.keyboard.press('F2');
    expect(await renameInput(page).inputValue()).toBe('Refunds');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("a suite's details", () => {
  it('edits title, description, priority and tags from the suite menu, and keeps input a newer save refused', async () => {
    const { suite } = await newSuite('Copy of Search');
    const { page, errors } = await world.openSignedIn(`/p/${project}/_/suites`);
    const row = page.getByTestId('suite-row').filter({ hasText: 'Copy of Search' });
    await row.getByTestId('suite-actions').click();
    await page.getByRole('menuitem', { name: 'Edit details…' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title').fill('Search');
    await dialog.getByLabel('Description').fill('Finding products by words and filters.');
    await dialog.getByLabel('Priority').selectOption('HIGH');
    await dialog.getByTestId('tag-input').fill('smoke');
    await page.keyboard.press('Enter');
    await dialog.getByTestId('tag-input').fill('search');
    await page.keyboard.press('Enter');
    await page.screenshot({ path: join(screenshots, 'console-suite-edit.png'), animations: 'disabled' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText(/Saved S_\d+ Search\./).waitFor();
    const saved = await generalOf(world, suite);
    expect(saved.Title).toBe('Search');
    expect(saved.Description).toBe('Finding products by words and filters.');
    expect(saved.Tags).toBe('smoke, search');
    expect(saved.RecommendedPriority).toEqual({ Value: 'HIGH' });
    await page.getByTestId('suite-row').filter({ hasText: 'Search' }).getByText('High').waitFor();

    // Someone else changes the suite while the dialog is open: the save is refused, the input stays.
    await page.getByTestId('suite-row').filter({ hasText: 'Search' }).getByTestId('suite-actions').click();
    await page.getByRole('menuitem', { name: 'Edit details…' }).click();
    expect(await dialog.getByTestId('tag').allTextContents()).toEqual(['smoke×', 'search×']);
    await world.rpc(
      'MODIFY_DOCUMENT',
      { docRef: suite, locale: 'en', document: { Root: { General: { Description: 'Theirs' } } } },
      { project },
    );
    await dialog.getByLabel('Description').fill('Mine');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByTestId('error').waitFor();
    expect(await dialog.getByTestId('error').textContent()).toMatch(/changed/i);
    expect(await dialog.getByLabel('Description').inputValue()).toBe('Mine');
    expect((await generalOf(world, suite)).Description).toBe('Theirs');
    await page.reload();
    await page.getByTestId('suite-row').filter({ hasText: 'Search' }).getByTestId('suite-actions').click();
    await page.getByRole('menuitem', { name: 'Edit details…' }).click();
    expect(await dialog.getByLabel('Description').inputValue()).toBe('Mine');
    await dialog.getByTestId('dialog-discard').click();
    expect(await dialog.getByLabel('Description').inputValue()).toBe('Theirs');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('roles and languages', () => {
  it('lets a viewer neither rename nor edit, and the API refuses a viewer too', async () => {
    const { suite, id } = await newSuite('Viewed');
    const { page, errors } = await world.openSignedIn(`/p/${project}/_/suites/${id}`, { username: 'viewer-vic' });
    await item(page, 'Payment').waitFor();
    await page.getByRole('navigation', { name: 'Where you are' }).getByText('Web shop').waitFor();
    await item(page, 'Payment').focus();
    await page.keyboard.press('F2');
    await item(page, 'Payment').locator('.tree-title').dblclick();
    await page.getByTestId('tree-root').dblclick();
    expect(await renameInput(page).count()).toBe(0);

    await page.goto(`${world.tmt.url}/app/p/${project}/_/suites`);
    await page.getByTestId('suite-row').filter({ hasText: 'Viewed' }).getByTestId('suite-actions').click();
    await page.getByRole('menuitem', { name: 'Export' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Edit details…' }).count()).toBe(0);
    const viewer = await world.tokenFor('viewer-vic');
    await expect(
      world.rpc(
        'MODIFY_DOCUMENT',
        { docRef: suite, locale: 'en', document: { Root: { General: { Title: 'Mine' } } } },
        { token: viewer, project },
      ),
    ).rejects.toThrow(/MODIFY_DOCUMENT: ROLE_NOT_ALLOWED/);
    expect(await titleOf(suite)).toBe('Viewed');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('renames in German on a 375 px screen', async () => {
    const { folder, id } = await newSuite('Mobil');
    const { page, errors } = await world.openSignedIn(`/p/${project}/_/suites/${id}`, { width: 375 });
    await page.getByTestId('language').selectOption('de');
    await item(page, 'Payment').focus();
    await page.keyboard.press('F2');
    const input = page.getByRole('textbox', { name: /Neuer Name für F_\d+ Payment/ });
    await input.fill('Bezahlen');
    const box = await input.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(375);
    await page.keyboard.press('Enter');
    await page.getByText('Umbenannt in Bezahlen.').waitFor();
    expect(await titleOf(folder)).toBe('Bezahlen');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

/** A project of its own with an open run in version 1 and a version 2; answers its id and the run. */
async function releaseProject(Title: string) {
  const id = await addProject(world, Title);
  const run = await world.rpc<string>(
    'ADD_DOCUMENT',
    {
      documentModelName: 'TestRun-dm',
      locale: 'en',
      document: { Root: { General: { ProjectId: id, Title: 'Smoke' } } },
    },
    { project: id },
  );
  const task = await world.rpc<string>('CREATE_PROJECT_VERSION', {
    document: { Root: { General: { ProjectId: id, Title: 'Summer release' } } },
  });
  expect(await taskEnded(world, task)).toBe('DONE');
  return { id, run };
}

const versionRow = (page: Page, title: string) => page.getByTestId('version-row').filter({ hasText: title });

async function versionAction(page: Page, title: string, action: string) {
  await versionRow(page, title).getByTestId('version-actions').click();
  await page.getByRole('menuitem', { name: action }).click();
}

describe('versions', () => {
  it('edits a version, closes one that waits for its open run, and deletes one after a warning', async () => {
    const { id, run } = await releaseProject('Release train');
    const { page, errors } = await world.openSignedIn(`/p/${id}/_/suites`);
    await page.getByTestId('versions-link').click();
    await page.getByRole('heading', { name: 'Versions' }).waitFor();
    await expect.poll(() => page.getByTestId('version-row').count()).toBe(2);
    expect(await page.getByTestId('version-row').first().innerText()).toContain('Summer release');
    expect(await versionRow(page, 'Version 1').getByTestId('version-status').innerText()).toBe('Open');

    await versionAction(page, 'Version 1', 'Edit…');
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title').fill('Spring release');
    await dialog.getByLabel('Description').fill('The first one.');
    await dialog.getByLabel('Key points').fill('Checkout\nSearch');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved version 1.').waitFor();
    await versionRow(page, 'Spring release').getByText('The first one.').waitFor();
    const versions = await world.rpc<{ entries: { document: { Root: { General: Record<string, unknown> } } }[] }>(
      'LIST_DOCUMENTS',
      {
        documentModelName: 'ProjectVersion-dm',
        filter: { filters: [`ProjectId:${id}`, 'VersionNumber:1'] },
        page: { offset: 0, limit: 1 },
      },
    );
    expect(versions.entries[0]?.document.Root.General).toMatchObject({
      Title: 'Spring release',
      Description: 'The first one.',
      KeyPoints: 'Checkout\nSearch',
    });

    // Version 1 has an open run: closing waits for it, and the list says so with a link to it.
    await versionAction(page, 'Spring release', 'Close…');
    await dialog.getByText('With open runs it waits').waitFor();
    await dialog.getByRole('button', { name: 'Close version' }).click();
    await page.getByText('Version 1 closes once its 1 open run is closed or deleted.').waitFor();
    const status = versionRow(page, 'Spring release').getByTestId('version-status');
    await expect.poll(() => status.innerText()).toContain('Closes once its open runs are closed');
    await page.screenshot({ path: join(screenshots, 'console-versions.png'), animations: 'disabled' });
    await status.getByTestId('version-open-runs').click();
    await page.waitForURL(/\/runs\?.*status=1/);
    await page.getByText('Smoke').first().waitFor();
    const closing = await world.rpc<string>('CLOSE_TEST_RUN', { testRunDocRef: run });
    expect(await taskEnded(world, closing)).toBe('DONE');
    await page.goBack();
    await expect.poll(() => status.innerText(), { timeout: 15_000 }).toMatch(/^Closed /);
    await versionRow(page, 'Spring release').getByTestId('version-actions').click();
    expect(await page.getByRole('menuitem', { name: 'Close…' }).getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Escape');

    await versionAction(page, 'Summer release', 'Delete…');
    await dialog.getByText('A project keeps at least one version.').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Version 2 is deleted.').waitFor({ timeout: 15_000 });
    await expect.poll(() => page.getByTestId('version-row').count()).toBe(1);
    // The last version cannot go: TMT's reason shows.
    await versionAction(page, 'Spring release', 'Delete…');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByText(/Version 1 is the only version of P_\d+; a project keeps at least one\./)
      .first()
      .waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('version-row').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows a viewer the versions without actions, in German on a 375 px screen; the API refuses a viewer', async () => {
    const { id } = await releaseProject('Viewed train');
    await createTestUser(world.tmt.orm, world.tenant, 'viewer-val', [
      { organizationUnit: { type: 'PROJECT', id }, role: 'viewer' },
    ]);
    const { page, errors } = await world.openSignedIn(`/p/${id}/_/versions`, { username: 'viewer-val', width: 375 });
    await page.getByTestId('language').selectOption('de');
    await page.getByRole('heading', { name: 'Versionen' }).waitFor();
    await expect.poll(() => page.getByTestId('version-row').count()).toBe(2);
    await page.getByRole('navigation', { name: 'Wo Sie sind' }).getByText('Viewed train').waitFor();
    expect(await versionRow(page, 'Version 1').getByTestId('version-status').innerText()).toBe('Offen');
    expect(await page.getByTestId('version-actions').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const versions = await world.rpc<{ entries: { docRef: string }[] }>('LIST_DOCUMENTS', {
      documentModelName: 'ProjectVersion-dm',
      filter: { filters: [`ProjectId:${id}`, 'VersionNumber:1'] },
      page: { offset: 0, limit: 1 },
    });
    await expect(
      world.rpc(
        'CLOSE_PROJECT_VERSION',
        { projectVersionDocRef: versions.entries[0]?.docRef },
        { token: await world.tokenFor('viewer-val'), project: id },
      ),
    ).rejects.toThrow(/CLOSE_PROJECT_VERSION: ROLE_NOT_ALLOWED/);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('pins', () => {
  const pinned = (page: Page) => page.getByTestId('pinned-item');

  it('lets a viewer pin a suite, a case and a run from their menus, lists them on the projects page, and unpin', async () => {
    const { id, testCase } = await newSuite('Pinned suite');
    const caseId = (await generalOf(world, testCase)).Id as string;
    const run = await world.rpc<string>(
      'ADD_DOCUMENT',
      {
        documentModelName: 'TestRun-dm',
        locale: 'en',
        document: { Root: { General: { ProjectId: project, Title: 'Nightly' } } },
      },
      { project },
    );
    const { page, errors } = await world.openSignedIn('/', { username: 'viewer-vic' });
    await page.getByTestId('pinned').getByText('Nothing pinned yet.').waitFor();

    await page.goto(`${world.tmt.url}/app/p/${project}/_/suites`);
    await page.getByTestId('suite-row').filter({ hasText: 'Pinned suite' }).getByTestId('suite-actions').click();
    await page.getByRole('menuitem', { name: /^Pin S_\d+ Pinned suite/ }).click();
    await page.getByText(/S_\d+ Pinned suite is pinned\./).waitFor({ timeout: 15_000 });

    await page.goto(`${world.tmt.url}/app/p/${project}/_/suites/${id}/cases/${caseId}`);
    await page.getByTestId('case-editor').getByTestId('pin-toggle').click();
    await page.getByText(`${caseId} Pay by card is pinned.`).waitFor({ timeout: 15_000 });
    await expect.poll(() => page.getByTestId('case-editor').getByTestId('pin-toggle').innerText()).toBe('Unpin');

    await page.goto(`${world.tmt.url}/app/p/${project}/_/runs`);
    const runId = (await generalOf(world, run)).Id as string;
    await page.getByTestId('run-row').filter({ hasText: 'Nightly' }).getByTestId('run-actions').click();
    // A viewer's run menu holds pinning only.
    expect(await page.getByRole('menu').getByRole('menuitem').allInnerTexts()).toEqual(['Pin']);
    await page.getByRole('menuitem', { name: /^Pin / }).click();
    await page.getByText(new RegExp(`${runId} .*Nightly is pinned\\.`)).waitFor({ timeout: 15_000 });

    await page.getByRole('link', { name: 'Projects' }).first().click();
    await expect.poll(() => pinned(page).count()).toBe(3);
    // Latest first, each with its kind and where it lives.
    expect(await pinned(page).allInnerTexts()).toEqual([
      expect.stringMatching(new RegExp(`^Run\\s+${runId} Nightly · ${project} Web shop, version 1`)),
      expect.stringMatching(new RegExp(`^Test case\\s+${caseId} Pay by card`)),
      expect.stringMatching(/^Suite\s+S_\d+ Pinned suite/),
    ]);
    await page.screenshot({ path: join(screenshots, 'console-pinned.png'), animations: 'disabled' });
    await pinned(page).nth(1).getByRole('button', { name: 'Pay by card' }).click();
    await page.getByTestId('case-editor').waitFor();
    expect(page.url()).toContain(`/suites/${id}/cases/${caseId}`);

    // Pins are the viewer's own: the admin sees none of them.
    const admin = await world.openSignedIn('/');
    await admin.page.getByTestId('pinned').getByText('Nothing pinned yet.').waitFor();
    await admin.page.context().close();

    await page.getByTestId('case-editor').getByTestId('pin-toggle').click();
    await page.getByText(`${caseId} Pay by card is unpinned.`).waitFor({ timeout: 15_000 });
    await page.getByRole('link', { name: 'Projects' }).first().click();
    await expect.poll(() => pinned(page).count()).toBe(2);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('says why a pin was refused, and shows the pins in German on a 375 px screen', async () => {
    const run = await world.rpc<string>(
      'ADD_DOCUMENT',
      {
        documentModelName: 'TestRun-dm',
        locale: 'en',
        document: { Root: { General: { ProjectId: project, Title: 'Gone soon' } } },
      },
      { project },
    );
    const { page, errors } = await world.openSignedIn(`/p/${project}/_/runs`, { width: 375 });
    await page.getByTestId('language').selectOption('de');
    const row = page.getByTestId('run-row').filter({ hasText: 'Gone soon' });
    await row.waitFor();
    // Someone deletes the run while it is still listed here.
    await world.rpc('DELETE_TEST_RUN', { testRunDocRef: run }, { project });
    await row.getByTestId('run-actions').click();
    await page.getByRole('menuitem', { name: /Gone soon für schnellen Zugriff anheften/ }).click();
    await page.getByText(/Das Dokument TestRun-dm\/[\w-]+ wurde nicht gefunden\./).waitFor();

    await page.goto(`${world.tmt.url}/app/`);
    await page.getByRole('heading', { name: 'Angeheftet' }).waitFor();
    await page.getByTestId('pinned').getByText('Noch nichts angeheftet.').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
