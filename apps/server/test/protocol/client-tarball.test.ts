import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { createOwnDatabase, killWorkerProcesses, servedAt, startServerProcess } from '@tmt/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const repo = resolve(import.meta.dirname, '../../../..');
const tsc = join(repo, 'node_modules/typescript/bin/tsc');

let folder: string;
let database: Awaited<ReturnType<typeof createOwnDatabase>>;
let packed: { filename: string; files: { path: string }[] };

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'tmt-client-'));
  database = await createOwnDatabase('tarball');
  const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', folder], {
    cwd: join(repo, 'packages/client'),
  });
  [packed] = JSON.parse(stdout);
  // An empty folder that knows nothing of this repository: the tarball and Node's types, from the registry's cache.
  cpSync(join(import.meta.dirname, '../client-consumer'), join(folder, 'consumer'), { recursive: true });
  await run(
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', join(folder, packed.filename), '@types/node@^20.19.0'],
    { cwd: join(folder, 'consumer') },
  );
}, 180_000);
afterAll(async () => {
  await killWorkerProcesses();
  await database?.drop();
  rmSync(folder, { recursive: true, force: true });
});

describe('@tmt/client from its packed tarball', () => {
  it('holds the built module, its declarations and the command line, not the sources', () => {
    const files = packed.files.map((f) => f.path).sort();
    expect(files).toEqual(['README.md', 'dist/bin.js', 'dist/index.d.ts', 'dist/index.js', 'package.json']);
  });

  it('type-checks a program in an empty folder and drives a workflow against the started server', async () => {
    const consumer = join(folder, 'consumer');
    await run(process.execPath, [tsc, '-p', consumer], { cwd: consumer });

    const server = startServerProcess({
      DATABASE_URL: database.url,
      PORT: '0',
      HOST: '127.0.0.1',
      TMT_DATA_DIR: join(folder, 'data'),
      TMT_JWT_SECRET: '',
      TMT_JWKS_URL: '',
    });
    const { url, token } = await servedAt(server);

    const { stdout } = await run(process.execPath, [join(consumer, 'out/workflow.js'), url, token], { cwd: consumer });
    const outcome = JSON.parse(stdout);
    expect(outcome).toMatchObject({
      projectId: 'P_1',
      taskStatus: 'DONE',
      batchReason: 'DOCUMENT_NOT_FOUND',
      rejectedReason: 'UNKNOWN_FILTER_FIELD',
    });
    expect(outcome.suitesAfter).toBe(outcome.suitesBefore + 1);

    // The package's command line, as `npx @tmt/client junit …` runs it, into the demo's open run.
    const cli = await run(
      join(consumer, 'node_modules/.bin/tmt-client'),
      ['junit', join(import.meta.dirname, '../fixtures/junit/vitest.xml'), '--run', 'R_1'],
      { cwd: consumer, env: { ...process.env, TMT_URL: url, TMT_TOKEN: token, TMT_PROJECT: 'P_1' } },
    );
    expect(cli.stdout).toMatch(/^R_1: 4 tests \(2 passed, 1 failed, 0 errors, 1 skipped\)/);
    expect(cli.stderr).toContain('[tmt] importing as TaskRequest-dm/');
  }, 120_000);
});
