/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProject, addProjectUser, type ConsoleWorld, startConsoleWorld } from './console-fixture';

// Projects and sub projects created from the projects page, by those the API lets create them.

let world: ConsoleWorld;
let project: string;

beforeAll(async () => {
  world = await startConsoleWorld('projects');
  project = await addProject(world, 'Web shop');
  await addProjectUser(world, 'manager-mia', project, 'manager');
  await addProjectUser(world, 'tester-tom', project, 'tester');
});
afterAll(() => world.stop());

const projectRow = (page: Page, title: string) =>
  page.getByTestId('projects-table').getByRole('row').filter({ hasText: title });

describe('creating projects', () => {
  it('lets a tenant admin create a project and a sub project, keeping a refused title until it is saved', async () => {
    const { page, errors } = await world.openSignedIn('/');
    await page.getByTestId('new-project').click();
    const dialog = page.getByRole('dialog');
    const tooLong = `Shop ${'x'.repeat(500)}`;
    await dialog.getByLabel('Title').fill(tooLong);
    await dialog.getByLabel('Description').fill('Everything about buying');
    await dialog.getByTestId('dialog-submit').click();
    await dialog.getByTestId('error').waitFor();
    expect(await dialog.getByTestId('error').textContent()).toContain('Title: at most 500 characters.');

    // A reload keeps the refused input as a draft.
    await page.reload();
    await page.getByTestId('new-project').click();
    expect(await dialog.getByLabel('Title').inputValue()).toBe(tooLong);
    await dialog.getByLabel('Title').fill('Mobile app');
    await dialog.getByTestId('dialog-submit').click();
    await page.getByText(/Created P_\d+ Mobile app\./).waitFor();
    const row = projectRow(page, 'Mobile app');
    await row.waitFor();
    expect(await row.textContent()).toContain('Everything about buying');

    await row.getByTestId('toggle-sub-projects').click();
    await page.getByText('No sub projects.').waitFor();
    await page.getByTestId('new-sub-project').click();
    expect(await dialog.getByRole('heading').textContent()).toBe('Create a sub project of Mobile app');
    // The project's draft was dropped when it was saved.
    expect(await dialog.getByLabel('Title').inputValue()).toBe('');
    await dialog.getByLabel('Title').fill('Android');
    await dialog.getByTestId('dialog-submit').click();
    const sub = page.getByRole('list', { name: 'Sub projects' }).getByRole('link', { name: /Android/ });
    await sub.waitFor();
    const id = (await row.locator('code').textContent()) as string;
    const projects = await world.rpc<{ document: { __meta: { docRef: string }; Root: { General: { Id: string } } } }[]>(
      'LOAD_PROJECTS_BY_TENANT',
      {},
    );
    const docRef = projects.find((p) => p.document.Root.General.Id === id)?.document.__meta.docRef;
    const subs = await world.rpc<
      { linkResultEntries: { entries: { document: { Root: { General: { Title: string } } } }[] } }[]
    >(
      'LIST_SUB_PROJECTS',
      {
        page: { offset: 0, limit: 10 },
        sources: [{ docRef, relationshipModel: 'ProjectSubproject-rm', role: 'parent' }],
      },
      { project: id },
    );
    expect(subs[0]?.linkResultEntries.entries.map((e) => e.document.Root.General.Title)).toEqual(['Android']);
    await sub.click();
    await page.waitForURL(new RegExp(`/app/p/${id}/SP_\\d+/suites`));
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('roles and languages', () => {
  it('offers a manager sub projects of their project only, and a tester neither; the API refuses them too', async () => {
    const manager = await world.openSignedIn('/', { username: 'manager-mia' });
    await projectRow(manager.page, 'Web shop').getByTestId('toggle-sub-projects').click();
    await manager.page.getByTestId('new-sub-project').waitFor();
    expect(await manager.page.getByTestId('new-project').count()).toBe(0);
    await manager.page.context().close();

    const tester = await world.openSignedIn('/', { username: 'tester-tom' });
    await projectRow(tester.page, 'Web shop').getByTestId('toggle-sub-projects').click();
    await tester.page.getByText('No sub projects.').waitFor();
    expect(await tester.page.getByTestId('new-sub-project').count()).toBe(0);
    expect(await tester.page.getByTestId('new-project').count()).toBe(0);
    expect(tester.errors).toEqual([]);
    await tester.page.context().close();

    const add = (username: string, ParentId: string) =>
      world.tokenFor(username).then((token) =>
        world.rpc(
          'ADD_DOCUMENT',
          {
            documentModelName: 'Project-dm',
            locale: 'en',
            document: { Root: { General: { Title: 'Mine', ParentId } } },
          },
          { token, ...(ParentId === '_' ? {} : { project: ParentId }) },
        ),
      );
    await expect(add('tester-tom', project)).rejects.toThrow(/ROLE_NOT_ALLOWED/);
    await expect(add('manager-mia', '_')).rejects.toThrow(/NO_ROLE_IN_TENANT/);
  });

  it('creates a sub project in German on a 375 px screen', async () => {
    const { page, errors } = await world.openSignedIn('/', { width: 375 });
    await page.getByTestId('language').selectOption('de');
    await projectRow(page, 'Web shop').getByTestId('toggle-sub-projects').click();
    await page.getByTestId('new-sub-project').click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByRole('heading').textContent()).toBe('Unterprojekt von Web shop anlegen');
    const box = await dialog.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(375);
    await dialog.getByLabel('Titel').fill('Kasse');
    await dialog.getByRole('button', { name: 'Anlegen' }).click();
    await page.getByText(/SP_\d+ Kasse angelegt\./).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
