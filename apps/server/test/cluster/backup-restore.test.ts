import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeDatabase, openDatabase } from '@tmt/core';
import { createTestTenant, startServerProcess, testSecretText, type WorkerProcess } from '@tmt/testing';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client } from '../client';
import { addNode, addProject, addRun, newUser, suiteWithCases } from '../factories';
import { freePort } from './cluster';
import { type DebianPostgres, startDebianPostgres } from './debian-postgres';

// The admin docs' backup: pg_dump of the database plus a copy of the blob directory; restored with pg_restore into
// an empty database and an empty directory, a server started on them must read and serve everything as before.

const URL_SECRET = 'backup-url-secret-of-at-least-32-bytes';
/** Document models by the table that keeps them: every row is a document GET_DOCUMENT serves. */
const MODELS: Record<string, string> = {
  project: 'Project-dm',
  test_suite: 'TestSuite-dm',
  test_folder: 'TestFolder-dm',
  test_case: 'TestCase-dm',
  test_run: 'TestRun-dm',
  test_execution: 'TestRunTestCaseAdditionalFields-dm',
  app_user: 'User-dm',
  attachment: 'Attachment-dm',
  task_request: 'TaskRequest-dm',
};

let postgres: DebianPostgres;
let directory: string;
let token: string;
const started: WorkerProcess[] = [];

async function serve(database: string, dataDir: string): Promise<string> {
  const port = await freePort();
  const server = startServerProcess({
    DATABASE_URL: postgres.url(database),
    PORT: String(port),
    HOST: '127.0.0.1',
    TMT_DATA_DIR: dataDir,
    TMT_JWT_SECRET: testSecretText,
    TMT_JWKS_URL: '',
    TMT_URL_SECRET: URL_SECRET,
    TMT_SEED_DEMO: 'false',
  });
  started.push(server);
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 200) {
    if (
      (await fetch(`${url}/readyz`).then(
        (r) => r.status,
        () => 0,
      )) === 200
    )
      return url;
    if (waited > 90_000 || server.child.exitCode !== null) throw new Error(`no server:\n${server.output()}`);
    await new Promise((done) => setTimeout(done, 200));
  }
}

async function upload(url: string, filename: string, body: Uint8Array) {
  const query = new URLSearchParams({
    filename,
    documentModelName: 'TestRunTestCaseAdditionalFields-dm',
    pathToField: '',
  });
  const res = await fetch(`${url}/api/v2/attachment?${query}`, {
    method: 'POST',
    body: new Blob([new Uint8Array(body)]),
    headers: { Authorization: `Bearer ${token}`, 'Project-Id': 'P_1' },
  });
  return (await res.json()).attachmentId as string;
}

/** Fills a TMT the way its users do: projects, a version copy, suites, folders, cases, a run with results and files. */
async function populate(url: string, api: Client) {
  await addProject(api, 'Shop');
  await addProject(api, 'Office');
  const { suite, cases } = await suiteWithCases(api, 'P_1', 'Checkout', 3);
  const folder = await addNode(api, suite, 'TestFolder-dm', { General: { Title: 'Payments' } });
  await addNode(api, folder, 'TestCase-dm', { General: { Title: 'Card declined' }, TestSteps: [{ Action: 'pay' }] });
  await api.ok('ADD_DOCUMENT', newUser({ username: 'tess', firstName: 'Tess', lastName: 'Ter' }, 'P_1', 'tester'));
  const run = await addRun(api, { ProjectId: 'P_1', Title: 'Release 1' });
  await api.ok('ADD_TEST_SUITES_TO_RUN', { testRunDocRef: run, testSuiteDocRefs: [suite] });
  await api.ok('ADD_TEST_CASES_TO_RUN', { testRunDocRef: run, testCasesDocRefs: cases });
  const { entries } = await api.ok('GET_TEST_CASE_EXECUTIONS', {
    testRunDocRef: run,
    page: { offset: 0, limit: 10 },
  });
  const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3060c0' } })
    .png()
    .toBuffer();
  const files = [
    await upload(url, 'run.log', new TextEncoder().encode('step 2 failed\n')),
    await upload(url, 'shot.png', new Uint8Array(png)),
  ];
  await api.ok('SAVE_TEST_CASE_EXECUTION', {
    docRef: entries[0]!.docRef,
    document: { Root: { General: { Result: 3 }, Attachments: files } },
  });
  await api.ok('SAVE_TEST_CASE_EXECUTION', {
    docRef: entries[1]!.docRef,
    document: { Root: { General: { Result: 2 } } },
  });
  const task = await api.ok('CREATE_PROJECT_VERSION', { document: { Root: { General: { ProjectId: 'P_1' } } } });
  for (let waited = 0; (await api.root(task)).General.Status !== 'DONE'; waited += 100) {
    if (waited > 60_000) throw new Error('the version copy did not finish');
    await new Promise((done) => setTimeout(done, 100));
  }
}

beforeAll(async () => {
  postgres = await startDebianPostgres();
  directory = mkdtempSync(join(tmpdir(), 'tmt-backup-'));
  await postgres.sql('CREATE DATABASE tmt_source');
  const orm = await openDatabase({ url: postgres.url('tmt_source'), poolMax: 2 });
  token = (await createTestTenant(orm, 'backup')).admin.token;
  await closeDatabase(orm);
}, 120_000);
afterAll(async () => {
  for (const server of started) server.child.kill('SIGKILL');
  await postgres?.stop();
  rmSync(directory, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('restores a populated TMT from pg_dump and a copy of its files: every document reads and every file downloads as before', async () => {
    const source = await serve('tmt_source', join(directory, 'source'));
    await populate(source, client(source, token));

    // The backup, as the admin docs give it.
    postgres.run('pg_dump', [
      '-h',
      '127.0.0.1',
      '-p',
      String(postgres.port),
      '-U',
      'postgres',
      '-Fc',
      '-f',
      'tmt.dump',
      'tmt_source',
    ]);
    cpSync(join(directory, 'source', 'blobs'), join(directory, 'restored', 'blobs'), { recursive: true });
    // The restore, into an empty database.
    await postgres.sql('CREATE DATABASE tmt_restored');
    postgres.run('pg_restore', [
      '-h',
      '127.0.0.1',
      '-p',
      String(postgres.port),
      '-U',
      'postgres',
      '-d',
      'tmt_restored',
      '--no-owner',
      'tmt.dump',
    ]);
    const restored = await serve('tmt_restored', join(directory, 'restored'));

    const db = new pg.Client({ connectionString: postgres.url('tmt_restored') });
    await db.connect();
    const refs: string[] = [];
    for (const [table, model] of Object.entries(MODELS)) {
      const { rows } = await db.query<{ id: string }>(`SELECT id FROM ${table} ORDER BY id`);
      refs.push(...rows.map((row) => `${model}/${row.id}`));
    }
    const { rows: files } = await db.query<{ attachment_id: string; model: string; document_id: string }>(
      `SELECT da.attachment_id, a.document_model AS model, da.document_id
       FROM document_attachment da JOIN attachment a ON a.id = da.attachment_id`,
    );
    await db.end();
    // Two projects; two versions of a suite, a folder and four cases; a run of three; two users, two files, a task.
    expect(refs.length).toBe(23);
    expect(files).toHaveLength(2);

    const before = client(source, token);
    const after = client(restored, token);
    for (const docRef of refs) {
      const [was, is] = await Promise.all([
        before.call('GET_DOCUMENT', { docRef }),
        after.call('GET_DOCUMENT', { docRef }),
      ]);
      expect(is.body.result, docRef).toBeDefined();
      expect(is.body, docRef).toEqual(was.body);
    }
    for (const file of files) {
      const params = { attachmentId: file.attachment_id, docRef: `${file.model}/${file.document_id}` };
      const download = async (url: string, api: Client) => {
        const { location } = await api.ok('LOAD_ATTACHMENT_URL', params);
        const res = await fetch(`${url}${location}`);
        expect(res.status).toBe(200);
        return Buffer.from(await res.arrayBuffer());
      };
      expect((await download(restored, after)).equals(await download(source, before))).toBe(true);
    }
  }, 240_000);
});
