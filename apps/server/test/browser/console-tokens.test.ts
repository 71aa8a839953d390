/// <reference lib="dom" />
import { join } from 'node:path';
import { createTestUser } from '@tmt/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConsoleWorld, screenshots, startConsoleWorld } from './console-fixture';

// A user's own API tokens from the console: created with a name and an expiry (the secret shown once), listed, revoked.

let world: ConsoleWorld;

beforeAll(async () => {
  world = await startConsoleWorld('tokens');
  await createTestUser(world.tmt.orm, world.tenant, 'viewer-vic', [
    { organizationUnit: { type: 'TENANT', id: world.tenant }, role: 'viewer' },
  ]);
});
afterAll(() => world.stop());

const DAY_MS = 86_400_000;
const dateIn = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const rows = (page: Page) => page.getByTestId('token-row');

describe('API tokens', () => {
  it('creates a token shown once, which works until it is revoked; a refused expiry keeps the input', async () => {
    const { page, errors } = await world.openSignedIn('/');
    await page.getByTestId('user').click();
    await page.getByRole('heading', { name: 'Your API tokens' }).waitFor();
    await page.getByText('You have no active API tokens.').waitFor();

    await page.getByLabel('Name').fill('GitLab CI');
    await page.getByLabel('Expires on').fill(dateIn(400));
    await page.getByTestId('create-token').click();
    const refusal = page.getByTestId('new-token').getByTestId('error');
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain('365');
    expect(await page.getByLabel('Name').inputValue()).toBe('GitLab CI');

    await page.getByLabel('Expires on').fill(dateIn(30));
    await page.getByTestId('create-token').click();
    await page.getByRole('heading', { name: 'Your new token “GitLab CI”' }).waitFor();
    const secret = await page.getByTestId('token-secret').inputValue();
    expect(secret).toMatch(/^tmt_/);
    const listed = await world.rpc<{ entries: { name: string }[] }>('LIST_API_TOKENS', {}, { token: secret });
    expect(listed.entries.map((e) => e.name)).toEqual(['GitLab CI']);
    await page.getByRole('button', { name: 'Done' }).click();
    // Shown once: the form is back, the list shows the token by its prefix only.
    expect(await page.getByTestId('token-secret').count()).toBe(0);
    await expect.poll(() => rows(page).count()).toBe(1);
    const row = rows(page).first();
    expect(await row.textContent()).toContain(`${secret.slice(0, 10)}…`);
    expect(await row.textContent()).toContain('Active');
    expect(await page.content()).not.toContain(secret);
    await page.screenshot({ path: join(screenshots, 'console-tokens.png'), animations: 'disabled' });

    await page.getByRole('button', { name: 'Revoke GitLab CI' }).click();
    await page.getByRole('dialog').getByTestId('dialog-submit').click();
    await page.getByText('Revoked “GitLab CI”.').waitFor();
    await page.getByText('You have no active API tokens.').waitFor();
    await expect(world.rpc('LIST_API_TOKENS', {}, { token: secret })).rejects.toThrow(/TOKEN_INVALID/);
    await page.getByLabel('Show revoked and expired tokens').check();
    await expect.poll(() => rows(page).count()).toBe(1);
    expect(await rows(page).first().textContent()).toContain('Revoked');
    expect(await page.getByTestId('revoke-token').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('roles and languages', () => {
  it("shows a viewer only their own tokens, and the API lets them revoke no one else's", async () => {
    const { apiToken } = await world.rpc<{ apiToken: { id: string } }>('CREATE_API_TOKEN', { name: 'Admin script' });
    const { page, errors } = await world.openSignedIn('/tokens', { username: 'viewer-vic' });
    await page.getByText('You have no active API tokens.').waitFor();
    expect(await page.getByText('Admin script').count()).toBe(0);
    const viewer = await world.tokenFor('viewer-vic');
    await expect(world.rpc('REVOKE_API_TOKEN', { id: apiToken.id }, { token: viewer })).rejects.toThrow(
      /USER_ADMIN_REQUIRED/,
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('creates a token in German on a 375 px screen', async () => {
    const { page, errors } = await world.openSignedIn('/', { width: 375 });
    await page.getByTestId('language').selectOption('de');
    // The user name in the header is left out on a phone; the projects page links the tokens.
    await page.getByRole('link', { name: 'Ihre API-Tokens' }).click();
    await page.getByRole('heading', { name: 'Ihre API-Tokens' }).waitFor();
    await page.getByLabel('Name').fill('Nachtlauf');
    await page.getByRole('button', { name: 'Token anlegen' }).click();
    await page.getByRole('heading', { name: 'Ihr neues Token „Nachtlauf“' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole('button', { name: 'Fertig' }).click();
    await expect.poll(() => rows(page).filter({ hasText: 'Nachtlauf' }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
