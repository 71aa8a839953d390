import { DOWNLOAD_TTL_MS } from '@tmt/core';
import { createTestTenant, createTestUser } from '@tmt/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client } from '../client';
import { addProject, addRun, suiteWithCases } from '../factories';
import { settle } from '../settle';
import { startTestApp, type TestApp } from '../test-app';

let t: TestApp;
let tenant: Awaited<ReturnType<typeof createTestTenant>>;
let api: Client;
let run: string;
let execution: string;

/** Uploads `content` into P_1 of `token`'s tenant; its attachment id. */
async function upload(
  content: string,
  filename: string,
  token = tenant.admin.token,
  { documentModelName = 'TestRunTestCaseAdditionalFields-dm', pathToField = '' } = {},
) {
  const query = new URLSearchParams({ filename, documentModelName, pathToField });
  const res = await t.app.request(`/api/v2/attachment?${query}`, {
    method: 'POST',
    body: content,
    headers: { Authorization: `Bearer ${token}`, 'Project-Id': 'P_1' },
  });
  return (await res.json()).attachmentId as string;
}

const save = (Attachments: unknown[] | undefined, as = api) =>
  as.call('SAVE_TEST_CASE_EXECUTION', {
    docRef: execution,
    document: { Root: { General: { Result: 2 }, ...(Attachments ? { Attachments } : {}) } },
  });

beforeAll(async () => {
  t = await startTestApp();
  tenant = await createTestTenant(t.orm, 'downloads');
  api = client(t, tenant.admin.token);
  await addProject(api, 'Shop');
  const { suite, cases } = await suiteWithCases(api, 'P_1', 'Checkout', 1);
  run = await addRun(api, { ProjectId: 'P_1', Title: 'Evidence' });
  await api.ok('ADD_TEST_SUITES_TO_RUN', { testRunDocRef: run, testSuiteDocRefs: [suite] });
  await api.ok('ADD_TEST_CASES_TO_RUN', { testRunDocRef: run, testCasesDocRefs: cases });
  const { entries } = await api.ok('GET_TEST_CASE_EXECUTIONS', {
    testRunDocRef: run,
    page: { offset: 0, limit: 10 },
  });
  execution = entries[0]!.docRef;
});
afterAll(() => t.close());

describe('attachments of an execution', () => {
  it('assigns uploaded files with SAVE_TEST_CASE_EXECUTION, lists them in Root.Attachments, and marks them referenced', async () => {
    const log = await upload('step 3 failed\n', 'run.log');
    const shot = await upload('<svg xmlns="http://www.w3.org/2000/svg"/>', 'shot.svg');
    expect((await save([log, { attachmentId: shot }])).body.result).toBeNull();
    const root = await api.root(execution);
    expect(root.Attachments).toEqual([
      { attachmentId: log, fileName: 'run.log', mimeType: 'text/plain', size: 14, pathToField: '' },
      { attachmentId: shot, fileName: 'shot.svg', mimeType: 'image/svg+xml', size: 41, pathToField: '' },
    ]);
    expect((await api.root(`Attachment-dm/${log}`)).General.Referenced).toBe(true);
    // Left out, they stay; an empty list clears them.
    await save(undefined);
    expect((await api.root(execution)).Attachments).toHaveLength(2);
    await save([shot]);
    expect((await api.root(execution)).Attachments.map((a: { attachmentId: string }) => a.attachmentId)).toEqual([
      shot,
    ]);
  });

  it("refuses an id never uploaded and another tenant's, naming the entry, and changes nothing", async () => {
    const mine = await upload('kept', 'kept.txt');
    await save([mine]);
    const other = await createTestTenant(t.orm, 'downloads-other');
    await addProject(client(t, other.admin.token), 'Theirs');
    const theirs = await upload('theirs', 'theirs.txt', other.admin.token);
    const missing = '00000000-0000-4000-8000-000000000000';
    const { body } = await save([mine, theirs, missing]);
    expect(body.error.data.reason).toBe('INVALID_PARAMS');
    expect(body.error.data.issues.map((i: { path: string }) => i.path)).toEqual([
      'params.document.Root.Attachments.1',
      'params.document.Root.Attachments.2',
    ]);
    const root = await api.root(execution);
    expect(root.Attachments.map((a: { attachmentId: string }) => a.attachmentId)).toEqual([mine]);
    expect(root.General.Result).toBe(2);
  });
});

describe('LOAD_ATTACHMENT_URL and the signed download', () => {
  it('downloads an assigned file as an attachment with its stored type, never inline', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const id = await upload(svg, 'Bild ä.svg');
    await save([id]);
    const { location } = await api.ok('LOAD_ATTACHMENT_URL', { attachmentId: id, docRef: execution });
    expect(location).toMatch(
      new RegExp(`^/api/v2/attachment/${id}/download\\?document=${execution.split('/')[1]}&expires=\\d+&signature=`),
    );
    const res = await t.app.request(location);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(res.headers.get('Content-Disposition')).toBe(
      `attachment; filename="Bild _.svg"; filename*=UTF-8''Bild%20%C3%A4.svg`,
    );
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Content-Security-Policy')).toContain('sandbox');
    expect(await res.text()).toBe(svg);
  });

  it('answers 403 and no bytes for a tampered, expired or foreign URL', async () => {
    const id = await upload('secret evidence', 'evidence.txt');
    await save([id]);
    const { location } = await api.ok('LOAD_ATTACHMENT_URL', { attachmentId: id, docRef: execution });
    const url = new URL(location, 'http://tmt');
    const refused = async (path: string) => {
      const res = await t.app.request(path);
      const text = await res.text();
      expect(res.status).toBe(403);
      expect(text).not.toContain('secret evidence');
      expect(JSON.parse(text).error.data.reason).toBe('DOWNLOAD_URL_INVALID');
    };
    const changed = (name: string, value: string) => {
      const forged = new URL(url);
      forged.searchParams.set(name, value);
      return `${forged.pathname}${forged.search}`;
    };
    const other = await upload('other', 'other.txt');
    await refused(location.replace(id, other));
    await refused(changed('expires', String(Number(url.searchParams.get('expires')) + 1)));
    await refused(changed('signature', `AAAA${url.searchParams.get('signature')?.slice(4)}`));
    // Signed for the execution, not for another document.
    await refused(changed('document', run.split('/')[1]!));
    await refused(url.pathname);
    // The clock moved past its 5 minutes.
    const realNow = Date.now;
    Date.now = () => realNow() + DOWNLOAD_TTL_MS + 1_000;
    try {
      await refused(location);
    } finally {
      Date.now = realNow;
    }
    expect((await t.app.request(location)).status).toBe(200);
  });

  it('stops a URL at once when its document no longer holds the file or is deleted, answering 404 as missing', async () => {
    const gone = async (location: string) => {
      const res = await t.app.request(location);
      const text = await res.text();
      expect(res.status).toBe(404);
      expect(text).not.toContain('evidence');
      expect(JSON.parse(text).error.data.reason).toBe('DOCUMENT_NOT_FOUND');
    };
    const id = await upload('evidence one', 'one.txt');
    await save([id]);
    const unassigned = (await api.ok('LOAD_ATTACHMENT_URL', { attachmentId: id, docRef: execution })).location;
    expect((await t.app.request(unassigned)).status).toBe(200);
    await save([]);
    // Well within its 5 minutes.
    await gone(unassigned);

    const [testCase] = (await suiteWithCases(api, 'P_1', 'Short-lived', 1)).cases;
    const spec = await upload('evidence two', 'two.txt', undefined, { documentModelName: 'TestCase-dm' });
    await api.ok('UPDATE_TEST_CASE_TREE_NODE', {
      docRef: testCase!,
      locale: 'en',
      document: { Root: { Attachments: [spec] } },
    });
    const deleted = (await api.ok('LOAD_ATTACHMENT_URL', { attachmentId: spec, docRef: testCase! })).location;
    expect(await (await t.app.request(deleted)).text()).toBe('evidence two');
    await api.ok('DELETE_DOCUMENT', { docRef: testCase!, locale: 'en' });
    // The link itself stays until the collector's next round: the download looks at the document.
    await gone(deleted);
  });

  it('keeps no bidirectional controls in a file name, stored or sent', async () => {
    const id = await upload('MZ', '\u202Eexe.txt');
    expect((await api.root(`Attachment-dm/${id}`)).General.FileName).toBe('exe.txt');
    await save([id]);
    const { location } = await api.ok('LOAD_ATTACHMENT_URL', { attachmentId: id, docRef: execution });
    expect((await t.app.request(location)).headers.get('Content-Disposition')).toBe(
      `attachment; filename="exe.txt"; filename*=UTF-8''exe.txt`,
    );
    const isolated = await upload('x', 'report\u2067\u200F\u061C.\u2069\u202Bpdf.log');
    expect((await api.root(`Attachment-dm/${isolated}`)).General.FileName).toBe('report.pdf.log');
  });

  it('gives no URL for an attachment not assigned to the document, nor to a caller who may not read it', async () => {
    const loose = await upload('loose', 'loose.txt');
    const notAssigned = await api.fail('LOAD_ATTACHMENT_URL', { attachmentId: loose, docRef: execution });
    expect([notAssigned.code, notAssigned.data.reason]).toEqual([-32004, 'ATTACHMENT_NOT_ASSIGNED']);
    const id = await upload('assigned', 'assigned.txt');
    await save([id]);
    const outsider = await createTestUser(t.orm, tenant.tenantId, 'outsider-dl', []);
    const forbidden = await client(t, outsider.token).fail('LOAD_ATTACHMENT_URL', {
      attachmentId: id,
      docRef: execution,
    });
    expect(forbidden.data.reason).toBe('NO_ROLE_IN_PROJECT');
    const stranger = await createTestTenant(t.orm, 'downloads-stranger');
    const hidden = await client(t, stranger.admin.token).fail('LOAD_ATTACHMENT_URL', {
      attachmentId: id,
      docRef: execution,
    });
    expect(hidden.data.reason).toBe('DOCUMENT_NOT_FOUND');
  });
});

describe('attachments of suites, folders, cases and runs', () => {
  it('assigns them with MODIFY_DOCUMENT and UPDATE_TEST_CASE_TREE_NODE, and every read and list shows them', async () => {
    const { suite, cases } = await suiteWithCases(api, 'P_1', 'Documents', 1);
    const spec = await upload('spec', 'spec.md');
    const shot = await upload('shot', 'shot.txt');
    await api.ok('MODIFY_DOCUMENT', {
      docRef: suite,
      locale: 'en',
      document: { Root: { General: { Title: 'Documents v2' }, Attachments: [spec] } },
    });
    const read = await api.root(suite);
    expect([read.General.Title, read.Attachments.map((a: { fileName: string }) => a.fileName)]).toEqual([
      'Documents v2',
      ['spec.md'],
    ]);
    const listed = await api.ok('LIST_TEST_SUITES', {
      projectSpec: { projectId: 'P_1' },
      filter: { filters: ['Title:Documents v2'] },
      page: { offset: 0, limit: 10 },
      sort: [],
    });
    expect(listed.entries[0]!.document.Root.Attachments.map((a: { attachmentId: string }) => a.attachmentId)).toEqual([
      spec,
    ]);
    await api.ok('UPDATE_TEST_CASE_TREE_NODE', {
      docRef: cases[0]!,
      locale: 'en',
      document: { Root: { General: { Title: 'With evidence' }, Attachments: [shot, spec] } },
    });
    expect((await api.root(cases[0]!)).Attachments.map((a: { attachmentId: string }) => a.attachmentId)).toEqual([
      shot,
      spec,
    ]);
    await api.ok('MODIFY_DOCUMENT', {
      docRef: run,
      locale: 'en',
      document: { Root: { General: {}, Attachments: [shot] } },
    });
    expect((await api.root(run)).Attachments).toHaveLength(1);
  });

  it('refuses an unknown id before saving anything, and a model without attachments ignores the group', async () => {
    const { suite } = await suiteWithCases(api, 'P_1', 'Unchanged', 0);
    const { body } = await api.call('MODIFY_DOCUMENT', {
      docRef: suite,
      locale: 'en',
      document: { Root: { General: { Title: 'Changed' }, Attachments: ['00000000-0000-4000-8000-000000000000'] } },
    });
    expect(body.error.data.issues[0].path).toBe('params.document.Root.Attachments.0');
    expect((await api.root(suite)).General.Title).toBe('Unchanged');
    const projects = await api.ok('LOAD_PROJECTS_BY_TENANT', {});
    const project = projects[0]!.linkRef.replace(/^.*?(Project-dm\/)/, '$1');
    const id = await upload('x', 'x.txt');
    await api.ok('MODIFY_DOCUMENT', {
      docRef: project,
      locale: 'en',
      document: { Root: { General: { Description: 'With a try' }, Attachments: [id] } },
    });
    expect((await api.root(project)).Attachments).toEqual([]);
  });
});

describe('attachments of SAVE_TEST_EXECUTIONS_ASYNC', () => {
  it('checks every entry’s ids at the call and assigns them to the executions the task saves', async () => {
    const runId = (await api.root(run)).General.Id;
    const caseRef = (await api.root(execution)).General.TestCaseDocRef;
    const testCaseId = (await api.root(caseRef)).General.Id;
    const log = await upload('bulk log', 'bulk.log');
    const missing = '00000000-0000-4000-8000-000000000000';
    const refused = await api.fail(
      'SAVE_TEST_EXECUTIONS_ASYNC',
      {
        testRunId: runId,
        decisionOnInvalidTestExecutionResult: 'SKIP',
        testExecutions: [{ testCaseId, result: 3, attachments: [log, missing] }],
      },
      { 'Project-Id': 'P_1' },
    );
    expect(refused.data.issues.map((i: { path: string }) => i.path)).toEqual(['params.testExecutions.0.attachments.1']);
    const task = await api.ok(
      'SAVE_TEST_EXECUTIONS_ASYNC',
      {
        testRunId: runId,
        decisionOnInvalidTestExecutionResult: 'SKIP',
        testExecutions: [{ testCaseId, result: 3, attachments: [{ attachmentId: log }] }],
      },
      { 'Project-Id': 'P_1' },
    );
    await settle(t, api, task);
    const root = await api.root(execution);
    expect([root.General.Result, root.Attachments.map((a: { fileName: string }) => a.fileName)]).toEqual([
      3,
      ['bulk.log'],
    ]);

    // Saved again without `attachments` the file stays; with an empty list it is taken off the execution.
    const save = async (entry: { result: number; attachments?: string[] }) =>
      settle(
        t,
        api,
        await api.ok(
          'SAVE_TEST_EXECUTIONS_ASYNC',
          {
            testRunId: runId,
            decisionOnInvalidTestExecutionResult: 'SKIP',
            testExecutions: [{ testCaseId, ...entry }],
          },
          { 'Project-Id': 'P_1' },
        ),
      );
    await save({ result: 2 });
    expect((await api.root(execution)).Attachments.map((a: { fileName: string }) => a.fileName)).toEqual(['bulk.log']);
    await save({ result: 5, attachments: [] });
    const emptied = await api.root(execution);
    expect([emptied.General.Result, emptied.Attachments]).toEqual([5, []]);
  });
});

describe('attachments of steps', () => {
  const fileNames = (steps: { Attachments: { fileName: string }[] }[]) =>
    steps.map((step) => step.Attachments.map((a) => a.fileName));

  it('shows a file uploaded for a step at that step of the case, also after the steps are reordered', async () => {
    const [testCase] = (await suiteWithCases(api, 'P_1', 'Steps', 1)).cases;
    const steps = (await api.root(testCase!)).TestSteps as { Id: string; Action: string }[];
    const forStep = { documentModelName: 'TestCase-dm', pathToField: `TestSteps.${steps[1]!.Id}` };
    const shot = await upload('<svg xmlns="http://www.w3.org/2000/svg"/>', 'step2.svg', undefined, forStep);
    const plan = await upload('the plan', 'plan.txt', undefined, { documentModelName: 'TestCase-dm' });
    await api.ok('UPDATE_TEST_CASE_TREE_NODE', {
      docRef: testCase!,
      locale: 'en',
      document: { Root: { Attachments: [plan, shot] } },
    });
    let root = await api.root(testCase!);
    expect(root.Attachments.map((a: { fileName: string }) => a.fileName)).toEqual(['plan.txt', 'step2.svg']);
    expect(fileNames(root.TestSteps)).toEqual([[], ['step2.svg']]);

    await api.ok('UPDATE_TEST_CASE_TREE_NODE', {
      docRef: testCase!,
      locale: 'en',
      document: { Root: { TestSteps: [steps[1], steps[0]] } },
    });
    root = await api.root(testCase!);
    expect(root.TestSteps.map((s: { Action: string }) => s.Action)).toEqual(['check', 'open']);
    expect(fileNames(root.TestSteps)).toEqual([['step2.svg'], []]);
  });

  it("shows an execution's evidence for a step at that step of the execution", async () => {
    const { target, relationship } = await api.ok('GET_TEST_CASE_EXECUTION', {
      testRunDocRef: run,
      docRef: (await api.root(execution)).General.TestCaseDocRef,
    });
    expect(relationship.docRef).toBe(execution);
    const stepIds = (target.document.Root.TestSteps as { Id: string }[]).map((s) => s.Id);
    const failed = await upload('step 1 failed', 'step1.log', undefined, { pathToField: `TestSteps.${stepIds[0]}` });
    const overall = await upload('all', 'all.log');
    await api.ok('SAVE_TEST_CASE_EXECUTION', {
      docRef: execution,
      document: {
        Root: {
          General: { Result: 5 },
          TestSteps: [{ Id: stepIds[0], Result: 5 }],
          Attachments: [failed, overall],
        },
      },
    });
    const root = await api.root(execution);
    expect(fileNames(root.TestSteps)).toEqual([['step1.log'], []]);
    expect(root.Attachments.map((a: { fileName: string }) => a.fileName)).toEqual(['step1.log', 'all.log']);
  });
});
