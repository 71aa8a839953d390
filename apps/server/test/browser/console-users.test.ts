/// <reference lib="dom" />
import { join } from 'node:path';
import { createTestUser } from '@tmt/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProject, type ConsoleWorld, screenshots, startConsoleWorld } from './console-fixture';

// The users of a tenant and their roles from the console: a tenant admin adds, changes and deletes users; a project
// admin does so within their project; everyone else reads. Refusals show the server's reason and keep the input.

interface UserDoc {
  docRef: string;
  document: {
    Root: {
      username: string;
      firstName: string;
      enabled: boolean;
      organizationUnitRole: { organizationUnit: { type: string; id: string }; role: string }[];
    };
  };
}

let world: ConsoleWorld;
let shop: string;
let app: string;
let billing: string;

const role = (type: 'TENANT' | 'PROJECT' | 'SUBPROJECT', id: string, name: string) => ({
  organizationUnit: { type, id },
  role: name,
});

beforeAll(async () => {
  world = await startConsoleWorld('users');
  shop = await addProject(world, 'Web shop');
  app = await addProject(world, 'App', shop);
  billing = await addProject(world, 'Billing');
  const { orm } = world.tmt;
  await createTestUser(orm, world.tenant, 'pam', [role('PROJECT', shop, 'admin')]);
  await createTestUser(orm, world.tenant, 'tess', [role('PROJECT', shop, 'tester')]);
  await createTestUser(orm, world.tenant, 'bill', [role('PROJECT', billing, 'manager')]);
  await createTestUser(orm, world.tenant, 'vic', [role('TENANT', world.tenant, 'viewer')]);
  for (const [username, firstName, lastName] of [
    ['pam', 'Pam', 'Parker'],
    ['bill', 'Bill', 'Brandt'],
    ['vic', 'Victoria', 'Vogel'],
  ] as const) {
    const found = (await user(username)) as UserDoc;
    const email = `${username}@shop.example`;
    await world.rpc('MODIFY_DOCUMENT', { docRef: found.docRef, document: { Root: { firstName, lastName, email } } });
  }
});
afterAll(() => world.stop());

/** The tenant's users as the API lists them to the tenant admin. */
async function user(username: string): Promise<UserDoc | undefined> {
  const list = await world.rpc<{ entries: UserDoc[] }>('LIST_DOCUMENTS', {
    documentModelName: 'User-dm',
    filter: { filters: [`username:${username}`] },
    page: { offset: 0, limit: 10 },
  });
  return list.entries.find((e) => e.document.Root.username === username);
}

const rolesOf = async (username: string) =>
  (await user(username))?.document.Root.organizationUnitRole.map((r) => `${r.role}@${r.organizationUnit.id}`).sort();

/** A user's row, by the username it shows (a role named Admin is not the user admin). */
const row = (page: Page, username: string) =>
  page.getByTestId('user-row').filter({ has: page.locator('code').getByText(username, { exact: true }) });
const dialog = (page: Page) => page.getByRole('dialog');

describe('a tenant admin', () => {
  it('adds a user with roles; a taken username is refused with the reason and the input stays, also through a reload', async () => {
    const { page, errors } = await world.openSignedIn('/');
    await page.getByTestId('users-link').click();
    await page.getByRole('heading', { name: 'Users and roles' }).waitFor();
    await expect.poll(() => page.getByTestId('user-row').count()).toBe(5);
    expect(await row(page, 'tess').textContent()).toContain(`Tester ${shop} · Web shop`);
    expect(await row(page, 'vic').textContent()).toContain('Viewer Whole tenant');

    await page.getByTestId('add-user').click();
    await dialog(page).getByLabel('Username').fill('TESS');
    await dialog(page).getByLabel('First name').fill('Nina');
    await dialog(page).getByLabel('Last name').fill('Neu');
    await dialog(page).getByTestId('add-role').click();
    await dialog(page)
      .getByLabel('Unit 1')
      .selectOption({ label: `${shop} · Web shop` });
    await dialog(page).getByLabel('Role 1', { exact: true }).selectOption({ label: 'Manager' });
    await dialog(page).getByTestId('dialog-submit').click();
    const refusal = dialog(page).getByTestId('error');
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain('The username TESS is taken in this tenant');
    expect(await dialog(page).getByLabel('First name').inputValue()).toBe('Nina');

    await page.reload();
    await page.getByTestId('add-user').click();
    expect(await dialog(page).getByLabel('Username').inputValue()).toBe('TESS');
    expect(await dialog(page).getByLabel('Role 1', { exact: true }).inputValue()).toBe('manager');
    await dialog(page).getByLabel('Username').fill('nina');
    await dialog(page).getByTestId('dialog-submit').click();
    await page.getByText('Added nina.').waitFor();
    await expect.poll(() => row(page, 'nina').count()).toBe(1);
    expect(await rolesOf('nina')).toEqual([`manager@${shop}`]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('changes, adds and revokes roles of a user, disables them and deletes them; their own roles stay locked', async () => {
    const { page, errors } = await world.openSignedIn('/users');
    await page.getByRole('button', { name: 'Edit Nina Neu' }).click();
    await dialog(page)
      .getByLabel('Unit 1')
      .selectOption({ label: `${app} · Web shop › App` });
    await dialog(page).getByLabel('Role 1', { exact: true }).selectOption({ label: 'Tester' });
    await dialog(page).getByTestId('add-role').click();
    await dialog(page).getByLabel('Unit 2').selectOption({ label: 'Whole tenant' });
    await dialog(page).getByLabel('Role 2', { exact: true }).selectOption({ label: 'Viewer' });
    await dialog(page).getByLabel('May sign in').uncheck();
    await dialog(page).getByLabel('Expires on').fill('2030-01-31');
    await dialog(page).getByTestId('dialog-submit').click();
    await page.getByText('Saved nina.').waitFor();
    expect(await rolesOf('nina')).toEqual([`tester@${app}`, `viewer@${world.tenant}`]);
    const nina = (await user('nina')) as UserDoc & { document: { Root: { setting: { ExpirationDate: number } } } };
    expect(nina.document.Root.enabled).toBe(false);
    // The start of that day where the browser is (the test's browser runs in this machine's time zone).
    expect(nina.document.Root.setting.ExpirationDate).toBe(new Date('2030-01-31T00:00').getTime());
    await expect.poll(() => row(page, 'nina').textContent()).toContain('Disabled');
    await page.screenshot({ path: join(screenshots, 'console-users.png'), animations: 'disabled' });

    await page.getByRole('button', { name: 'Edit Nina Neu' }).click();
    expect(await dialog(page).getByLabel('Expires on').inputValue()).toBe('2030-01-31');
    await dialog(page).getByRole('button', { name: 'Remove role 2' }).click();
    await dialog(page).getByLabel('May sign in').check();
    await dialog(page).getByTestId('dialog-submit').click();
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => rolesOf('nina')).toEqual([`tester@${app}`]);
    await expect.poll(() => row(page, 'nina').getByTestId('user-role').count()).toBe(1);
    expect(await row(page, 'nina').textContent()).toContain('Until 31 Jan 2030');

    // Their own row: names change, roles and sign-in are locked, and there is nothing to delete.
    expect(await row(page, 'admin').getByTestId('delete-user').count()).toBe(0);
    await page.getByRole('button', { name: 'Edit admin' }).click();
    expect(await dialog(page).getByLabel('Role 1', { exact: true }).isDisabled()).toBe(true);
    expect(await dialog(page).getByLabel('May sign in').isDisabled()).toBe(true);
    expect(await dialog(page).getByTestId('add-role').count()).toBe(0);
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Delete Nina Neu' }).click();
    await dialog(page).getByTestId('dialog-submit').click();
    await page.getByText('Deleted Nina Neu.').waitFor();
    await expect.poll(() => row(page, 'nina').count()).toBe(0);
    expect(await user('nina')).toBeUndefined();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('a project admin', () => {
  it('sees the users of their project, gives roles only there, and a change made meanwhile is refused with the reason', async () => {
    const { page, errors } = await world.openSignedIn('/users', { username: 'pam' });
    await expect.poll(() => row(page, 'tess').count()).toBe(1);
    // Billing's manager shares no unit with pam; users with a tenant role everyone sees.
    expect(await row(page, 'bill').count()).toBe(0);
    expect(await row(page, 'vic').count()).toBe(1);
    expect(await row(page, 'vic').getByTestId('edit-user').count()).toBe(0);
    expect(await row(page, 'admin').getByTestId('edit-user').count()).toBe(0);

    await page.getByTestId('add-user').click();
    await dialog(page).getByLabel('Username').fill('sam');
    await dialog(page).getByTestId('add-role').click();
    const units = await dialog(page)
      .getByLabel('Unit 1')
      .locator('option')
      .evaluateAll((options) => options.map((o) => o.textContent));
    expect(units).toEqual([`${shop} · Web shop`, `${app} · Web shop › App`]);
    await dialog(page)
      .getByLabel('Unit 1')
      .selectOption({ label: `${app} · Web shop › App` });
    await dialog(page).getByLabel('Role 1', { exact: true }).selectOption({ label: 'Tester' });
    await dialog(page).getByTestId('dialog-submit').click();
    await page.getByText('Added sam.').waitFor();
    expect(await rolesOf('sam')).toEqual([`tester@${app}`]);

    await page.getByRole('button', { name: 'Edit tess' }).click();
    await dialog(page).getByLabel('First name').fill('Tessa');
    const tess = (await user('tess')) as UserDoc;
    await world.rpc('MODIFY_DOCUMENT', {
      docRef: tess.docRef,
      document: {
        Root: { organizationUnitRole: [role('PROJECT', shop, 'tester'), role('PROJECT', billing, 'viewer')] },
      },
    });
    await dialog(page).getByTestId('dialog-submit').click();
    const refusal = dialog(page).getByTestId('error');
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain('The document was changed meanwhile');
    expect(await dialog(page).getByLabel('First name').inputValue()).toBe('Tessa');
    // The list is read again, so the next try is checked against tess as she is now: with a role on Billing (a
    // project pam has no role in, shown by its id) she is no longer pam's to change.
    await expect.poll(() => row(page, 'tess').textContent()).toContain(`Viewer ${billing}`);
    await dialog(page).getByTestId('dialog-submit').click();
    await expect.poll(() => refusal.textContent()).toContain('You may not administer user tess');
    expect(await dialog(page).getByLabel('First name').inputValue()).toBe('Tessa');
    expect((await user('tess'))?.document.Root.firstName).toBe('');
    await dialog(page).getByTestId('dialog-discard').click();
    expect(await dialog(page).getByLabel('First name').inputValue()).toBe('');
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    expect(await row(page, 'tess').getByTestId('edit-user').count()).toBe(0);
    await expect(
      world.rpc(
        'MODIFY_DOCUMENT',
        { docRef: tess.docRef, document: { Root: { firstName: 'Tessa' } } },
        { token: await world.tokenFor('pam') },
      ),
    ).rejects.toThrow(/USER_ADMIN_REQUIRED/);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('a sub project admin', () => {
  it('changes the users of their sub project only and gives roles only there', async () => {
    await createTestUser(world.tmt.orm, world.tenant, 'sid', [role('SUBPROJECT', app, 'admin')]);
    const { page, errors } = await world.openSignedIn('/users', { username: 'sid' });
    // sam's one role is on the sub project; pam's is on its parent project, which sid does not administer.
    await expect.poll(() => row(page, 'sam').getByTestId('edit-user').count()).toBe(1);
    expect(await row(page, 'pam').count()).toBe(1);
    expect(await row(page, 'pam').getByTestId('edit-user').count()).toBe(0);
    await page.getByTestId('add-user').click();
    await dialog(page).getByTestId('add-role').click();
    const units = await dialog(page)
      .getByLabel('Unit 1')
      .locator('option')
      .evaluateAll((options) => options.map((o) => o.textContent));
    expect(units).toEqual([`${app} · Web shop › App`]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('everyone else', () => {
  it('reads the users in German on a 375 px screen, with nothing to change, as the API allows', async () => {
    const { page, errors } = await world.openSignedIn('/', { username: 'vic', width: 375 });
    await page.getByTestId('language').selectOption('de');
    await page.getByRole('link', { name: 'Benutzer und Rollen' }).click();
    await page.getByRole('heading', { name: 'Benutzer und Rollen' }).waitFor();
    await page.getByText('Nur Admins ändern Benutzer und Rollen').waitFor();
    await expect.poll(() => row(page, 'tess').count()).toBe(1);
    expect(await row(page, 'vic').textContent()).toContain('Viewer Ganzer Mandant');
    expect(await page.getByTestId('add-user').count()).toBe(0);
    expect(await page.getByTestId('edit-user').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.getByTestId('unit-filter').selectOption({ label: `${billing} · Billing` });
    await expect.poll(() => page.getByTestId('user-row').count()).toBe(2);
    await page.getByTestId('user-search').fill('tess');
    await expect.poll(() => page.getByTestId('user-row').count()).toBe(1);
    expect(page.url()).toContain(`unit=${billing}`);

    const viewer = await world.tokenFor('vic');
    await expect(
      world.rpc(
        'ADD_DOCUMENT',
        { documentModelName: 'User-dm', document: { Root: { username: 'mallory', organizationUnitRole: [] } } },
        { token: viewer },
      ),
    ).rejects.toThrow(/USER_ADMIN_REQUIRED/);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
