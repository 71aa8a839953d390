import { resolve } from 'node:path';
import { addDocument } from '@tmt/core';
import { createTestTenant, testSecretText } from '@tmt/testing';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { type RunningTmt, startTmt } from '../../src/start';

let tmt: RunningTmt;
let browser: Browser;
let token: string;

beforeAll(async () => {
  tmt = await startTmt({
    ...loadConfig(),
    port: 0,
    host: '127.0.0.1',
    publicUrl: undefined,
    databaseUrl: inject('databaseUrl'),
    jwtSecret: testSecretText,
    jwksUrl: undefined,
    seedDemo: false,
    webDist: resolve(import.meta.dirname, '../../../web/dist'),
  });
  const tenant = await createTestTenant(tmt.orm, 'browser');
  token = tenant.admin.token;
  const em = tmt.orm.em.fork();
  await addDocument({ em, principal: tenant.admin.principal, locale: 'en', header: {} }, 'Project-dm', {
    Root: { General: { Title: 'Browser project', Description: 'Seen through Chromium' } },
  });
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
});
afterAll(async () => {
  await browser?.close();
  await tmt?.stop();
});

describe('web build in headless Chromium', () => {
  it('renders the docs landing page, also with JavaScript off', async () => {
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      const res = await page.goto(`${tmt.url}/docs/`);
      expect(res?.status()).toBe(200);
      await expect(page.title()).resolves.toBe('TMT documentation');
      expect(await page.locator('h1').textContent()).toBe('TMT documentation');
      expect(await page.locator('body').textContent()).toContain('LOAD_PROJECTS_BY_TENANT');
      await context.close();
    }
  });

  it('shows the not-found page with status 404 for an unknown docs path', async () => {
    const page = await browser.newPage();
    const res = await page.goto(`${tmt.url}/docs/nowhere`);
    expect(res?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('Page Not Found');
    await page.close();
  });

  it('lists the projects of a token in the console and shows the error of a bad token', async () => {
    const page = await browser.newPage();
    await page.goto(`${tmt.url}/app/`);
    await page.getByTestId('token-input').fill(token);
    await page.getByTestId('load-projects').click();
    const table = page.getByTestId('projects-table');
    await table.waitFor();
    expect(await table.textContent()).toContain('Browser project');
    expect(await table.textContent()).toContain('P_1');

    await page.getByTestId('token-input').fill('not-a-token');
    await page.getByTestId('load-projects').click();
    const error = page.getByTestId('rpc-error');
    await error.waitFor();
    expect(await error.textContent()).toBe('The bearer token is not valid.');
    await page.close();
  });
});
