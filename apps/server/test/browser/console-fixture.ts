/// <reference lib="dom" />
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { OrganizationUnitRole } from '@tmt/contract';
import { type BlobStore, diskBlobStore, loadOrCreateDevSecret, signToken } from '@tmt/core';
import { createTestTenant, createTestUser, runJobsOnce } from '@tmt/testing';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { type Config, loadConfig } from '../../src/config';
import { type RunningTmt, startTmt } from '../../src/start';

export const webDist = resolve(import.meta.dirname, '../../../web/dist');
/** The user guide's pictures: taken by the browser tests, so they always show the console as it is. */
export const screenshots = resolve(import.meta.dirname, '../../../web/public/docs/img');

export interface Doc {
  docRef: string;
  document: { Root: { General: Record<string, unknown> } & Record<string, unknown>; __meta: { docRef: string } };
}

export interface RpcOptions {
  token?: string;
  project?: string;
  locale?: string;
}

/**
 * A console test file's world: a dev-mode server on the shared test database (it signs its own tokens and offers
 * the dev form), one tenant with its admin token, a worker loop running this file's task jobs, and Chromium.
 */
export interface ConsoleWorld {
  tmt: RunningTmt;
  browser: Browser;
  tenant: string;
  /** The tenant admin's token. */
  token: string;
  /** A token for another user of the tenant (who must exist to use it). */
  tokenFor(username: string, tenant?: string): Promise<string>;
  /** A tenant of its own, for tests that need a second one. */
  addTenant(name: string): Promise<string>;
  /** Keeps task jobs waiting (the console sees them pending) until the answered function is called. */
  holdTasks(): () => void;
  /** One JSON-RPC call; answers the result or throws `METHOD: REASON message`. */
  rpc<T = unknown>(method: string, params: object, options?: RpcOptions): Promise<T>;
  /** A fresh browser context (own storage), failing the test on any script error. */
  open(options?: OpenOptions): Promise<{ page: Page; errors: string[] }>;
  /** Opens a console path signed in through the dev form, as a person would. */
  openSignedIn(path: string, options?: OpenOptions & { username?: string }): Promise<{ page: Page; errors: string[] }>;
  signInWithForm(page: Page, user?: { tenant?: string; username?: string }): Promise<void>;
  stop(): Promise<void>;
}

export interface OpenOptions {
  width?: number;
  height?: number;
  locale?: string;
  colorScheme?: 'light' | 'dark';
}

/**
 * Runs the tenants' task jobs as a worker would, while the console polls their progress; files the tasks make go to
 * the server's blob store, so the console can download them.
 */
function startTestWorker(orm: RunningTmt['orm'], tenants: string[], blobs: BlobStore) {
  let running = true;
  let held = false;
  const loop = (async () => {
    while (running) {
      if (!held) await runJobsOnce(orm, { tenants }, { blobs });
      await new Promise((done) => setTimeout(done, 250));
    }
  })();
  return {
    hold: () => {
      held = true;
      return () => {
        held = false;
      };
    },
    stop: async () => {
      running = false;
      await loop;
    },
  };
}

/**
 * A server of the test database on a free port, serving the built web app, signing its own dev tokens, without demo
 * data or a task worker (an inline worker on the shared database would take other test files' jobs); `config` sets
 * the rest.
 */
export const startTestTmt = (config: Partial<Config>) =>
  startTmt({
    ...loadConfig(),
    port: 0,
    host: '127.0.0.1',
    publicUrl: undefined,
    databaseUrl: inject('databaseUrl'),
    jwtSecret: undefined,
    jwksUrl: undefined,
    oidcIssuer: undefined,
    oidcClientId: undefined,
    seedDemo: false,
    worker: 'off',
    webDist,
    ...config,
  });

/** Headless Debian Chromium, as CI installs it (CHROMIUM_PATH elsewhere). */
export const launchChromium = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });

export async function startConsoleWorld(name: string): Promise<ConsoleWorld> {
  const dataDir = mkdtempSync(join(tmpdir(), `tmt-${name}-`));
  // The file's own jobs run through startTestWorker.
  const tmt = await startTestTmt({ dataDir });
  const secret = await loadOrCreateDevSecret(join(dataDir, 'jwt-secret'));
  const { tenantId: tenant } = await createTestTenant(tmt.orm, name);
  const token = await signToken(secret, { tenant, username: 'admin' });
  const workerTenants = [tenant];
  // The blob store the server was started with (see start.ts): a directory under its data directory.
  const worker = startTestWorker(tmt.orm, workerTenants, diskBlobStore(join(dataDir, 'blobs')));
  mkdirSync(screenshots, { recursive: true });
  const browser = await launchChromium();

  const rpc = async <T>(method: string, params: object, options: RpcOptions = {}): Promise<T> => {
    const response = await fetch(`${tmt.url}/api/v2/rpc`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${options.token ?? token}`,
        ...(options.project ? { 'Project-Id': options.project } : {}),
        ...(options.locale ? { 'Accept-Language': options.locale } : {}),
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    const body = (await response.json()) as { result?: T; error?: { message: string; data?: { reason?: string } } };
    if (body.error) throw new Error(`${method}: ${body.error.data?.reason} ${body.error.message}`);
    return body.result as T;
  };

  const open = async (options: OpenOptions = {}) => {
    const context = await browser.newContext({
      viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
      locale: options.locale ?? 'en-GB',
      colorScheme: options.colorScheme,
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    return { page, errors };
  };

  const signInWithForm = async (page: Page, user: { tenant?: string; username?: string } = {}) => {
    await page.getByTestId('dev-sign-in').waitFor();
    await page.getByLabel('Tenant').fill(user.tenant || tenant);
    await page.getByLabel('User name').fill(user.username ?? 'admin');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  };

  return {
    tmt,
    browser,
    tenant,
    token,
    tokenFor: (username, inTenant = tenant) => signToken(secret, { tenant: inTenant, username }),
    addTenant: async (tenantName) => {
      const { tenantId } = await createTestTenant(tmt.orm, tenantName);
      // The worker loop reads this list each round, so the new tenant's jobs run too.
      workerTenants.push(tenantId);
      return tenantId;
    },
    holdTasks: () => worker.hold(),
    rpc,
    open,
    signInWithForm,
    openSignedIn: async (path, options = {}) => {
      const opened = await open(options);
      await opened.page.goto(`${tmt.url}/app${path}`);
      await signInWithForm(opened.page, { username: options.username });
      await opened.page.waitForURL((url) => !url.pathname.startsWith('/app/sign-in'));
      return opened;
    },
    stop: async () => {
      await browser.close();
      await worker.stop();
      await tmt.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A document's `Root.General`. */
export const generalOf = async (world: ConsoleWorld, docRef: string) =>
  (await world.rpc<Doc>('GET_DOCUMENT', { docRef })).document.Root.General as Record<string, string>;

/** A project, or a sub project of `ParentId`; answers its id (P_n, SP_n). */
export async function addProject(world: ConsoleWorld, Title: string, ParentId?: string): Promise<string> {
  const ref = await world.rpc<string>('ADD_DOCUMENT', {
    documentModelName: 'Project-dm',
    locale: 'en',
    document: { Root: { General: { Title, ...(ParentId ? { ParentId } : {}) } } },
  });
  return (await generalOf(world, ref)).Id as string;
}

/** A suite of `project` with these General fields (a Title at least); answers its docRef. */
export const addSuite = (world: ConsoleWorld, project: string, general: { Title: string } & Record<string, unknown>) =>
  world.rpc<string>(
    'ADD_DOCUMENT',
    {
      documentModelName: 'TestSuite-dm',
      locale: 'en',
      document: { Root: { General: { ProjectId: project, ...general } } },
    },
    { project },
  );

/** A user of the world's tenant holding `role` on `project`. */
export const addProjectUser = (
  world: ConsoleWorld,
  username: string,
  project: string,
  role: OrganizationUnitRole['role'],
) =>
  createTestUser(world.tmt.orm, world.tenant, username, [{ organizationUnit: { type: 'PROJECT', id: project }, role }]);

/** Waits until a task request has ended (the world's worker runs it); answers its status. */
export async function taskEnded(world: ConsoleWorld, taskRef: string) {
  for (const started = Date.now(); Date.now() - started < 30_000; ) {
    const status = (await generalOf(world, taskRef)).Status as string;
    if (status === 'DONE' || status === 'ERROR') return status;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`Task ${taskRef} did not end.`);
}

/**
 * The world's latest task requests with their queue jobs, as text: what a test that waited in vain for a task's end
 * on screen reports, so a failure says whether the task never ran, failed, or ended unseen.
 */
async function recentTasks(world: ConsoleWorld, count = 5): Promise<string> {
  const rows = await world.tmt.orm.em.fork().execute<Record<string, unknown>[]>(
    `SELECT r.type, r.status, r.progress, r.attempts, r.error_message, r.created_on, r.started_on, r.committed_on,
       r.finished_on, t.identifier AS job_task, j.attempts AS job_attempts, j.run_at AS job_run_at,
       j.locked_at AS job_locked_at, j.locked_by AS job_locked_by, j.last_error AS job_last_error, clock_timestamp() AS now
     FROM task_request r LEFT JOIN graphile_worker._private_jobs j ON j.payload->>'taskRequestId' = r.id::text
       LEFT JOIN graphile_worker._private_tasks t ON t.id = j.task_id
     WHERE r.tenant_id = ? ORDER BY r.created_on DESC LIMIT ?`,
    [world.tenant, count],
  );
  return JSON.stringify(rows, null, 1);
}

/** Waits for `shown` (what the console shows once a task ended); if it never comes, fails with the tasks' state. */
export async function waitForTaskOnScreen(world: ConsoleWorld, shown: Locator, timeout = 30_000): Promise<void> {
  try {
    await shown.waitFor({ timeout });
  } catch (err) {
    const dialog = shown.page().getByRole('dialog');
    const screen = (await dialog.count()) ? (await dialog.first().innerText()).slice(-1500) : '(no dialog)';
    throw new Error(
      `${(err as Error).message}\nThe dialog: ${screen}\nThe tenant's latest tasks:\n${await recentTasks(world)}`,
    );
  }
}

/** A tree node under a suite or folder; answers its docRef. */
export async function node(
  world: ConsoleWorld,
  parent: string,
  model: 'TestCase-dm' | 'TestFolder-dm',
  root: object,
): Promise<string> {
  const link = await world.rpc<{ linkDescriptor: { entities: { role: string; docRef: string }[] } }>(
    'CREATE_TEST_CASE_TREE_NODE',
    { documentModelName: model, locale: 'en', parentNodeDocRef: parent, document: { Root: root } },
  );
  return link.linkDescriptor.entities.find((e) => e.role === 'child')?.docRef as string;
}

/** Waits until no tree item is still loading (before a picture of it). */
export const treeSettled = (page: Page) =>
  expect
    .poll(() => page.locator('[role="treeitem"][aria-busy="true"], [data-testid="tree"] ~ .spinner').count())
    .toBe(0);

/** Holds a page's calls whose URL matches until released: what the console shows before the server answers. */
export async function holdCalls(page: Page, pattern: RegExp) {
  let release = () => {};
  const held = new Promise<void>((done) => {
    release = done;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.fallback();
  });
  return () => release();
}
