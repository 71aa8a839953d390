import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createTestTenant, runJobsOnce } from '@tmt/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client, entriesOf } from '../client';
import { addNode, addProject, addRun, addSuite } from '../factories';
import { startTestApp, type TestApp } from '../test-app';

let t: TestApp;
let api: Client;
let server: ReturnType<typeof serve>;
let url: string;
let token: string;
let tenantId: string;

const bin = resolve(import.meta.dirname, '../../../../packages/client/src/bin.ts');
const fixture = (name: string) => join(import.meta.dirname, '../fixtures/junit', name);

/** Runs `npx @tmt/client …` (its source) while the test works the tenant's task queue; its exit code and output. */
async function cli(args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', bin, ...args], {
    env: { PATH: process.env.PATH ?? '', TMT_URL: url, TMT_TOKEN: token, TMT_PROJECT: 'P_1', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number>((done) => child.on('exit', (code) => done(code ?? -1)));
  let running = true;
  void exited.then(() => (running = false));
  while (running) {
    await runJobsOnce(t.orm, { tenants: [tenantId] }, { blobs: t.blobs });
    await new Promise((done) => setTimeout(done, 100));
  }
  return { code: await exited, stdout, stderr };
}

beforeAll(async () => {
  t = await startTestApp();
  server = await new Promise((done) => {
    const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => done(s));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const tenant = await createTestTenant(t.orm, 'automation-cli');
  tenantId = tenant.tenantId;
  token = tenant.admin.token;
  api = client(t, token);
  await addProject(api, 'Shop');
  const suite = await addSuite(api, { ProjectId: 'P_1', Title: 'Checkout' });
  await addNode(api, suite, 'TestCase-dm', { General: { Title: 'Cart total' } });
  await addRun(api, { ProjectId: 'P_1', Title: 'Nightly' });
});
afterAll(async () => {
  await new Promise((done) => server.close(done));
  await t.close();
});

describe('npx @tmt/client junit', () => {
  it('uploads the reports, imports them with a progress line and prints a summary', async () => {
    const { code, stdout, stderr } = await cli(['junit', fixture('vitest.xml'), fixture('junit5.xml'), '--run', 'R_1']);
    expect(stderr).toContain(`[tmt] uploaded ${fixture('vitest.xml')}`);
    expect(stderr).toMatch(/\[tmt\] importing as TaskRequest-dm\//);
    expect(stdout).toContain(
      'R_1: 6 tests (4 passed, 1 failed, 0 errors, 1 skipped); 1 results saved, 0 unchanged, 0 cases created, 5 unmatched',
    );
    expect(stdout).toContain('unmatched: src/cart.test.ts#cart > applies a coupon (vitest.xml, failed)');
    expect(code).toBe(0);
    const run = await api.ok('LIST_TEST_RUNS', { page: { offset: 0, limit: 10 } }, { 'Project-Id': 'P_1' });
    expect(entriesOf('TestRun-dm', run)[0]!.document.Root.General.Id).toBe('R_1');
  });

  it('exits with 1 when the import fails or tests stay unmatched on request, with 2 on wrong usage', async () => {
    const broken = await cli(['junit', fixture('../../automation/automation-junit.test.ts'), '--run', 'R_1']);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain('[tmt] import failed (JUNIT_INVALID)');
    const unknownRun = await cli(['junit', fixture('vitest.xml'), '--run', 'R_77']);
    expect(unknownRun.code).toBe(1);
    expect(unknownRun.stderr).toContain('(TEST_RUN_NOT_FOUND)');
    const strict = await cli(['junit', fixture('vitest.xml'), '--run', 'R_1', '--fail-on-unmatched']);
    expect(strict.code).toBe(1);
    expect(strict.stdout).toContain('3 unmatched');
    expect((await cli(['junit', '--run', 'R_1'])).code).toBe(2);
    expect((await cli(['junit', fixture('vitest.xml')], { TMT_TOKEN: '' })).stderr).toContain(
      'set TMT_URL and TMT_TOKEN',
    );
    expect((await cli(['junit', fixture('nope.xml')])).stderr).toContain('cannot read');
    const badToken = await cli(['junit', fixture('vitest.xml'), '--run', 'R_1'], { TMT_TOKEN: 'forged' });
    expect(badToken.code).toBe(1);
    expect(badToken.stderr).toContain('(TOKEN_INVALID)');
  });
});
