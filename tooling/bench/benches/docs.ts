import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { startBenchTmt } from '../bench-tmt';

/**
 * The documentation site: how long a full web build takes, what Lighthouse (mobile preset) scores three docs pages
 * at when TMT serves the build, and how much JavaScript a docs page loads before it is interactive.
 */

const TARGET_BUILD_SECONDS = 90;
const TARGET_SCORE = 95;
const TARGET_FIRST_LOAD_KB = 120;
const PAGES = ['/docs/', '/docs/userguide', '/docs/api/reference/project'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const repoRoot = resolve(import.meta.dirname, '../../..');
const dist = resolve(repoRoot, 'apps/web/dist');

function run(command: string, args: string[]): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', fail);
    child.on('exit', (code, signal) =>
      code === 0 ? done() : fail(new Error(`${command} ${args.join(' ')} exited with ${signal ?? code}`)),
    );
  });
}

async function timeBuild(): Promise<number> {
  const started = performance.now();
  await run('npm', ['run', 'build', '-w', '@tmt/web']);
  return (performance.now() - started) / 1000;
}

/** Every script and module preload of the built docs home page, gzipped one by one (what a first visit downloads). */
function firstLoadJs(): { files: { src: string; bytes: number }[]; totalKb: number } {
  const html = readFileSync(join(dist, 'docs', 'index.html'), 'utf8');
  const srcs = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isScript = tag.startsWith('<script');
    if (!isScript && !/\brel=["']?modulepreload\b/.test(tag)) continue;
    const src = tag.match(isScript ? /\bsrc=["']?([^"'\s>]+)/ : /\bhref=["']?([^"'\s>]+)/)?.[1];
    if (src && !/^[a-z]+:|^\/\//i.test(src)) srcs.add(src);
  }
  if (!srcs.size) throw new Error('apps/web/dist/docs/index.html loads no JavaScript: is the build complete?');
  const files = [...srcs].map((src) => ({
    src,
    bytes: gzipSync(readFileSync(join(dist, new URL(src, 'http://site/docs/').pathname))).length,
  }));
  return { files, totalKb: files.reduce((sum, file) => sum + file.bytes, 0) / 1024 };
}

/** Debian's Chromium with a DevTools port of its own choosing; resolves once that port is known. */
function startChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'tmt-bench-chromium-'));
  const chromium: ChildProcess = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [...CHROME_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const stop = async () => {
    if (chromium.exitCode === null && chromium.signalCode === null) {
      const exited = new Promise((done) => chromium.once('exit', done));
      chromium.kill();
      await exited;
    }
    rmSync(profile, { recursive: true, force: true });
  };
  return new Promise((done, fail) => {
    let output = '';
    const timer = setTimeout(() => {
      void stop();
      fail(new Error(`Chromium did not open a DevTools port within 30 s:\n${output}`));
    }, 30_000);
    chromium.on('error', (err) => {
      clearTimeout(timer);
      fail(err);
    });
    chromium.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const port = output.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//)?.[1];
      if (port) {
        clearTimeout(timer);
        done({ port: Number(port), stop });
      }
    });
  });
}

const pass = (ok: boolean) => (ok ? 'PASS' : 'BELOW TARGET');

export default async function docs(): Promise<void> {
  const buildSeconds = await timeBuild();
  const js = firstLoadJs();

  const tmt = await startBenchTmt({ webDist: dist });
  const stops: (() => Promise<void>)[] = [() => tmt.stop()];
  const scores: { page: string; values: Record<string, number> }[] = [];
  try {
    const chromium = await startChromium();
    stops.unshift(chromium.stop);
    for (const page of PAGES) {
      const url = new URL(page, tmt.url).href;
      const probe = await fetch(url);
      if (!probe.ok) throw new Error(`${url} answered ${probe.status}`);
      // No config: Lighthouse's default, the mobile preset with simulated throttling.
      const result = await lighthouse(url, {
        port: chromium.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: [...CATEGORIES],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
      const values: Record<string, number> = {};
      for (const category of CATEGORIES)
        values[category] = Math.round((result.lhr.categories[category]?.score ?? 0) * 100);
      scores.push({ page, values });
      const failing = Object.values(result.lhr.audits).filter(
        (audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
      );
      if (failing.length) console.log(`${page}: audits below 0.9: ${failing.map((audit) => audit.id).join(', ')}`);
    }
  } finally {
    // Every stop runs even when one fails, so neither Chromium nor embedded Postgres is left behind.
    for (const stop of stops) await stop().catch((err) => console.error('bench docs: cleanup failed:', err));
  }

  console.log(
    `\nweb build: ${buildSeconds.toFixed(1)} s (target < ${TARGET_BUILD_SECONDS} s): ${pass(buildSeconds < TARGET_BUILD_SECONDS)}`,
  );
  console.log(`\nLighthouse, mobile preset (target >= ${TARGET_SCORE} each)`);
  console.log(`${'page'.padEnd(30)}${CATEGORIES.map((category) => category.padStart(16)).join('')}`);
  for (const { page, values } of scores) {
    const cells = CATEGORIES.map((category) => {
      const score = values[category]!;
      return `${score} ${score >= TARGET_SCORE ? 'ok' : 'LOW'}`.padStart(16);
    });
    console.log(`${page.padEnd(30)}${cells.join('')}`);
  }
  const allScores = scores.flatMap(({ values }) => Object.values(values));
  console.log(`scores: ${pass(allScores.every((score) => score >= TARGET_SCORE))}`);
  console.log('\nfirst-load JavaScript of /docs/ (gzip):');
  for (const file of js.files) console.log(`  ${file.src.padEnd(50)}${(file.bytes / 1024).toFixed(1).padStart(8)} KB`);
  console.log(
    `  total ${js.totalKb.toFixed(1)} KB (target <= ${TARGET_FIRST_LOAD_KB} KB): ${pass(js.totalKb <= TARGET_FIRST_LOAD_KB)}`,
  );
}
