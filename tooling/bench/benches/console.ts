/// <reference lib="dom" />
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium, type Page } from 'playwright-core';
import puppeteer from 'puppeteer-core';
import { removeTenant, seedContent } from '../../../apps/server/test/seed-content';
import { createBenchTenant, startBenchTmt } from '../bench-tmt';
import { executionBench } from './console-parts/execution';
import { liveLatency } from './console-parts/live';

/**
 * The console, on a suite of 2,000 cases:
 * - first load: the JavaScript a browser downloads when a signed-in user opens /app/ (the projects page) in a fresh
 *   tab, every script it asks for until the page shows its projects, gzipped one by one;
 * - long tasks (over 50 ms, as the browser reports them) while the suites screen opens, while the suite's tree opens
 *   and is scrolled to its last row and back, and while a case opens in the editor from the tree;
 * - Lighthouse (desktop preset) accessibility and best practices of the suite screen and the case editor.
 */

const TARGET_FIRST_LOAD_KB = 150;
const TARGET_LONG_TASK_MS = 50;
const TARGET_SCORE = 95;
const CASES = 2_000;
const CATEGORIES = ['accessibility', 'best-practices'] as const;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];
/** Where the console keeps its token (apps/web/src/app/lib/auth.ts): a tab that has it is signed in. */
const TOKEN_KEY = 'tmt.console.token';
const repoRoot = resolve(import.meta.dirname, '../../..');
const dist = resolve(repoRoot, 'apps/web/dist');

const verdict = (ok: boolean) => (ok ? 'PASS' : 'ABOVE TARGET');

function build(): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn('npm', ['run', 'build', '-w', '@tmt/web'], {
      cwd: repoRoot,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`the web build exited with ${code}`))));
  });
}

declare global {
  interface Window {
    benchLongTasks: number[];
  }
}

/** In every document of the page, before its scripts: every long task, also those before the observer existed. */
function recordLongTasks() {
  window.benchLongTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.benchLongTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
}

/** The long tasks since the last call; after two frames and a pause, so the observer has heard the last ones. */
async function takeLongTasks(page: Page): Promise<number[]> {
  await page.waitForTimeout(200);
  return page.evaluate(async () => {
    for (let i = 0; i < 2; i++) await new Promise(requestAnimationFrame);
    return window.benchLongTasks.splice(0);
  });
}

/**
 * Scrolls the tree a viewport a frame down to its end and back up; answers how many rows it held. (No named functions
 * in here: tsx would wrap them in a helper the page does not have.)
 */
function scrollTree(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const scroller = document.querySelector<HTMLElement>('.tree-scroller')!;
    while (scroller.scrollTop + scroller.clientHeight < scroller.scrollHeight - 1) {
      scroller.scrollTop += scroller.clientHeight;
      await new Promise(requestAnimationFrame);
    }
    await new Promise(requestAnimationFrame);
    const items = Array.from(document.querySelectorAll('[role="treeitem"]'));
    const last = items.map((item) => Number(item.getAttribute('data-index')));
    while (scroller.scrollTop > 0) {
      scroller.scrollTop -= scroller.clientHeight;
      await new Promise(requestAnimationFrame);
    }
    return Math.max(...last) + 1;
  });
}

async function firstLoad(page: Page, url: string) {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  await page.goto(`${url}/app/`);
  await page.getByTestId('projects-table').getByText('P_1').waitFor();
  await page.waitForLoadState('networkidle');
  // Request events miss scripts the browser took from its cache (the entry module, fetched when the sign-in page
  // loaded): what the page holds and the resources it timed name every script a first visit downloads.
  const loaded = await page.evaluate(() => [
    ...Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]'), (script) => script.src),
    ...Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (link) => link.href),
    ...performance.getEntriesByType('resource').map((entry) => entry.name),
  ]);
  for (const href of loaded) {
    const path = new URL(href).pathname;
    if (path.endsWith('.js')) scripts.add(path);
  }
  const files = [...scripts].map((path) => ({ path, bytes: gzipSync(readFileSync(join(dist, path))).length }));
  const totalKb = files.reduce((sum, file) => sum + file.bytes, 0) / 1024;
  console.log('first-load JavaScript of /app/ (gzip):');
  for (const file of files) console.log(`  ${file.path.padEnd(44)} ${(file.bytes / 1024).toFixed(1).padStart(6)} KB`);
  console.log(
    `  total ${totalKb.toFixed(1)} KB (target ≤ ${TARGET_FIRST_LOAD_KB} KB): ${verdict(totalKb <= TARGET_FIRST_LOAD_KB)}`,
  );
}

async function longTasks(page: Page, suitesUrl: string) {
  const rows: [string, number[]][] = [];
  await page.goto(suitesUrl);
  await page.getByTestId('suite-row').first().waitFor();
  rows.push(['suites screen opens', await takeLongTasks(page)]);

  await page.goto(`${suitesUrl}/S_1`);
  await page.locator('[role="treeitem"][data-id="C_1"]').waitFor();
  const shown = await scrollTree(page);
  rows.push([`suite tree opens, scrolls ${shown} rows and back`, await takeLongTasks(page)]);

  await page.locator('[role="treeitem"][data-id="C_3"]').click();
  await page.getByTestId('case-editor').waitFor();
  await page.waitForLoadState('networkidle');
  rows.push(['case editor opens from the tree', await takeLongTasks(page)]);

  console.log(`\nlong tasks, suite of ${CASES} cases (target: none over ${TARGET_LONG_TASK_MS} ms):`);
  for (const [label, tasks] of rows) {
    const longest = Math.max(0, ...tasks);
    console.log(
      `  ${label.padEnd(48)} ${String(tasks.length).padStart(3)} long tasks, longest ${longest.toFixed(0).padStart(4)} ms: ${verdict(tasks.length === 0)}`,
    );
  }
  if (shown < CASES) console.log(`  note: the tree shows ${shown} of the suite's ${CASES} cases`);
}

async function lighthouseScores(token: string, suitesUrl: string) {
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const scores: [string, Record<string, number>][] = [];
  try {
    for (const [label, url] of [
      ['suite screen', `${suitesUrl}/S_1`],
      ['case editor', `${suitesUrl}/S_1/cases/C_1`],
    ] as const) {
      const page = await browser.newPage();
      // Signed in: Lighthouse navigates this very tab, which gets the token before the console's scripts run.
      await page.evaluateOnNewDocument((key, value) => sessionStorage.setItem(key, value), TOKEN_KEY, token);
      const result = await lighthouse(
        url,
        { logLevel: 'error', output: 'json', onlyCategories: [...CATEGORIES], disableStorageReset: true },
        desktopConfig,
        page,
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
      if (lhr.finalDisplayedUrl.includes('/sign-in')) throw new Error(`Lighthouse on ${url} was not signed in`);
      const failing = Object.values(lhr.audits).filter((audit) => audit.score !== null && audit.score < 1);
      if (failing.length) console.log(`${label}: audits failed: ${failing.map((audit) => audit.id).join(', ')}`);
      scores.push([
        label,
        Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
      ]);
      await page.close();
    }
  } finally {
    await browser.close();
  }
  console.log(`\nLighthouse, desktop preset (target ≥ ${TARGET_SCORE}):`);
  for (const [label, values] of scores) {
    const cells = CATEGORIES.map((c) => `${c} ${values[c]} ${values[c]! >= TARGET_SCORE ? 'PASS' : 'BELOW TARGET'}`);
    console.log(`  ${label.padEnd(14)} ${cells.join(', ')}`);
  }
}

export default async function consoleBench(): Promise<void> {
  await build();
  const tmt = await startBenchTmt({ webDist: dist, worker: 'off' });
  const tenant = await createBenchTenant(tmt);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    await seedContent(tmt.orm.em.fork(), tenant, { suites: 1, casesPerSuite: CASES });
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    // Signed in as the bench tenant's admin: the token is where the console keeps it.
    await context.addInitScript(([key, token]) => sessionStorage.setItem(key!, token!), [TOKEN_KEY, tenant.token]);
    await context.addInitScript(recordLongTasks);
    const suitesUrl = `${tmt.url}/app/p/P_1/_/suites`;
    await firstLoad(await context.newPage(), tmt.url);
    await longTasks(await context.newPage(), suitesUrl);
    await lighthouseScores(tenant.token, suitesUrl);
    await executionBench(tmt, tenant, context);
    await liveLatency(tmt.url, tenant.token, context);
  } finally {
    await browser.close();
    await removeTenant(tmt.orm.em.fork(), tenant.tenantId);
    await tmt.stop();
  }
}
