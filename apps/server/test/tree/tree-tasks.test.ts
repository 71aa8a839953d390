import { createTestTenant } from '@tmt/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Client, client } from '../client';
import { addNode, addProject, addSuite } from '../factories';
import { settle } from '../settle';
import { startTestApp, type TestApp } from '../test-app';

// Tree tasks: COPY_TEST_SUITE, COPY_TEST_FOLDER, COPY_ITEMS_IN_TEST_SUITE, MOVE_TEST_FOLDER, MOVE_ITEMS_IN_TEST_SUITE.
// The tests share one tree and build on each other's copies and moves.

let t: TestApp;
let admin: Client;

const titlesUnder = async (parent: string) =>
  (
    await admin.ok('LIST_DOCUMENTS', {
      documentModelName: 'TestCase-dm',
      filter: { filters: ['ProjectId:P_1', `ParentNodeId:${parent.split('/')[1]}`] },
      page: { offset: 0, limit: 50 },
      sort: ['Order ASC'],
    })
  ).entries.map(
    (e: { document: { Root: { General: { Title: string; Id: string } } } }) => e.document.Root.General.Title,
  );
const folderIn = async (parent: string, title: string) => {
  const { entries } = await admin.ok('LIST_DOCUMENTS', {
    documentModelName: 'TestFolder-dm',
    filter: { filters: ['ProjectId:P_1', `ParentNodeId:${parent.split('/')[1]}`, `Title:${title}`] },
    page: { offset: 0, limit: 5 },
  });
  return entries[0]?.docRef as string | undefined;
};
/** Runs the task to its end; it must succeed. Answers its Result. */
const finish = async (docRef: string) => {
  const root = await settle(t, admin, docRef);
  expect(root.General.Status, JSON.stringify(root.Error)).toBe('DONE');
  return root.Result;
};

let suite: string;
let folder: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = client(t, (await createTestTenant(t.orm, 'tree-tasks')).admin.token);
  await addProject(admin, 'Tree');
  suite = await addSuite(admin, { ProjectId: 'P_1', Title: 'Source' });
  folder = await addNode(admin, suite, 'TestFolder-dm', { General: { Title: 'Box' } });
  const inner = await addNode(admin, folder, 'TestFolder-dm', { General: { Title: 'Inner' } });
  for (const title of ['b1', 'b2']) await addNode(admin, folder, 'TestCase-dm', { General: { Title: title } });
  await addNode(admin, inner, 'TestCase-dm', { General: { Title: 'i1' }, TestSteps: [{ Action: 'deep' }] });
  await addNode(admin, suite, 'TestCase-dm', { General: { Title: 'loose' } });
});
afterAll(() => t.close());

it('COPY_TEST_SUITE copies the suite with its tree under new ids', async () => {
  const result = await finish(await admin.ok('COPY_TEST_SUITE', { testSuiteDocRef: suite }));
  expect(result).toMatchObject({ folders: 2, cases: 4 });
  const copy = await admin.root(result.suiteDocRef);
  expect(copy.General).toMatchObject({ Title: 'Source (copy)', Id: 'S_2' });
  expect(copy.DisplayFields.TotalTestCases).toBe(4);
  const box = await folderIn(result.suiteDocRef, 'Box');
  expect(await titlesUnder(box!)).toEqual(['b1', 'b2']);
  const ids = await admin.ok('LIST_DOCUMENTS', {
    documentModelName: 'TestCase-dm',
    filter: { filters: ['ProjectId:P_1'] },
    page: { offset: 0, limit: 50 },
  });
  const all = ids.entries.map((e: { document: { Root: { General: { Id: string } } } }) => e.document.Root.General.Id);
  expect(new Set(all).size).toBe(all.length);
});

it('COPY_TEST_FOLDER and COPY_ITEMS_IN_TEST_SUITE append copies at the destination', async () => {
  const target = await addSuite(admin, { ProjectId: 'P_1', Title: 'Target' });
  await finish(await admin.ok('COPY_TEST_FOLDER', { testFolderDocRef: folder, destinationDocRef: target }));
  const box = await folderIn(target, 'Box');
  expect(await titlesUnder(box!)).toEqual(['b1', 'b2']);
  const loose = (
    await admin.ok('LIST_DOCUMENTS', {
      documentModelName: 'TestCase-dm',
      filter: { filters: ['ProjectId:P_1', 'Title:loose'] },
      page: { offset: 0, limit: 1 },
    })
  ).entries[0]!.docRef;
  await finish(await admin.ok('COPY_ITEMS_IN_TEST_SUITE', { itemDocRefs: [loose], destinationDocRef: box! }));
  expect(await titlesUnder(box!)).toEqual(['b1', 'b2', 'loose']);
  const copied = (
    await admin.ok('LIST_DOCUMENTS', {
      documentModelName: 'TestCase-dm',
      filter: { filters: ['ProjectId:P_1', 'Title:loose', `ParentNodeId:${box!.split('/')[1]}`] },
      page: { offset: 0, limit: 1 },
    })
  ).entries[0];
  expect(copied!.document.Root.AdditionalInfo).toMatchObject({ CreatingEvent: 'COPIED', CurrentPath: 'Target / Box' });
});

it('MOVE_TEST_FOLDER and MOVE_ITEMS_IN_TEST_SUITE move sub trees, and refuse a folder into itself', async () => {
  const other = await addSuite(admin, { ProjectId: 'P_1', Title: 'Other' });
  await finish(
    await admin.ok('MOVE_TEST_FOLDER', { testFolderDocRef: folder, destinationDocRef: other, position: 'TOP' }),
  );
  const inner = await folderIn(folder, 'Inner');
  const deep = (
    await admin.ok('LIST_DOCUMENTS', {
      documentModelName: 'TestCase-dm',
      filter: { filters: ['ProjectId:P_1', `ParentNodeId:${inner!.split('/')[1]}`] },
      page: { offset: 0, limit: 5 },
    })
  ).entries[0];
  expect(deep!.document.Root.General.TestSuiteId).toBe((await admin.root(other)).General.Id);
  expect(deep!.document.Root.AdditionalInfo.CurrentPath).toBe('Other / Box / Inner');
  const into = await admin.fail('MOVE_TEST_FOLDER', { testFolderDocRef: folder, destinationDocRef: inner });
  expect(into.data.issues[0].message).toContain('into itself');
  const b1 = (
    await admin.ok('LIST_DOCUMENTS', {
      documentModelName: 'TestCase-dm',
      filter: { filters: ['ProjectId:P_1', 'Title:b1', `ParentNodeId:${folder.split('/')[1]}`] },
      page: { offset: 0, limit: 1 },
    })
  ).entries[0]!.docRef;
  await finish(
    await admin.ok('MOVE_ITEMS_IN_TEST_SUITE', {
      itemDocRefs: [b1],
      destinationDocRef: inner!,
      position: 'TOP',
    }),
  );
  expect(await titlesUnder(inner!)).toEqual(['b1', 'i1']);
  expect(await titlesUnder(folder)).toEqual(['b2']);
});

it('refuses items of another version and unknown items at the call', async () => {
  const bad = await admin.fail('COPY_ITEMS_IN_TEST_SUITE', {
    itemDocRefs: ['TestCase-dm/00000000-0000-4000-8000-000000000000'],
    destinationDocRef: suite,
  });
  expect(bad.code).toBe(-32004);
  const wrongModel = await admin.fail('MOVE_ITEMS_IN_TEST_SUITE', {
    itemDocRefs: [suite],
    destinationDocRef: folder,
  });
  expect(wrongModel.code).toBe(-32602);
});
