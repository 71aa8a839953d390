import type { MethodParams } from '@tmt/contract';
import { createTestTenant } from '@tmt/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client, type RefMethod } from '../client';
import { addNode, addProject, addRun, addSuite } from '../factories';
import { settle } from '../settle';
import { startTestApp, type TestApp } from '../test-app';

// Attachments given when a document is created, and what copies of documents do with theirs.

let t: TestApp;
let api: Client;

interface Listed {
  attachmentId: string;
  fileName: string;
  size: number;
}

/** Uploads `content` into P_1 for documents of `model`; its attachment id. */
async function upload(content: string, filename: string, model = 'TestCase-dm', token?: string) {
  const query = new URLSearchParams({ filename, documentModelName: model, pathToField: '' });
  const res = await t.app.request(`/api/v2/attachment?${query}`, {
    method: 'POST',
    body: content,
    headers: { Authorization: `Bearer ${token}`, 'Project-Id': 'P_1' },
  });
  expect(res.status).toBe(200);
  return (await res.json()).attachmentId as string;
}

const listed = async (docRef: string): Promise<Listed[]> => (await api.root(docRef)).Attachments;
const names = async (docRef: string) => (await listed(docRef)).map((a) => a.fileName);
const attachment = (id: string) => api.root(`Attachment-dm/${id}`);

/** The bytes a signed download of an attachment of `docRef` answers. */
async function download(attachmentId: string, docRef: string) {
  const { location } = await api.ok('LOAD_ATTACHMENT_URL', { attachmentId, docRef });
  return (await t.app.request(location)).text();
}

const runTask = async <M extends RefMethod>(method: M, params: MethodParams<M>) => {
  const task = await settle(t, api, await api.ok(method, params));
  expect(task.General.Status).toBe('DONE');
  return task.Result;
};

/** The only case or folder titled `title` right under `parent` (a suite or folder). */
async function childTitled(
  parent: string,
  title: string,
  model: 'TestCase-dm' | 'TestFolder-dm' = 'TestCase-dm',
): Promise<string> {
  const { entries } = await api.ok('LIST_DOCUMENTS', {
    documentModelName: model,
    filter: { filters: ['ProjectId:P_1', `ParentNodeId:${parent.split('/')[1]}`, `Title:${title}`] },
    page: { offset: 0, limit: 5 },
  });
  expect(entries).toHaveLength(1);
  return entries[0]!.docRef;
}

let token: string;
beforeAll(async () => {
  t = await startTestApp();
  const tenant = await createTestTenant(t.orm, 'attachment-copies');
  token = tenant.admin.token;
  api = client(t, token);
  await addProject(api, 'Shop');
});
afterAll(() => t.close());

describe('attachments given at creation', () => {
  it('ADD_DOCUMENT of a suite or run and CREATE_TEST_CASE_TREE_NODE of a case or folder assign them', async () => {
    const spec = await upload('the plan', 'plan.txt', 'TestSuite-dm', token);
    const suite = await addSuite(api, { ProjectId: 'P_1', Title: 'Given' });
    const withFiles = await api.ok('ADD_DOCUMENT', {
      documentModelName: 'TestSuite-dm',
      locale: 'en',
      document: { Root: { General: { ProjectId: 'P_1', Title: 'With files' }, Attachments: [spec] } },
    });
    expect(await names(withFiles)).toEqual(['plan.txt']);
    expect((await attachment(spec)).General.Referenced).toBe(true);

    const shot = await upload('<svg xmlns="http://www.w3.org/2000/svg"/>', 'shot.svg', 'TestCase-dm', token);
    const log = await upload('log', 'run.log', 'TestCase-dm', token);
    const testCase = await addNode(api, suite, 'TestCase-dm', {
      General: { Title: 'Pay' },
      Attachments: [shot, { attachmentId: log }],
    });
    expect(await names(testCase)).toEqual(['shot.svg', 'run.log']);
    const folder = await addNode(api, suite, 'TestFolder-dm', { General: { Title: 'Box' }, Attachments: [log] });
    expect(await names(folder)).toEqual(['run.log']);

    const note = await upload('note', 'note.md', 'TestRun-dm', token);
    const run = await api.ok('ADD_DOCUMENT', {
      documentModelName: 'TestRun-dm',
      locale: 'en',
      document: { Root: { General: { ProjectId: 'P_1', Title: 'Nightly' }, Attachments: [note] } },
    });
    expect(await names(run)).toEqual(['note.md']);
  });

  it("refuses an id never uploaded or another tenant's, and creates nothing", async () => {
    const other = await createTestTenant(t.orm, 'attachment-copies-other');
    await addProject(client(t, other.admin.token), 'Theirs');
    const theirs = await upload('theirs', 'theirs.txt', 'TestCase-dm', other.admin.token);
    const mine = await upload('mine', 'mine.txt', 'TestCase-dm', token);
    const suite = await addSuite(api, { ProjectId: 'P_1', Title: 'Refusals' });
    const count = async () =>
      (
        await api.ok('LIST_DOCUMENTS', {
          documentModelName: 'TestCase-dm',
          locale: 'en',
          filter: { filters: ['ProjectId:P_1', `ParentNodeId:${suite.split('/')[1]}`] },
          page: { offset: 0, limit: 50 },
        })
      ).fullSize;

    const refused = await api.fail('CREATE_TEST_CASE_TREE_NODE', {
      documentModelName: 'TestCase-dm',
      locale: 'en',
      parentNodeDocRef: suite,
      document: { Root: { General: { Title: 'Never' }, Attachments: [mine, theirs] } },
    });
    expect(refused).toMatchObject({ code: -32602, data: { reason: 'INVALID_PARAMS' } });
    expect(refused.data.issues.map((i: { path: string }) => i.path)).toEqual(['params.document.Root.Attachments.1']);
    expect(await count()).toBe(0);

    const suites = async () =>
      (
        await api.ok('LIST_TEST_SUITES', {
          projectSpec: { projectId: 'P_1' },
          filter: { filters: [] },
          page: { offset: 0, limit: 50 },
          sort: [],
        })
      ).fullSize;
    const before = await suites();
    const badSuite = await api.fail('ADD_DOCUMENT', {
      documentModelName: 'TestSuite-dm',
      locale: 'en',
      document: { Root: { General: { ProjectId: 'P_1', Title: 'Never' }, Attachments: ['not-an-id'] } },
    });
    expect(badSuite).toMatchObject({ code: -32602 });
    expect(await suites()).toBe(before);
    // The attachment named with the refused case was not taken.
    expect((await attachment(mine)).General.Referenced).toBe(false);
  });
});

describe('copies carry attachments', () => {
  let suite: string;
  let folder: string;
  let inner: string;
  let evidence: string;

  beforeAll(async () => {
    evidence = await upload('screenshot bytes', 'screen.png.txt', 'TestCase-dm', token);
    const plan = await upload('plan', 'plan.txt', 'TestSuite-dm', token);
    const box = await upload('box', 'box.txt', 'TestFolder-dm', token);
    suite = await api.ok('ADD_DOCUMENT', {
      documentModelName: 'TestSuite-dm',
      locale: 'en',
      document: { Root: { General: { ProjectId: 'P_1', Title: 'Source' }, Attachments: [plan] } },
    });
    folder = await addNode(api, suite, 'TestFolder-dm', { General: { Title: 'Box' }, Attachments: [box] });
    inner = await addNode(api, folder, 'TestCase-dm', { General: { Title: 'Inner' }, Attachments: [evidence] });
  });

  it('COPY_TEST_SUITE gives the copied suite, folders and cases attachments of their own over the same content', async () => {
    const { suiteDocRef } = await runTask('COPY_TEST_SUITE', { testSuiteDocRef: suite });
    expect(await names(suiteDocRef)).toEqual(['plan.txt']);
    const copiedFolder = await childTitled(suiteDocRef, 'Box', 'TestFolder-dm');
    expect(await names(copiedFolder)).toEqual(['box.txt']);
    const copiedCase = await childTitled(copiedFolder, 'Inner');
    const [copy] = await listed(copiedCase);
    expect(copy!.attachmentId).not.toBe(evidence);

    const original = await attachment(evidence);
    const copied = await attachment(copy!.attachmentId);
    expect(original.General.CopyNumber).toBe(0);
    expect(copied.General).toMatchObject({ CopyNumber: 1, Referenced: true, FileName: 'screen.png.txt' });
    // Same stored content: the bytes are kept once.
    expect(copied.General.File.internal_filename).toBe(original.General.File.internal_filename);
    expect(await download(copy!.attachmentId, copiedCase)).toBe('screenshot bytes');

    // The copy's attachments are its own: clearing them leaves the original's.
    await api.ok('UPDATE_TEST_CASE_TREE_NODE', {
      docRef: copiedCase,
      locale: 'en',
      document: { Root: { Attachments: [] } },
    });
    expect(await listed(copiedCase)).toEqual([]);
    expect((await listed(inner)).map((a) => a.attachmentId)).toEqual([evidence]);
  });

  it('COPY_TEST_FOLDER and COPY_ITEMS_IN_TEST_SUITE copy them, and a copy of a copy counts on', async () => {
    const target = await addSuite(api, { ProjectId: 'P_1', Title: 'Target' });
    await runTask('COPY_TEST_FOLDER', { testFolderDocRef: folder, destinationDocRef: target });
    const folderCopy = await childTitled(target, 'Box', 'TestFolder-dm');
    expect(await names(folderCopy)).toEqual(['box.txt']);
    const caseCopy = await childTitled(folderCopy, 'Inner');
    const [first] = await listed(caseCopy);
    expect((await attachment(first!.attachmentId)).General.CopyNumber).toBe(1);

    await runTask('COPY_ITEMS_IN_TEST_SUITE', { itemDocRefs: [caseCopy], destinationDocRef: target });
    const second = await childTitled(target, 'Inner');
    const [again] = await listed(second);
    expect((await attachment(again!.attachmentId)).General.CopyNumber).toBe(2);
    expect(await download(again!.attachmentId, second)).toBe('screenshot bytes');
  });

  it('COPY_TEST_RUN copies the run’s attachments but not the old results’ evidence', async () => {
    const note = await upload('run note', 'note.txt', 'TestRun-dm', token);
    const run = await addRun(api, { ProjectId: 'P_1', Title: 'With evidence' });
    await api.ok('MODIFY_DOCUMENT', { docRef: run, locale: 'en', document: { Root: { Attachments: [note] } } });
    await api.ok('ADD_TEST_SUITES_TO_RUN', { testRunDocRef: run, testSuiteDocRefs: [suite] });
    await api.ok('ADD_TEST_CASES_TO_RUN', { testRunDocRef: run, testCasesDocRefs: [inner] });
    const page = { offset: 0, limit: 10 };
    const [execution] = (await api.ok('GET_TEST_CASE_EXECUTIONS', { testRunDocRef: run, page })).entries;
    const failed = await upload('failure', 'failure.txt', 'TestRunTestCaseAdditionalFields-dm', token);
    await api.ok('SAVE_TEST_CASE_EXECUTION', {
      docRef: execution!.docRef,
      document: { Root: { General: { Result: 3 }, Attachments: [failed] } },
    });

    const { testRunDocRef } = await runTask('COPY_TEST_RUN', { testRunDocRef: run });
    const [copy] = await listed(testRunDocRef);
    expect(copy).toMatchObject({ fileName: 'note.txt' });
    expect(copy!.attachmentId).not.toBe(note);
    expect((await attachment(copy!.attachmentId)).General.CopyNumber).toBe(1);
    const [copiedExecution] = (await api.ok('GET_TEST_CASE_EXECUTIONS', { testRunDocRef, page })).entries;
    expect(await listed(copiedExecution!.docRef)).toEqual([]);
  });

  it('CREATE_PROJECT_VERSION gives the new version’s suites, folders and cases copies of theirs', async () => {
    await runTask('CREATE_PROJECT_VERSION', { document: { Root: { General: { ProjectId: 'P_1' } } } });
    const { entries } = await api.ok('LIST_TEST_SUITES', {
      projectSpec: { projectId: 'P_1' },
      filter: { filters: ['Title:Source'] },
      page: { offset: 0, limit: 10 },
      sort: [],
    });
    expect(entries).toHaveLength(1);
    expect(entries[0]!.docRef).not.toBe(suite);
    const [plan] = await listed(entries[0]!.docRef);
    expect(plan).toMatchObject({ fileName: 'plan.txt' });
    expect((await attachment(plan!.attachmentId)).General.CopyNumber).toBe(1);
    // The old version keeps its own.
    expect(await names(suite)).toEqual(['plan.txt']);
    expect((await listed(suite))[0]!.attachmentId).not.toBe(plan!.attachmentId);
  });
});
