import { createTestTenant } from '@tmt/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client } from '../client';
import { addProject, addRun, addSuite, suiteWithCases } from '../factories';
import { settle } from '../settle';
import { startTestApp, type TestApp } from '../test-app';

// Versions as a list and as documents a team edits: LIST_DOCUMENTS and MODIFY_DOCUMENT of ProjectVersion-dm.

let t: TestApp;
let api: Client;

const versions = (filters: string[], sort: string[] = []) =>
  api.ok('LIST_DOCUMENTS', {
    documentModelName: 'ProjectVersion-dm',
    filter: { filters },
    page: { offset: 0, limit: 10 },
    sort,
  });
const numbers = (list: { entries: { document: { Root: { General: { VersionNumber: number } } } }[] }) =>
  list.entries.map((e) => e.document.Root.General.VersionNumber);

beforeAll(async () => {
  t = await startTestApp();
  api = client(t, (await createTestTenant(t.orm, 'versions')).admin.token);
  await addProject(api, 'Shop');
  await addProject(api, 'Mobile', 'P_1');
  for (const Title of ['Release 2', 'Release 3']) {
    const task = await settle(
      t,
      api,
      await api.ok('CREATE_PROJECT_VERSION', { document: { Root: { General: { ProjectId: 'P_1', Title } } } }),
    );
    expect(task.General.Status).toBe('DONE');
  }
});
afterAll(() => t.close());

describe('LIST_DOCUMENTS of ProjectVersion-dm', () => {
  it('lists the versions of a project newest first, filtered and sorted like every list', async () => {
    const all = await versions(['ProjectId:P_1']);
    expect(all.fullSize).toBe(3);
    expect(numbers(all)).toEqual([3, 2, 1]);
    expect(all.entries[0]!.docRef).toMatch(/^ProjectVersion-dm\//);
    expect(all.entries[0]!.document.Root.General).toMatchObject({
      Title: 'Release 3',
      Id: 'V_3',
      IsLatestVersion: true,
      DerivedVersionNumber: 2,
      Status: 'open',
    });
    expect(numbers(await versions(['ProjectId:P_1'], ['VersionNumber ASC']))).toEqual([1, 2, 3]);
    expect(numbers(await versions(['ProjectId:P_1', 'IsLatestVersion:false']))).toEqual([2, 1]);
    expect(numbers(await versions(['ProjectId:P_1', 'Title:Release 2']))).toEqual([2]);
  });

  it('keeps a sub project’s versions apart, and refuses unknown fields and other tenants’ projects', async () => {
    const sub = await versions(['ProjectId:P_1', 'SubprojectId:SP_1']);
    expect(numbers(sub)).toEqual([1]);
    expect(sub.entries[0]!.document.Root.General.SubprojectId).toBe('SP_1');

    const unknown = await api.fail('LIST_DOCUMENTS', {
      documentModelName: 'ProjectVersion-dm',
      filter: { filters: ['ProjectId:P_1', 'Colour:red'] },
      page: { offset: 0, limit: 10 },
    });
    expect(unknown.data.reason).toBe('UNKNOWN_FILTER_FIELD');

    const other = client(t, (await createTestTenant(t.orm, 'versions-other')).admin.token);
    const refused = await other.fail('LIST_DOCUMENTS', {
      documentModelName: 'ProjectVersion-dm',
      filter: { filters: ['ProjectId:P_1'] },
      page: { offset: 0, limit: 10 },
    });
    expect(refused.data.reason).toBe('DOCUMENT_NOT_FOUND');
  });
});

describe('MODIFY_DOCUMENT of ProjectVersion-dm', () => {
  it('changes Title, Description and KeyPoints; the number, status and latest flag stay the system’s', async () => {
    const [v2] = (await versions(['ProjectId:P_1', 'VersionNumber:2'])).entries;
    const before = (await api.ok('GET_DOCUMENT', { docRef: v2!.docRef })).document;
    const answer = await api.ok('MODIFY_DOCUMENT', {
      docRef: v2!.docRef,
      locale: 'en',
      document: {
        Root: {
          General: {
            Title: 'Release 2 (patched)',
            Description: 'Hotfix line',
            KeyPoints: 'Payments',
            VersionNumber: 9,
            Status: 'closed',
            IsLatestVersion: true,
          },
        },
      },
    });
    expect(answer).toBeNull();
    const after = await api.root(v2!.docRef);
    expect(after.General).toMatchObject({
      Title: 'Release 2 (patched)',
      Description: 'Hotfix line',
      KeyPoints: 'Payments',
      VersionNumber: 2,
      Status: 'open',
      IsLatestVersion: false,
    });
    expect(after.Metadata.EditedOn).toBeGreaterThanOrEqual(before.Root.Metadata.EditedOn);
    const { document } = await api.ok('GET_DOCUMENT', { docRef: v2!.docRef });
    expect(document.__meta.modelVersion).toBe(before.__meta.modelVersion + 1);
  });

  it('refuses an empty title or a stale modelVersion and changes nothing; another tenant finds nothing', async () => {
    const [v1] = (await versions(['ProjectId:P_1', 'VersionNumber:1'])).entries;
    const empty = await api.fail('MODIFY_DOCUMENT', {
      docRef: v1!.docRef,
      locale: 'en',
      document: { Root: { General: { Title: ' ', KeyPoints: 'never' } } },
    });
    expect(empty).toMatchObject({ code: -32602, data: { reason: 'INVALID_PARAMS' } });
    expect(empty.data.issues[0].path).toBe('params.document.Root.General.Title');

    const { document } = await api.ok('GET_DOCUMENT', { docRef: v1!.docRef });
    await api.ok('MODIFY_DOCUMENT', {
      docRef: v1!.docRef,
      locale: 'en',
      document: { Root: { General: { KeyPoints: 'first' } } },
    });
    const stale = await api.fail('MODIFY_DOCUMENT', {
      docRef: v1!.docRef,
      locale: 'en',
      document: { Root: { General: { KeyPoints: 'second' } } },
      expectedModelVersion: document.__meta.modelVersion,
    });
    expect(stale.code).toBe(-32009);
    expect((await api.root(v1!.docRef)).General.KeyPoints).toBe('first');

    const other = client(t, (await createTestTenant(t.orm, 'versions-third')).admin.token);
    const hidden = await other.fail('MODIFY_DOCUMENT', {
      docRef: v1!.docRef,
      locale: 'en',
      document: { Root: { General: { Title: 'Mine' } } },
    });
    expect(hidden.data.reason).toBe('DOCUMENT_NOT_FOUND');
    expect((await api.root(v1!.docRef)).General.Title).toBe('Version 1');
  });
});

describe('CLOSE_PROJECT_VERSION', () => {
  const closeVersion = async (docRef: string) =>
    settle(t, api, await api.ok('CLOSE_PROJECT_VERSION', { projectVersionDocRef: docRef }));
  const versionOf = async (project: string) =>
    (await versions([`ProjectId:${project}`, 'IsLatestVersion:true'])).entries[0]!.docRef as string;

  it('waits for the open runs, closes with the last one, and then refuses every change to content and runs', async () => {
    await addProject(api, 'Closing');
    const { suite, cases } = await suiteWithCases(api, 'P_2', 'Checkout', 2);
    const run = await addRun(api, { ProjectId: 'P_2', Title: 'Last run' });
    await api.ok('ADD_TEST_SUITES_TO_RUN', { testRunDocRef: run, testSuiteDocRefs: [suite] });
    await api.ok('ADD_TEST_CASES_TO_RUN', { testRunDocRef: run, testCasesDocRefs: cases });
    const version = await versionOf('P_2');

    const waiting = await closeVersion(version);
    expect(waiting.General.Status).toBe('DONE');
    expect(waiting.Result).toEqual({ closed: false, openRuns: 1 });
    const awaiting = (await api.root(version)).General;
    expect(awaiting).toMatchObject({ Status: 'open', IsAwaitingClosure: true, CloseStartOn: null });
    expect(awaiting.CloseRequestOn).toBeGreaterThan(0);
    // Still open: its content changes as before.
    await api.ok('UPDATE_TEST_CASE_TREE_NODE', {
      docRef: cases[0]!,
      locale: 'en',
      document: { Root: { General: { Title: 'Pay by card' } } },
    });

    const closing = await settle(t, api, await api.ok('CLOSE_TEST_RUN', { testRunDocRef: run }));
    expect(closing.Result).toMatchObject({ alreadyClosed: false, versionClosed: true });
    const closed = (await api.root(version)).General;
    expect(closed).toMatchObject({ Status: 'closed', IsAwaitingClosure: false });
    expect(closed.CloseFinishedOn).toBeGreaterThanOrEqual(closed.CloseStartOn);
    expect(closed.CloseStartOn).toBeGreaterThanOrEqual(awaiting.CloseRequestOn);

    const refusals: [string, Record<string, unknown>][] = [
      [
        'ADD_DOCUMENT',
        {
          documentModelName: 'TestSuite-dm',
          locale: 'en',
          document: { Root: { General: { ProjectId: 'P_2', Title: 'Late' } } },
        },
      ],
      [
        'ADD_DOCUMENT',
        {
          documentModelName: 'TestRun-dm',
          locale: 'en',
          document: { Root: { General: { ProjectId: 'P_2', Title: 'Late' } } },
        },
      ],
      [
        'CREATE_TEST_CASE_TREE_NODE',
        {
          documentModelName: 'TestCase-dm',
          locale: 'en',
          parentNodeDocRef: suite,
          document: { Root: { General: { Title: 'Late' } } },
        },
      ],
      [
        'UPDATE_TEST_CASE_TREE_NODE',
        { docRef: cases[0], locale: 'en', document: { Root: { General: { Title: 'Late' } } } },
      ],
      ['MODIFY_DOCUMENT', { docRef: suite, locale: 'en', document: { Root: { General: { Title: 'Late' } } } }],
      ['SET_TEST_CASE_PROPERTY', { testCaseDocRefs: cases, property: 'Status', value: 'DONE' }],
      ['DELETE_TEST_SUITE', { testSuiteDocRef: suite }],
      ['COPY_TEST_RUN', { testRunDocRef: run }],
      ['CLOSE_PROJECT_VERSION', { projectVersionDocRef: version }],
    ];
    for (const [method, params] of refusals) {
      const error = await api.fail(method, params);
      expect(error, method).toMatchObject({ code: -32009, data: { reason: 'VERSION_CLOSED' } });
      expect(error.message, method).toContain('is closed');
    }
    // Nothing changed, and the record reads as before.
    expect((await api.root(cases[0]!)).General.Title).toBe('Pay by card');
    expect((await api.root(suite)).General.Title).toBe('Checkout');
    expect((await versions(['ProjectId:P_2'])).fullSize).toBe(1);

    // The next version is open again.
    await settle(
      t,
      api,
      await api.ok('CREATE_PROJECT_VERSION', { document: { Root: { General: { ProjectId: 'P_2' } } } }),
    );
    const next = await addSuite(api, { ProjectId: 'P_2', Title: 'Next release' });
    expect(next).toMatch(/^TestSuite-dm\//);
  });

  it('closes at once without open runs, and when the last open run waiting for it is deleted', async () => {
    await addProject(api, 'Quiet');
    const quiet = await versionOf('P_3');
    expect((await closeVersion(quiet)).Result).toEqual({ closed: true });
    expect((await api.root(quiet)).General.Status).toBe('closed');

    await addProject(api, 'Empty run');
    const version = await versionOf('P_4');
    const run = await addRun(api, { ProjectId: 'P_4', Title: 'Never used' });
    expect((await closeVersion(version)).Result).toEqual({ closed: false, openRuns: 1 });
    expect(await api.ok('DELETE_TEST_RUN', { testRunDocRef: run })).toBeTruthy();
    expect((await api.root(version)).General).toMatchObject({ Status: 'closed', IsAwaitingClosure: false });
  });

  it("finds another tenant's version missing and leaves it open", async () => {
    const version = await versionOf('P_1');
    const other = client(t, (await createTestTenant(t.orm, 'versions-closer')).admin.token);
    const refused = await other.fail('CLOSE_PROJECT_VERSION', { projectVersionDocRef: version });
    expect(refused.data.reason).toBe('DOCUMENT_NOT_FOUND');
    expect((await api.root(version)).General).toMatchObject({ Status: 'open', CloseRequestOn: null });
  });
});
