/// <reference lib="dom" />
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { addDocument, serviceContext } from '@tmt/core';
import { createTestTenant, testSecretText } from '@tmt/testing';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { type RunningTmt, startTmt } from '../../src/start';

const webDist = resolve(import.meta.dirname, '../../../web/dist');

let tmt: RunningTmt;
let browser: Browser;
let token: string;

/** Every page the build wrote, read from its page-data files: `_data/de/api/intro.json` is /docs/de/api/intro. */
const routes = readdirSync(join(webDist, 'docs/_data'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, '').replace(/(^|\/)index$/, '$1'))
  .map((slug) => `/docs/${slug}`)
  .sort();

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
    // No tasks here; an inline worker on the shared database would take other test files' jobs.
    worker: 'off',
    webDist,
  });
  const tenant = await createTestTenant(tmt.orm, 'browser');
  token = tenant.admin.token;
  const em = tmt.orm.em.fork();
  await addDocument(
    serviceContext({ em }, { principal: tenant.admin.principal, locale: 'en', header: {} }),
    'Project-dm',
    {
      Root: { General: { Title: 'Browser project', Description: 'Seen through Chromium' } },
    },
  );
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

/** A fresh page (own storage) that fails the test on any script error, hydration mismatches included. */
async function open(path: string, options: { width?: number } = {}): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: 800 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${tmt.url}${path}`);
  await page.locator('html[data-hydrated]').waitFor();
  return { page, errors };
}

const h1 = (page: Page) => page.locator('main h1').first().textContent();

describe('docs routes', () => {
  it('covers every route of the spec in both locales', () => {
    for (const prefix of ['/docs/', '/docs/de/'])
      for (const slug of [
        '',
        'intro',
        'userguide',
        'admin-docs',
        'api/intro',
        'api/changelog',
        'api/introduction/json-rpc-endpoint',
        'api/integration-guide/acccessing-tmt-api',
        'api/reference/test-execution',
        'api/document-model/test-suite-execution',
        'tmtapi/automation',
        'release-notes',
        'release-notes/notes/release_1.4.5',
        'release-notes/notes/release_4.7.0',
        'blog',
      ])
        expect(routes).toContain(`${prefix}${slug}`);
    expect(routes.length).toBeGreaterThan(90);
  });

  it('serves every route as prerendered HTML with its full content (what a reader without JavaScript gets)', async () => {
    for (const route of routes) {
      const res = await fetch(`${tmt.url}${route}`);
      expect(res.status, route).toBe(200);
      const html = await res.text();
      expect(html, route).not.toContain('Page Not Found');
      expect(html, route).toMatch(/<main class="main">.*<h1[^>]*>[^<]+<\/h1>/s);
      expect(html, route).toContain(route.startsWith('/docs/de/') ? '<html lang="de"' : '<html lang="en"');
    }
  });

  it('reads with JavaScript off', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const route of ['/docs/userguide', '/docs/de/api/intro', '/docs/tmtapi/project']) {
      expect((await page.goto(`${tmt.url}${route}`))?.status()).toBe(200);
      expect(await page.locator('main h1').count(), route).toBe(1);
      expect(await page.locator('nav.sidebar a').count(), route).toBeGreaterThan(2);
    }
    expect(await page.locator('main').textContent()).toContain('LOAD_PROJECTS_BY_TENANT');
    await context.close();
  });

  it('renders and hydrates every route in both locales with JavaScript on, without errors', async () => {
    // One page for all routes: a full load each, as a reader arriving from outside gets it.
    const { page, errors } = await open('/docs/');
    for (const route of routes) {
      const res = await page.goto(`${tmt.url}${route}`);
      expect(res?.status(), route).toBe(200);
      await page.locator('html[data-hydrated]').waitFor();
      const data = JSON.parse((await page.locator('#page-data').textContent()) ?? '{}');
      expect(await h1(page), route).toBe(data.title);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('treats .html and /index.html as the page itself', async () => {
    for (const path of ['/docs/api/intro.html', '/docs/api/intro/index.html', '/docs/api/intro/', '/docs/index.html']) {
      const res = await fetch(`${tmt.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).not.toContain('Page Not Found');
    }
    const { page, errors } = await open('/docs/intro.html');
    expect(await h1(page)).toBe('Introduction');
    await page.locator('nav.sidebar a', { hasText: 'User guide' }).click();
    await page.locator('main h1', { hasText: 'User guide' }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('answers unknown paths with the not-found page and status 404, also after a client-side navigation', async () => {
    for (const [path, text] of [
      ['/docs/nowhere', 'Page Not Found'],
      ['/docs/api/nowhere.html', 'Page Not Found'],
      ['/docs/de/nirgends', 'Seite nicht gefunden'],
    ]) {
      const res = await fetch(`${tmt.url}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toContain(text);
    }
    const { page } = await open('/docs/intro');
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/docs/no/such/page';
      link.id = 'dead-link';
      link.textContent = 'dead';
      document.querySelector('main')?.append(link);
    });
    await page.click('#dead-link');
    await page.locator('main h1', { hasText: 'Page Not Found' }).waitFor();
    expect(page.url()).toBe(`${tmt.url}/docs/no/such/page`);
    await page.context().close();
  });
});

describe('docs layout and behaviour', () => {
  it('keeps the page when switching the language', async () => {
    const { page } = await open('/docs/api/introduction/authentication');
    await page.locator('.language-menu summary').click();
    await page.locator('.language-menu a', { hasText: 'Deutsch' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'de');
    expect(page.url()).toBe(`${tmt.url}/docs/de/api/introduction/authentication`);
    await page.locator('.language-menu summary').click();
    await page.locator('.language-menu a', { hasText: 'English' }).click();
    await page.locator('main h1', { hasText: 'Authentication' }).waitFor();
    expect(page.url()).toBe(`${tmt.url}/docs/api/introduction/authentication`);
    await page.context().close();
  });

  it('shows the footer groups, the three sidebars and the table of contents', async () => {
    const { page } = await open('/docs/userguide');
    const footer = (await page.locator('footer').textContent()) ?? '';
    for (const text of [
      'Userguide',
      'API Specification',
      'Introduction',
      'Imprint',
      'Privacy Policy',
      'Terms & Conditions',
      '© 2025',
    ])
      expect(footer).toContain(text);
    expect(await page.locator('.toc a').allTextContents()).toContain('Executions and result codes');
    await page.locator('nav[aria-label="Main"] a', { hasText: 'API' }).click();
    await page.locator('main h1', { hasText: 'API overview' }).waitFor();
    expect(await page.locator('nav.sidebar').textContent()).toContain('Document model');
    await page.goto(`${tmt.url}/docs/release-notes`);
    expect(await page.locator('nav.sidebar').textContent()).toContain('TMT 4.7.0');
    await page.context().close();
  });

  it('remembers the colour theme across reloads, light by default', async () => {
    const { page } = await open('/docs/intro');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await page.locator('.theme-toggle').click();
    expect(await page.evaluate(() => [document.documentElement.dataset.theme, localStorage.getItem('theme')])).toEqual([
      'dark',
      'dark',
    ]);
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.context().close();
  });

  it('remembers a dismissed announcement until its id changes', async () => {
    const { page } = await open('/docs/intro');
    await page.locator('.announcement-close').click();
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor();
    expect(await page.locator('.announcement').isVisible()).toBe(false);
    await page.evaluate(() => localStorage.setItem('announcement.id', 'an-older-announcement'));
    await page.reload();
    await page.locator('.announcement').waitFor();
    expect(await page.locator('.announcement').isVisible()).toBe(true);
    await page.context().close();
  });

  it('forgets a preferred docs version that does not exist', async () => {
    const { page } = await open('/docs/intro');
    const key = 'docs-preferred-version-default';
    await page.evaluate((k) => localStorage.setItem(k, 'current'), key);
    await page.reload();
    expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBe('current');
    await page.evaluate((k) => localStorage.setItem(k, '3.9.0'), key);
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor();
    expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBeNull();
    await page.context().close();
  });

  it('opens the sidebar as a drawer at 390 px and closes it on navigation', async () => {
    const { page } = await open('/docs/userguide', { width: 390 });
    const sidebar = page.locator('nav.sidebar');
    expect(await sidebar.isVisible()).toBe(false);
    await page.locator('.sidebar-toggle').click();
    expect(await sidebar.isVisible()).toBe(true);
    await sidebar.locator('a', { hasText: 'Introduction' }).click();
    await page.locator('main h1', { hasText: 'Introduction' }).waitFor();
    expect(await sidebar.isVisible()).toBe(false);
    await page.context().close();
  });

  it('hides the navbar while scrolling down', async () => {
    const { page } = await open('/docs/userguide');
    await page.mouse.wheel(0, 1500);
    await page.locator('.navbar--hidden').waitFor();
    await page.mouse.wheel(0, -300);
    await page.locator('.navbar:not(.navbar--hidden)').waitFor();
    await page.context().close();
  });

  it('prefetches a hovered link, but not on a data-saving connection', async () => {
    for (const saveData of [false, true]) {
      const { page } = await open('/docs/intro');
      if (saveData)
        await page.evaluate(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await page.locator('nav.sidebar a', { hasText: 'User guide' }).hover();
      await page.waitForTimeout(300);
      expect(requested.includes('/docs/_data/userguide.json'), `saveData ${saveData}`).toBe(!saveData);
      await page.context().close();
    }
  });

  it('shows no progress bar for fast navigations, and one after 200 ms for slow ones', async () => {
    const { page } = await open('/docs/intro');
    const watchProgress = () =>
      page.evaluate(() => {
        const seen = { progress: false };
        (window as unknown as { seen: typeof seen }).seen = seen;
        new MutationObserver(() => {
          if (document.querySelector('.route-progress')) seen.progress = true;
        }).observe(document.body, { childList: true, subtree: true });
      });
    const progressSeen = () =>
      page.evaluate(() => (window as unknown as { seen: { progress: boolean } }).seen.progress);

    await watchProgress();
    await page.locator('nav.sidebar a', { hasText: 'User guide' }).click();
    await page.waitForURL('**/docs/userguide');
    await page.locator('main h1', { hasText: 'User guide' }).waitFor();
    expect(await progressSeen()).toBe(false);

    await page.route('**/docs/_data/admin-docs.json', async (route) => {
      await new Promise((done) => setTimeout(done, 600));
      await route.continue();
    });
    await page.locator('nav.sidebar a', { hasText: 'Administration' }).click();
    await page.locator('.route-progress').waitFor();
    await page.locator('main h1', { hasText: 'TMT documentation' }).waitFor();
    expect(await page.locator('.route-progress').count()).toBe(0);
    await page.context().close();
  });

  it('shows the load error with Retry, and a spinner while retrying slowly', async () => {
    const { page } = await open('/docs/intro');
    await page.route('**/docs/_data/userguide.json', (route) => route.abort());
    await page.locator('nav.sidebar a', { hasText: 'User guide' }).click();
    await page.locator('.load-error').waitFor();
    expect(await page.locator('.load-error').textContent()).toContain('The page could not be loaded.');
    await page.unroute('**/docs/_data/userguide.json');
    await page.route('**/docs/_data/userguide.json', async (route) => {
      await new Promise((done) => setTimeout(done, 500));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.locator('.spinner').waitFor();
    await page.locator('main h1', { hasText: 'User guide' }).waitFor();
    await page.context().close();
  });

  it('shows the crash screen with the cause chain, and renders again after Try again', async () => {
    const { page } = await open('/docs/intro');
    // The real page data, minus its content: a page module with nothing to render.
    await page.route('**/docs/_data/userguide.json', async (route) => {
      const { html: _html, ...data } = await (await route.fetch()).json();
      await route.fulfill({ contentType: 'application/json', body: JSON.stringify(data) });
    });
    await page.locator('nav.sidebar a', { hasText: 'User guide' }).click();
    await page.locator('.crash').waitFor();
    expect(await page.locator('.crash h1').textContent()).toBe('This page crashed');
    expect(await page.locator('.crash-message').textContent()).toBe('The page /docs/userguide cannot render anything');
    expect(await page.locator('.crash-cause').textContent()).toBe('Cause: Its page data has no content');
    expect(await page.title()).toBe('Page Error');
    await page.unroute('**/docs/_data/userguide.json');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.locator('main h1', { hasText: 'User guide' }).waitFor();
    expect(await page.title()).toBe('User guide | TMT documentation');
    await page.context().close();
  });
});

describe('docs at 375 px', () => {
  it('keeps names in table cells whole and the navbar inside the screen', async () => {
    for (const path of ['/docs/tmtapi/project', '/docs/de/tmtapi/testrun', '/docs/api/reference/test-run']) {
      const { page, errors } = await open(path, { width: 375 });
      const broken = await page.$$eval('td code, th code', (codes) =>
        codes.filter((code) => code.getClientRects().length > 1).map((code) => code.textContent),
      );
      expect(broken, path).toEqual([]);
      const search = await page.locator('.search-input').boundingBox();
      expect(search && search.x + search.width, path).toBeLessThanOrEqual(375);
      // What overflows its box outside the (sideways scrolling) tables and code blocks, named in the failure.
      const wide = await page.evaluate(() =>
        Array.from(document.querySelectorAll('body *'))
          .filter((el) => el.scrollWidth > el.clientWidth + 1 && !el.matches('table, pre') && !el.closest('table, pre'))
          .slice(0, 8)
          .map(
            (el) => `${el.tagName}.${el.className} ${el.scrollWidth}/${el.clientWidth} ${el.textContent?.slice(0, 60)}`,
          ),
      );
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${path} ${wide.join(' | ')}`,
      ).toBeLessThanOrEqual(375);
      expect(errors, path).toEqual([]);
      await page.context().close();
    }
  });
});

describe('docs search', () => {
  for (const { locale, home, label, query, hit } of [
    { locale: 'en', home: '/docs/intro', label: 'Search Ctrl+K', query: 'Retest', hit: '/docs/userguide' },
    // A word of the user guide alone: a word every generated API page names too ranks the guide by chance.
    { locale: 'de', home: '/docs/de/intro', label: 'Suche Strg+K', query: 'Kunden', hit: '/docs/de/userguide' },
  ])
    it(`loads the ${locale} index on hover, opens with Ctrl+K and highlights the word on the chosen page`, async () => {
      const { page, errors } = await open(home);
      const box = page.locator('.search-input');
      await box.hover();
      await page.waitForFunction(
        (text) => document.querySelector('input.search-input')?.getAttribute('placeholder') === text,
        label,
      );
      await page.locator('main h1').click();
      await page.keyboard.press('Control+k');
      expect(await page.evaluate(() => document.activeElement?.className)).toBe('search-input');
      await page.keyboard.type(query);
      const target = page.locator(`.search-hits a[href^="${hit}?"]`);
      await target.waitFor();
      await target.click();
      await page.waitForURL(`**${hit}?highlight=*`);
      const mark = page.locator('mark.search-highlight').first();
      await mark.waitFor();
      expect((await mark.textContent())?.toLowerCase()).toBe(query.toLowerCase());
      expect(errors).toEqual([]);
      await page.context().close();
    });

  it('shows "Loading..." while the index loads', async () => {
    const { page } = await open('/docs/intro');
    await page.route('**/docs/pagefind/pagefind.js', async (route) => {
      await new Promise((done) => setTimeout(done, 400));
      await route.continue();
    });
    await page.locator('.search-input').focus();
    expect(await page.locator('.search-input').getAttribute('placeholder')).toBe('Loading...');
    await page.waitForFunction(
      () => document.querySelector('input.search-input')?.getAttribute('placeholder') === 'Search Ctrl+K',
    );
    await page.context().close();
  });
});

describe('console', () => {
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

describe('@tmt/client in a browser', () => {
  it('runs its built module in a page: a typed call, an error answer with its reason, a batch', async () => {
    const built = readFileSync(resolve(import.meta.dirname, '../../../../packages/client/dist/index.js'), 'utf8');
    const page = await browser.newPage();
    await page.goto(`${tmt.url}/docs/`);
    // As a string, so that the test runner leaves its dynamic import to the browser.
    const moduleUrl = `data:text/javascript,${encodeURIComponent(built)}`;
    const outcome: { titles: string[]; error: string[]; batchOk: boolean } = await page.evaluate(`(async () => {
      const { TmtClient } = await import(${JSON.stringify(moduleUrl)});
      const tmt = new TmtClient({ url: location.origin, token: ${JSON.stringify(token)}, locale: 'de' });
      const projects = await tmt.call('LOAD_PROJECTS_BY_TENANT', {});
      const missing = await tmt
        .call('GET_DOCUMENT', { docRef: 'TestRun-dm/00000000-0000-4000-8000-000000000000' })
        .catch((error) => error);
      const batch = await tmt.batch([{ method: 'LOAD_PROJECTS_BY_TENANT', params: {} }]);
      return {
        titles: projects.map((p) => p.document.Root.General.Title),
        error: [missing.name, missing.reason, missing.message],
        batchOk: batch[0].ok,
      };
    })()`);
    expect(outcome.titles).toContain('Browser project');
    expect(outcome.error.slice(0, 2)).toEqual(['TmtRpcError', 'DOCUMENT_NOT_FOUND']);
    expect(outcome.error[2]).toMatch(/nicht gefunden/);
    expect(outcome.batchOk).toBe(true);
    await page.close();
  });
});
