/// <reference lib="dom" />
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { addDocument, serviceContext } from '@tmt/core';
import { createTestTenant, testSecretText } from '@tmt/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningTmt } from '../../src/start';
import { launchChromium, startTestTmt, webDist } from './console-fixture';

let tmt: RunningTmt;
let browser: Browser;
let token: string;

/** Every page the build wrote, read from its page-data files: `_data/de/api/intro.json` is /docs/de/api/intro. */
/** The page-data file of a route, inside the web build. */
const dataPath = (route: string) => `docs/_data/${route.replace(/^\/docs\//, '').replace(/(^|\/)$/, '$1index')}.json`;

const routes = readdirSync(join(webDist, 'docs/_data'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, '').replace(/(^|\/)index$/, '$1'))
  .map((slug) => `/docs/${slug}`)
  .sort();

beforeAll(async () => {
  tmt = await startTestTmt({ jwtSecret: testSecretText });
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
  browser = await launchChromium();
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

/**
 * What a reader notices on a page at this width: the page wider than the window (it shifts sideways), a word of code
 * in a table broken over two lines (`docume|ntModel|Name`), an entry of "On this page" running off its box.
 */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width) {
      const wide = Array.from(document.querySelectorAll('body *'))
        .filter((el) => el.getBoundingClientRect().right > width + 1 && !el.closest('table, pre, .sidebar'))
        .slice(0, 3)
        .map((el) => `${el.tagName}.${el.className}`);
      problems.push(`${document.documentElement.scrollWidth} px wide in ${width} px (${wide.join(', ')})`);
    }
    for (const code of Array.from(document.querySelectorAll('td code, th code'))) {
      const texts = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
      while (texts.nextNode()) {
        const text = texts.currentNode as Text;
        for (const word of text.data.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(text, word.index);
          range.setEnd(text, word.index + word[0].length);
          const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
          if (lines.size > 1) problems.push(`"${word[0]}" is broken over ${lines.size} lines`);
        }
      }
    }
    const toc = document.querySelector('.toc');
    if (toc && toc.getBoundingClientRect().width > 0)
      for (const link of Array.from(toc.querySelectorAll('a')))
        if (link.getBoundingClientRect().right > toc.getBoundingClientRect().right + 1)
          problems.push(`"${link.textContent}" runs off "On this page"`);
    return problems;
  });
}

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
        'api/integration-guide/results-from-ci',
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
      expect(html, route).toMatch(/<main class="main"[^>]*>.*<h1[^>]*>[^<]+<\/h1>/s);
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

  it('renders and hydrates every route in both locales with JavaScript on, without errors or layout faults', async () => {
    // One page for all routes: a full load each, as a reader arriving from outside gets it.
    const { page, errors } = await open('/docs/');
    const problems: string[] = [];
    for (const route of routes) {
      const res = await page.goto(`${tmt.url}${route}`);
      expect(res?.status(), route).toBe(200);
      await page.locator('html[data-hydrated]').waitFor();
      const data = JSON.parse((await page.locator('#page-data').textContent()) ?? '{}');
      expect(await h1(page), route).toBe(data.title);
      problems.push(...(await layoutProblems(page)).map((problem) => `${route}: ${problem}`));
    }
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('fits every route in both locales into a 375 px phone, with the announcement bar showing', async () => {
    const { page, errors } = await open('/docs/', { width: 375 });
    const problems: string[] = [];
    // From page to page as a reader follows links (the full loads of every page are covered above at 1280 px).
    for (const route of routes) {
      const { title } = JSON.parse(readFileSync(join(webDist, dataPath(route)), 'utf8'));
      await page.evaluate((href) => {
        const link = Object.assign(document.createElement('a'), { href });
        document.querySelector('main')?.append(link);
        link.click();
        link.remove();
      }, route);
      await page.waitForFunction(
        ([path, text]) => location.pathname === path && document.querySelector('main h1')?.textContent === text,
        [route, title],
      );
      problems.push(...(await layoutProblems(page)).map((problem) => `${route}: ${problem}`));
      // Every item of the navbar whole and on screen: the language menu reads "English", not "Engli".
      const cut = await page.$$eval(
        '.navbar nav > :not(.navbar-links, .navbar-spacer, .brand, .sidebar-toggle)',
        (items) =>
          items
            .filter((item) => item.scrollWidth > item.clientWidth + 1 || item.getBoundingClientRect().right > 375)
            .map((item) => item.className),
      );
      problems.push(...cut.map((item) => `${route}: the navbar item ${item} is cut`));
    }
    expect(await page.locator('.announcement').isVisible()).toBe(true);
    expect(problems).toEqual([]);
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

  it("follows the system colour preference on the first visit, then the reader's choice", async () => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto(`${tmt.url}/docs/intro`);
    // Dark before the first paint (the head script), not only after hydration.
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.locator('html[data-hydrated]').waitFor();
    expect(await page.locator('.theme-toggle').getAttribute('aria-label')).toBe('Switch to light mode');
    await page.locator('.theme-toggle').click();
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    // The choice stays when the system changes its mind; without one, the page follows the system.
    await page.emulateMedia({ colorScheme: 'light' });
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor();
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    await context.close();
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

  it('opens the menu at 375 px by ☰ and closes it by ☰, Escape, a tap outside and a navigation', async () => {
    const { page, errors } = await open('/docs/userguide', { width: 375 });
    expect(await page.locator('.announcement').isVisible()).toBe(true);
    const toggle = page.locator('.sidebar-toggle');
    const menu = page.locator('nav.sidebar');
    /** Whether ☰ is what a tap on it reaches (not covered by the open menu). */
    const toggleReachable = () =>
      page.evaluate(() => {
        const box = document.querySelector('.sidebar-toggle')!.getBoundingClientRect();
        return (
          document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)?.closest('.sidebar-toggle') !== null
        );
      });
    expect(await menu.isVisible()).toBe(false);

    await toggle.click();
    expect(await menu.isVisible()).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    // The menu starts below the navbar, which the announcement bar pushes down; the page behind is dimmed.
    expect(await toggleReachable()).toBe(true);
    expect((await menu.boundingBox())!.y).toBeGreaterThanOrEqual((await page.locator('.navbar').boundingBox())!.y + 50);
    expect(await page.locator('.drawer-backdrop').isVisible()).toBe(true);
    // The top bar's links move into the menu on a phone.
    expect(await menu.locator('.sidebar-main a').allTextContents()).toEqual(['Docs', 'API', 'Blog', 'Console']);
    await toggle.click();
    expect(await menu.isVisible()).toBe(false);

    await toggle.click();
    await page.keyboard.press('Escape');
    expect(await menu.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('sidebar-toggle');

    await toggle.click();
    await page.mouse.click(365, 600);
    expect(await menu.isVisible()).toBe(false);
    expect(await page.locator('.drawer-backdrop').count()).toBe(0);

    await toggle.click();
    await menu.locator('a', { hasText: 'Introduction' }).click();
    await page.locator('main h1', { hasText: 'Introduction' }).waitFor();
    expect(await menu.isVisible()).toBe(false);

    // A page without a sidebar of its own (the blog) still has the menu, with the top bar's links.
    await page.goto(`${tmt.url}/docs/de/blog`);
    await page.locator('html[data-hydrated]').waitFor();
    await toggle.click();
    expect(await menu.locator('a').allTextContents()).toEqual(['Dokumentation', 'API', 'Blog', 'Konsole']);
    await page.keyboard.press('Escape');
    expect(await menu.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('keeps the search results and the language menu inside a 375 px screen', async () => {
    const { page } = await open('/docs/de/intro', { width: 375 });
    expect(await page.locator('.language-menu summary').textContent()).toBe('Deutsch');
    await page.locator('.search-input').focus();
    await page.waitForFunction(
      () => document.querySelector('input.search-input')?.getAttribute('placeholder') === 'Suche',
    );
    await page.keyboard.type('Ausführung');
    const hits = page.locator('.search-hits');
    await hits.locator('a').first().waitFor();
    const box = (await hits.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => [document.documentElement.scrollWidth, window.scrollX])).toEqual([375, 0]);
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
    await page.locator('main h1', { hasText: 'Administration guide' }).waitFor();
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

describe('docs search', () => {
  for (const { locale, home, label, query, hit } of [
    { locale: 'en', home: '/docs/intro', label: 'Search Ctrl+K', query: 'Retest', hit: '/docs/userguide' },
    // A word of the user guide alone: a word every generated API page names too ranks the guide by chance.
    { locale: 'de', home: '/docs/de/intro', label: 'Suche Strg+K', query: 'Kunden', hit: '/docs/de/userguide' },
    // An umlaut, in a word of the guide alone: Pagefind hands over `tastenkurzel`, the page marks "Tastenkürzel".
    { locale: 'de', home: '/docs/de/intro', label: 'Suche Strg+K', query: 'Tastenkürzel', hit: '/docs/de/userguide' },
  ])
    it(`loads the ${locale} index on hover, opens with Ctrl+K and highlights "${query}" on the chosen page`, async () => {
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

describe('what readers of other documentation sites take for granted', () => {
  it('names the server it runs on in canonical, language and feed links, and advertises the feeds', async () => {
    // The server listens on a port of its own (not the 3000 of the build): the links must say so.
    expect(tmt.url).not.toContain(':3000');
    const { page } = await open('/docs/de/api/intro');
    const head = await page.evaluate(() =>
      Array.from(document.head.querySelectorAll('link[rel="canonical"], link[rel="alternate"]'), (link) => [
        link.getAttribute('rel'),
        link.getAttribute('hreflang') ?? link.getAttribute('type'),
        (link as HTMLLinkElement).href,
      ]),
    );
    expect(head).toEqual([
      ['canonical', null, `${tmt.url}/docs/de/api/intro`],
      ['alternate', 'en', `${tmt.url}/docs/api/intro`],
      ['alternate', 'de', `${tmt.url}/docs/de/api/intro`],
      ['alternate', 'x-default', `${tmt.url}/docs/api/intro`],
      ['alternate', 'application/rss+xml', `${tmt.url}/docs/de/blog/rss.xml`],
      ['alternate', 'application/atom+xml', `${tmt.url}/docs/de/blog/atom.xml`],
    ]);
    for (const [, , href] of head.slice(4)) {
      const feed = await (await fetch(href!)).text();
      expect(feed, href!).toContain(`${tmt.url}/docs/de/blog/`);
      expect(feed, href!).not.toContain('localhost:3000/docs');
    }
    await page.context().close();
  });

  it('puts Docs, API, Blog and the console in the top bar and lists the guides in reading order', async () => {
    const { page } = await open('/docs/intro');
    const links = await page.$$eval('nav[aria-label="Main"] .navbar-links a', (as) =>
      as.map((a) => [a.textContent, a.getAttribute('href')]),
    );
    expect(links).toEqual([
      ['Docs', '/docs/intro'],
      ['API', '/docs/api/intro'],
      ['Blog', '/docs/blog'],
      ['Console', '/app/'],
    ]);
    expect(await page.locator('nav.sidebar > ul:not(.sidebar-main) > li > a').allTextContents()).toEqual([
      'Introduction',
      'User guide',
      'Administration',
    ]);
    await page.locator('nav[aria-label="Main"] a', { hasText: 'Blog' }).click();
    await page.locator('main h1', { hasText: 'Blog' }).waitFor();
    await page.context().close();
  });

  it('offers a skip link, a language menu that behaves like a menu, and copy buttons on code', async () => {
    const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    await page.goto(`${tmt.url}/docs/api/integration-guide/tutorial`);
    await page.locator('html[data-hydrated]').waitFor();

    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');

    const language = page.locator('.language-menu');
    expect(await language.locator('summary svg').count()).toBe(1);
    expect(await language.locator('summary').getAttribute('aria-label')).toBe('Language: English');
    await language.locator('summary').click();
    expect(await language.locator('a', { hasText: 'Deutsch' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await language.locator('a', { hasText: 'Deutsch' }).isVisible()).toBe(false);
    await language.locator('summary').click();
    await page.locator('main h1').click();
    expect(await language.locator('a', { hasText: 'Deutsch' }).isVisible()).toBe(false);

    const block = page.locator('.code-block').filter({ hasText: 'SUITE=$(rpc' });
    await block.hover();
    await block.locator('.copy-code').click();
    await block.locator('.copy-code', { hasText: 'Copied' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await block.locator('pre').textContent());
    expect(copied).toMatch(/^SUITE=\$\(rpc <<EOF \| jq -r \.result\n/);
    await context.close();
  });

  it('marks the section being read in "On this page", and keeps long names inside it', async () => {
    const { page } = await open('/docs/tmtapi/testrun');
    const active = () => page.evaluate(() => document.querySelector('.toc a.toc-active')?.textContent ?? null);
    // Above the first heading, in the page's introduction, no section is marked.
    expect(await active()).toBeNull();
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 800);
    await page.waitForFunction(() => document.querySelector('.toc a.toc-active') !== null);
    expect(await active()).toBe(await page.locator('.toc a').first().textContent());
    const name = 'LIST_MULTIPLE_LINKS_TEST_CASES_IN_RUN';
    await page.locator('.toc a', { hasText: name }).click();
    await page.waitForFunction((text) => document.querySelector('.toc a.toc-active')?.textContent === text, name);
    expect(await page.locator('.toc a.toc-active').getAttribute('aria-current')).toBe('location');
    const [link, toc] = [
      await page.locator('.toc a', { hasText: name }).boundingBox(),
      await page.locator('.toc').boundingBox(),
    ];
    expect(link!.x + link!.width).toBeLessThanOrEqual(toc!.x + toc!.width);
    // Scrolling back moves the mark along, to the section before.
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, -1500);
    await page.waitForFunction((text) => document.querySelector('.toc a.toc-active')?.textContent !== text, name);
    await page.context().close();
  });
});

describe('@tmt/client in a browser', () => {
  it('runs its built module in a page: a typed call, an error answer with its reason, a batch', async () => {
    const built = readFileSync(resolve(import.meta.dirname, '../../../../packages/client/dist/index.js'), 'utf8');
    const page = await browser.newPage();
    // Served from the page's own origin: the docs' Content-Security-Policy allows scripts of 'self' only.
    const moduleUrl = `${tmt.url}/__client-under-test.js`;
    await page.route(moduleUrl, (route) => route.fulfill({ contentType: 'text/javascript', body: built }));
    await page.goto(`${tmt.url}/docs/`);
    // As a string, so that the test runner leaves its dynamic import to the browser.
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
