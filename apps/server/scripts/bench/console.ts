import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startBenchTmt } from '../seed-content';

/**
 * The console's first load: the JavaScript a browser downloads when a signed-in user opens /app/ (the projects
 * page) in a fresh tab, every script it asks for until the page shows its projects, gzipped one by one.
 */

const TARGET_FIRST_LOAD_KB = 150;
const repoRoot = resolve(import.meta.dirname, '../../../..');
const dist = resolve(repoRoot, 'apps/web/dist');

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

export default async function consoleBench(): Promise<void> {
  await build();
  const tmt = await startBenchTmt({ webDist: dist, worker: 'off' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    if (!tmt.demoToken) throw new Error('The bench server signs no demo token.');
    const context = await browser.newContext();
    // Signed in as the demo user: the token is where the console keeps it.
    await context.addInitScript((token) => sessionStorage.setItem('tmt.console.token', token), tmt.demoToken);
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
    });
    await page.goto(`${tmt.url}/app/`);
    await page.getByTestId('projects-table').getByText('P_1').waitFor();
    await page.waitForLoadState('networkidle');
    const files = [...scripts].map((path) => ({ path, bytes: gzipSync(readFileSync(join(dist, path))).length }));
    const totalKb = files.reduce((sum, file) => sum + file.bytes, 0) / 1024;
    console.log('first-load JavaScript of /app/ (gzip):');
    for (const file of files) console.log(`  ${file.path.padEnd(44)} ${(file.bytes / 1024).toFixed(1).padStart(6)} KB`);
    console.log(
      `  total ${totalKb.toFixed(1)} KB (target ≤ ${TARGET_FIRST_LOAD_KB} KB): ${totalKb <= TARGET_FIRST_LOAD_KB ? 'PASS' : 'ABOVE TARGET'}`,
    );
  } finally {
    await browser.close();
    await tmt.stop();
  }
}
