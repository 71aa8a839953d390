import { createTestTenant } from '@tmt/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, general, startTestApp, type TestApp } from './helpers';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it('gives 50 concurrent ADD_DOCUMENT calls 50 distinct project ids with no gaps', async () => {
  const { admin } = await createTestTenant(t.orm, 'concurrent');
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      call(t.app, admin.token, 'ADD_DOCUMENT', {
        documentModelName: 'Project-dm',
        locale: 'en',
        document: { Root: { General: { Title: `Project ${i}` } } },
      }),
    ),
  );
  const docRefs = answers.map((a) => a.body.result as string);
  expect(docRefs.every((r) => r?.startsWith('Project-dm/'))).toBe(true);
  const ids = await Promise.all(docRefs.map(async (r) => (await general(t.app, admin.token, r)).Id as string));
  const numbers = ids.map((id) => Number(id.slice(2))).sort((a, b) => a - b);
  expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
});

it('numbers concurrent sub projects of one parent without duplicate positions', async () => {
  const { admin } = await createTestTenant(t.orm, 'concurrent-sub');
  await call(t.app, admin.token, 'ADD_DOCUMENT', {
    documentModelName: 'Project-dm',
    locale: 'en',
    document: { Root: { General: { Title: 'Parent' } } },
  });
  await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      call(t.app, admin.token, 'ADD_DOCUMENT', {
        documentModelName: 'Project-dm',
        locale: 'en',
        document: { Root: { General: { Title: `Sub ${i}`, ParentId: 'P_1' } } },
      }),
    ),
  );
  const [p1] = (await call(t.app, admin.token, 'LOAD_PROJECTS_BY_TENANT')).body.result;
  const { body } = await call(t.app, admin.token, 'LIST_SUB_PROJECTS', {
    page: { offset: 0, limit: 100 },
    sources: [{ docRef: p1.linkRef, relationshipModel: 'ProjectSubproject-rm', role: 'parent' }],
  });
  const positions = body.result[0].linkResultEntries.entries.map(
    (e: { linkRef: { linkDescriptor: { position: number } } }) => e.linkRef.linkDescriptor.position,
  );
  expect(positions).toEqual(Array.from({ length: 20 }, (_, i) => i));
});
