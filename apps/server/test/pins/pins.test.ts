import { createTestTenant, createTestUser } from '@tmt/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client, entriesOf } from '../client';
import { addNode, addProject, addRun, addSuite, suiteWithCases } from '../factories';
import { settle } from '../settle';
import { startTestApp, type TestApp } from '../test-app';

// Pins: UPDATE_PIN_STATUS (a task), LIST_PINNED_DOCUMENTS, Metadata.IsPinned, and DELETE_PINNED_DOCUMENTS after
// deletions.

let t: TestApp;
let api: Client;
let ann: Client;
let intruder: Client;
let tenantId: string;
let suite: string;
let cases: string[];
let run: string;
let otherSuite: string;

const page = { offset: 0, limit: 50 };

/** Pins or unpins as `who`, runs the task, answers its Root. */
async function setPins(who: Client, docRefs: string[], pinned: boolean) {
  return settle(t, who, await who.ok('UPDATE_PIN_STATUS', { docRefs, pinned }));
}

/** The docRefs `who` has pinned in the project the filters name (P_1 by default). */
async function pinnedRefs(who: Client, filters: string[] = ['ProjectId:P_1'], sort?: string[]) {
  const answer = await who.ok('LIST_PINNED_DOCUMENTS', { page, filter: { filters }, ...(sort ? { sort } : {}) });
  return answer.entries.map((entry) => entry.docRef);
}

/** Metadata.IsPinned of a document as `who` reads it; a document of a model without pins fails the test. */
const isPinned = async (who: Client, docRef: string) => {
  const { Metadata } = (await who.ok('GET_DOCUMENT', { docRef })).document.Root;
  if (!('IsPinned' in Metadata)) throw new Error(`${docRef} has no IsPinned`);
  return Metadata.IsPinned;
};

/** The tasks of one type in a project (every visibility), newest first. */
async function tasksOf(type: string, project = 'P_1', more: string[] = []) {
  const answer = await api.ok('LIST_DOCUMENTS', {
    documentModelName: 'TaskRequest-dm',
    filter: { filters: [`ProjectId:${project}`, `Type:${type}`, ...more] },
    page,
  });
  return answer.entries;
}

beforeAll(async () => {
  t = await startTestApp();
  const tenant = await createTestTenant(t.orm, 'pins');
  tenantId = tenant.tenantId;
  api = client(t, tenant.admin.token);
  ann = client(t, (await createTestUser(t.orm, tenantId, 'ann', [tenant.admin.principal.roles[0]!])).token);
  intruder = client(t, (await createTestTenant(t.orm, 'pins-intruder')).admin.token);
  await addProject(api, 'Shop');
  await addProject(api, 'Second');
  ({ suite, cases } = await suiteWithCases(api, 'P_1', 'Checkout', 4));
  run = await addRun(api, { ProjectId: 'P_1', Title: 'Smoke', Status: 'active' });
  otherSuite = await addSuite(api, { ProjectId: 'P_2', Title: 'Elsewhere' });
});
afterAll(() => t.close());

describe('UPDATE_PIN_STATUS', () => {
  it('pins suites, cases and runs for the caller alone, and unpins them', async () => {
    const task = await setPins(api, [suite, cases[0]!, run], true);
    expect(task.General).toMatchObject({ Status: 'DONE', Type: 'UPDATE_PIN_STATUS', Visibility: 'SHOW' });
    expect(task.Result).toEqual({ updated: 3 });
    expect(await isPinned(api, suite)).toBe(true);
    expect(await isPinned(api, cases[0]!)).toBe(true);
    expect(await isPinned(api, cases[1]!)).toBe(false);
    expect(await isPinned(api, run)).toBe(true);
    // Another user of the same tenant sees the same documents unpinned, and no pins of their own.
    expect(await isPinned(ann, suite)).toBe(false);
    expect(await isPinned(ann, run)).toBe(false);
    expect(await pinnedRefs(ann)).toEqual([]);
    expect((await pinnedRefs(api)).sort()).toEqual([suite, cases[0], run].sort());

    // Pinning again changes nothing; unpinning takes one pin away, and only the caller's.
    expect((await setPins(api, [suite], true)).Result).toEqual({ updated: 0 });
    await setPins(ann, [cases[0]!], true);
    expect((await setPins(api, [cases[0]!, cases[1]!], false)).Result).toEqual({ updated: 1 });
    expect(await isPinned(api, cases[0]!)).toBe(false);
    expect(await isPinned(ann, cases[0]!)).toBe(true);
    expect((await pinnedRefs(api)).sort()).toEqual([suite, run].sort());
    expect(await pinnedRefs(ann)).toEqual([cases[0]]);
    await setPins(ann, [cases[0]!], false);
  });

  it('shows IsPinned in every answer that holds the documents: lists, a run list, a tree node update', async () => {
    await setPins(api, [cases[2]!], true);
    const list = await api.ok('LIST_DOCUMENTS', {
      documentModelName: 'TestCase-dm',
      filter: { filters: ['ProjectId:P_1', 'Title:Checkout 3'] },
      page,
    });
    expect(
      list.entries.map(
        (e: { document: { Root: { Metadata: { IsPinned: boolean } } } }) => e.document.Root.Metadata.IsPinned,
      ),
    ).toEqual([true]);
    const others = await ann.ok('LIST_DOCUMENTS', {
      documentModelName: 'TestCase-dm',
      filter: { filters: ['ProjectId:P_1'] },
      page,
    });
    expect(
      others.entries.every(
        (e: { document: { Root: { Metadata: { IsPinned: boolean } } } }) => !e.document.Root.Metadata.IsPinned,
      ),
    ).toBe(true);
    const runs = await api.ok('LIST_TEST_RUNS', { page }, { 'Project-Id': 'P_1' });
    expect(entriesOf('TestRun-dm', runs).find((e) => e.docRef === run)!.document.Root.Metadata.IsPinned).toBe(true);
    const updated = await api.ok('UPDATE_TEST_CASE_TREE_NODE', {
      docRef: cases[2]!,
      locale: 'en',
      document: { Root: { General: { Title: 'Checkout 3' } } },
    });
    expect(JSON.stringify(updated)).toContain('"IsPinned":true');
    await setPins(api, [cases[2]!], false);
  });

  it('refuses bad params, unknown documents, several projects and no access, and changes nothing', async () => {
    const before = await pinnedRefs(api);
    const tasksBefore = (await tasksOf('UPDATE_PIN_STATUS')).length;
    const missingCase = 'TestCase-dm/00000000-0000-4000-8000-000000000000';
    const bad = [
      { docRefs: [], pinned: true },
      { docRefs: [suite] },
      { docRefs: [suite], pinned: 'yes' },
      { docRefs: ['Project-dm/00000000-0000-4000-8000-000000000000'], pinned: true },
      { docRefs: ['TestSuite-dm/not-a-uuid'], pinned: true },
      { docRefs: Array.from({ length: 1001 }, () => suite), pinned: true },
    ];
    for (const params of bad) {
      const error = await api.fail('UPDATE_PIN_STATUS', params);
      expect(error.code, JSON.stringify(params).slice(0, 80)).toBe(-32602);
    }
    const missing = await api.fail('UPDATE_PIN_STATUS', { docRefs: [suite, missingCase], pinned: true });
    expect(missing).toMatchObject({ code: -32004, data: { reason: 'DOCUMENT_NOT_FOUND' } });
    expect(missing.message).toContain(missingCase);
    // A suite's id under the case model names no case.
    const wrongModel = await api.fail('UPDATE_PIN_STATUS', {
      docRefs: [`TestCase-dm/${suite.split('/')[1]}`],
      pinned: true,
    });
    expect(wrongModel.code).toBe(-32004);
    const mixed = await api.fail('UPDATE_PIN_STATUS', { docRefs: [suite, otherSuite], pinned: true });
    expect(mixed).toMatchObject({ code: -32602, data: { reason: 'MIXED_PROJECTS' } });
    const header = await api.fail('UPDATE_PIN_STATUS', { docRefs: [suite], pinned: true }, { 'Project-Id': 'P_2' });
    expect(header.data.reason).toBe('HEADER_PARAM_MISMATCH');
    expect(await pinnedRefs(api)).toEqual(before);
    expect((await tasksOf('UPDATE_PIN_STATUS')).length).toBe(tasksBefore);
  });

  it('needs read access to the project of the documents, and nothing more', async () => {
    const viewer = client(
      t,
      (
        await createTestUser(t.orm, tenantId, 'viewer', [
          { organizationUnit: { type: 'PROJECT', id: 'P_2' }, role: 'viewer' },
        ])
      ).token,
    );
    const refused = await viewer.fail('UPDATE_PIN_STATUS', { docRefs: [suite], pinned: true });
    expect(refused).toMatchObject({ code: -32003, data: { reason: 'NO_ROLE_IN_PROJECT' } });
    expect((await viewer.fail('LIST_PINNED_DOCUMENTS', { page, filter: { filters: ['ProjectId:P_1'] } })).code).toBe(
      -32003,
    );
    expect((await setPins(viewer, [otherSuite], true)).Result).toEqual({ updated: 1 });
    expect(await pinnedRefs(viewer, ['ProjectId:P_2'])).toEqual([otherSuite]);
    expect(await isPinned(api, otherSuite)).toBe(false);
  });

  it("answers another tenant's docRefs as not found and leaves the owner's pins as they were", async () => {
    await setPins(api, [cases[3]!], true);
    const before = await pinnedRefs(api);
    for (const docRefs of [[suite], [cases[3]!], [run], [cases[3]!, suite]]) {
      for (const pinned of [true, false]) {
        const error = await intruder.fail('UPDATE_PIN_STATUS', { docRefs, pinned });
        expect(error).toMatchObject({ code: -32004, data: { reason: 'DOCUMENT_NOT_FOUND' } });
      }
    }
    const list = await intruder.fail('LIST_PINNED_DOCUMENTS', { page, filter: { filters: ['ProjectId:P_1'] } });
    expect(list.code).toBe(-32004);
    expect(await pinnedRefs(api)).toEqual(before);
    expect(await isPinned(api, cases[3]!)).toBe(true);
    await setPins(api, [cases[3]!], false);
  });
});

describe('LIST_PINNED_DOCUMENTS', () => {
  it('pages, filters by model and version, and sorts the caller’s pins of one project', async () => {
    const { suite: listed, cases: listedCases } = await suiteWithCases(api, 'P_1', 'Listed', 3);
    // One call per document, so each has a PinnedOn of its own: the newest pin comes first.
    for (const docRef of [listed, ...listedCases]) await setPins(api, [docRef], true);
    const all = await pinnedRefs(api);
    expect(all.slice(0, 4)).toEqual([...listedCases].reverse().concat(listed));

    const first = await api.ok('LIST_PINNED_DOCUMENTS', {
      page: { offset: 0, limit: 2 },
      filter: { filters: ['ProjectId:P_1'] },
    });
    expect(first.fullSize).toBe(all.length);
    expect(first.entries.map((e: { docRef: string }) => e.docRef)).toEqual(all.slice(0, 2));
    const entry = first.entries[0];
    expect(entry).toMatchObject({
      docRef: listedCases[2],
      documentModelName: 'TestCase-dm',
      Title: 'Listed 3',
      ProjectId: 'P_1',
      SubprojectId: '_',
      ProjectVersionNumber: 1,
    });
    expect(entry!.Id).toMatch(/^C_\d+$/);
    expect(typeof entry!.PinnedOn).toBe('number');
    const second = await api.ok('LIST_PINNED_DOCUMENTS', {
      page: { offset: 2, limit: 2 },
      filter: { filters: ['ProjectId:P_1'] },
    });
    expect(second.entries.map((e: { docRef: string }) => e.docRef)).toEqual(all.slice(2, 4));
    const past = await api.ok('LIST_PINNED_DOCUMENTS', {
      page: { offset: 100, limit: 2 },
      filter: { filters: ['ProjectId:P_1'] },
    });
    expect(past).toMatchObject({ fullSize: all.length, entries: [] });

    expect(await pinnedRefs(api, ['ProjectId:P_1', 'DocumentModelName:TestSuite-dm'])).toEqual(
      all.filter((ref: string) => ref.startsWith('TestSuite-dm/')),
    );
    expect(await pinnedRefs(api, ['ProjectId:P_1', '-DocumentModelName:TestCase-dm'])).toEqual(
      all.filter((ref: string) => !ref.startsWith('TestCase-dm/')),
    );
    expect(await pinnedRefs(api, ['ProjectId:P_1', 'Title:Listed 2'])).toEqual([listedCases[1]]);
    expect((await pinnedRefs(api, ['ProjectId:P_1', 'ProjectVersionNumber:1'])).length).toBe(all.length);
    expect(await pinnedRefs(api, ['ProjectId:P_1', 'ProjectVersionNumber:7'])).toEqual([]);
    const huge = await api.call('LIST_PINNED_DOCUMENTS', {
      page,
      filter: { filters: ['ProjectId:P_1', 'ProjectVersionNumber:99999999999'] },
    });
    expect(huge.body.error?.code ?? 0).not.toBe(-32603);
    const byTitle = await api.ok('LIST_PINNED_DOCUMENTS', {
      page,
      filter: { filters: ['ProjectId:P_1', 'Title:Listed 1', 'Title:Listed 2', 'Title:Listed'] },
      sort: ['Title DESC'],
    });
    expect(byTitle.entries.map((e: { Title: string }) => e.Title)).toEqual(['Listed 2', 'Listed 1', 'Listed']);
    const byId = await pinnedRefs(api, ['ProjectId:P_1', 'DocumentModelName:TestCase-dm'], ['Id ASC']);
    expect(byId.slice(-3)).toEqual(listedCases);
    // The headers name the project as well; P_2 holds none of these pins.
    const viaHeader = await api.ok('LIST_PINNED_DOCUMENTS', { page }, { 'Project-Id': 'P_1' });
    expect(viaHeader.fullSize).toBe(all.length);
    expect(await pinnedRefs(api, ['ProjectId:P_2'])).toEqual([]);
    await setPins(api, [listed, ...listedCases], false);
  });

  it('refuses unknown fields, a missing project and bad params', async () => {
    const unknownFilter = await api.fail('LIST_PINNED_DOCUMENTS', {
      page,
      filter: { filters: ['ProjectId:P_1', 'Color:red'] },
    });
    expect(unknownFilter.data.reason).toBe('UNKNOWN_FILTER_FIELD');
    const unknownSort = await api.fail('LIST_PINNED_DOCUMENTS', {
      page,
      filter: { filters: ['ProjectId:P_1'] },
      sort: ['Color ASC'],
    });
    expect(unknownSort.data.reason).toBe('UNKNOWN_SORT_FIELD');
    expect((await api.fail('LIST_PINNED_DOCUMENTS', { page })).data.reason).toBe('PROJECT_ID_REQUIRED');
    expect(
      (await api.fail('LIST_PINNED_DOCUMENTS', { page: { offset: -1, limit: 1 } }, { 'Project-Id': 'P_1' })).code,
    ).toBe(-32602);
    expect((await api.fail('LIST_PINNED_DOCUMENTS', { page, filter: { filters: ['ProjectId:P_9'] } })).code).toBe(
      -32004,
    );
    const mismatch = await api.fail(
      'LIST_PINNED_DOCUMENTS',
      { page, filter: { filters: ['ProjectId:P_1'] } },
      { 'Project-Id': 'P_2' },
    );
    expect(mismatch.data.reason).toBe('HEADER_PARAM_MISMATCH');
  });
});

describe('DELETE_PINNED_DOCUMENTS', () => {
  it('clears the pins of every user after a case, folder, suite or run is deleted, as a hidden task', async () => {
    const { suite: doomed, cases: doomedCases } = await suiteWithCases(api, 'P_1', 'Doomed', 2);
    const folder = await addNode(api, doomed, 'TestFolder-dm', { General: { Title: 'Box' } });
    const boxed = await addNode(api, folder, 'TestCase-dm', { General: { Title: 'Boxed' } });
    const emptyRun = await addRun(api, { ProjectId: 'P_1', Title: 'Nothing yet', Status: 'active' });
    await setPins(api, [doomed, ...doomedCases, boxed, emptyRun], true);
    await setPins(ann, [doomedCases[0]!], true);
    const cleanups = async () => (await tasksOf('DELETE_PINNED_DOCUMENTS')).length;
    const before = await cleanups();

    // A deletion that leaves no pin behind starts nothing.
    const unpinned = await addNode(api, doomed, 'TestCase-dm', { General: { Title: 'Nobody pins me' } });
    await api.ok('DELETE_DOCUMENT', { docRef: unpinned });
    expect(await cleanups()).toBe(before);

    // A pinned case: the task clears its pins of both users.
    await api.ok('DELETE_DOCUMENT', { docRef: doomedCases[0]! });
    const [afterCase] = await tasksOf('DELETE_PINNED_DOCUMENTS');
    expect(await cleanups()).toBe(before + 1);
    expect(afterCase!.document.Root.General).toMatchObject({ Visibility: 'HIDE', Status: 'NEW', ProjectId: 'P_1' });
    // Until it has run, the lists leave the pin of the deleted case out already.
    expect(await pinnedRefs(api)).not.toContain(doomedCases[0]);
    expect(await pinnedRefs(ann)).toEqual([]);
    expect((await settle(t, api, afterCase!.docRef)).Result).toEqual({ deleted: 2 });

    await api.ok('DELETE_FOLDER', { docRef: folder });
    const [afterFolder] = await tasksOf('DELETE_PINNED_DOCUMENTS');
    expect((await settle(t, api, afterFolder!.docRef)).Result).toEqual({ deleted: 1 });

    // A suite goes in a task of its own, which starts the clean-up in its transaction.
    expect(await api.ok('DELETE_TEST_SUITE', { testSuiteDocRef: doomed })).toBe('OK');
    const [deleting] = await tasksOf('DELETE_TEST_SUITE');
    expect((await settle(t, api, deleting!.docRef)).General.Status).toBe('DONE');
    const [afterSuite] = await tasksOf('DELETE_PINNED_DOCUMENTS');
    expect((await settle(t, api, afterSuite!.docRef)).Result).toEqual({ deleted: 2 });

    expect(await api.ok('DELETE_TEST_RUN', { testRunDocRef: emptyRun })).toBeDefined();
    const [afterRun] = await tasksOf('DELETE_PINNED_DOCUMENTS');
    expect((await settle(t, api, afterRun!.docRef)).Result).toEqual({ deleted: 1 });
    expect(await cleanups()).toBe(before + 4);
    const left = await pinnedRefs(api);
    for (const gone of [doomed, ...doomedCases, boxed, emptyRun]) expect(left).not.toContain(gone);

    // Applications list what users asked for: the clean-ups are HIDE, a user's own tasks SHOW.
    const shown = await tasksOf('DELETE_PINNED_DOCUMENTS', 'P_1', ['Visibility:SHOW']);
    expect(shown).toEqual([]);
    expect((await tasksOf('DELETE_PINNED_DOCUMENTS', 'P_1', ['Visibility:HIDE'])).length).toBe(before + 4);
    expect((await tasksOf('UPDATE_PIN_STATUS', 'P_1', ['-Visibility:SHOW'])).length).toBe(0);
  });

  it('follows a deleted version, and a deleted project takes its pins along', async () => {
    const project = await addProject(api, 'Versioned');
    const inVersion1 = await addSuite(api, { ProjectId: 'P_3', Title: 'Old' });
    const created = await api.ok('CREATE_PROJECT_VERSION', {
      document: { Root: { General: { ProjectId: 'P_3', Title: 'Two' } } },
    });
    expect((await settle(t, api, created)).General.Status).toBe('DONE');
    await setPins(api, [inVersion1], true);
    const versions = await api.ok('LIST_DOCUMENTS', {
      documentModelName: 'ProjectVersion-dm',
      filter: { filters: ['ProjectId:P_3'] },
      page,
    });
    const version1 = versions.entries.find((e) => e.document.Root.General.VersionNumber === 1)!.docRef;
    const deleting = await api.ok('DELETE_PROJECT_VERSION', { projectVersionDocRef: version1 });
    expect((await settle(t, api, deleting)).General.Status).toBe('DONE');
    const [cleanup] = await tasksOf('DELETE_PINNED_DOCUMENTS', 'P_3');
    expect(cleanup!.document.Root.General.Visibility).toBe('HIDE');
    expect((await settle(t, api, cleanup!.docRef)).Result).toEqual({ deleted: 1 });

    const kept = await addSuite(api, { ProjectId: 'P_3', Title: 'Kept until the project goes' });
    await setPins(api, [kept], true);
    expect(await pinnedRefs(api, ['ProjectId:P_3'])).toEqual([kept]);
    expect((await settle(t, api, await api.ok('DELETE_PROJECT', { projectDocRef: project }))).General.Status).toBe(
      'DONE',
    );
    const [rows] = await t.orm.em
      .fork()
      .execute<{ n: number }[]>('SELECT count(*)::int AS n FROM pin WHERE tenant_id = ? AND document_id = ?', [
        tenantId,
        kept.split('/')[1],
      ]);
    expect(rows?.n).toBe(0);
  });
});
