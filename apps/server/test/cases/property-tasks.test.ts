import { createTestTenant } from '@tmt/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client } from '../client';
import { addNode, addProject, addSuite } from '../factories';
import { settle } from '../settle';
import { startTestApp, type TestApp } from '../test-app';

// Property tasks: SET_TEST_CASE_PROPERTY, SET_TEST_SUITE_PROPERTY.

let t: TestApp;
let api: Client;

beforeAll(async () => {
  t = await startTestApp();
  api = client(t, (await createTestTenant(t.orm, 'property-tasks')).admin.token);
  await addProject(api, 'Shop');
});
afterAll(() => t.close());

describe('SET_TEST_CASE_PROPERTY', () => {
  it('sets one property on many cases, and refuses cases of two projects', async () => {
    const suite = await addSuite(api, { ProjectId: 'P_1', Title: 'Props' });
    const refs = [];
    for (const title of ['p1', 'p2', 'p3'])
      refs.push(await addNode(api, suite, 'TestCase-dm', { General: { Title: title } }));
    const docRef = await api.ok('SET_TEST_CASE_PROPERTY', {
      testCasesDocRefs: refs.slice(0, 2),
      property: 'Status',
      value: 'REVIEWED',
    });
    const done = await settle(t, api, docRef);
    expect(done.General.Status).toBe('DONE');
    expect(done.Result).toEqual({ updated: 2 });
    const statuses = await Promise.all(refs.map(async (r) => (await api.root(r)).General.Status));
    expect(statuses).toEqual(['REVIEWED', 'REVIEWED', 'NEW']);
    const bad = await api.fail('SET_TEST_CASE_PROPERTY', {
      testCaseDocRefs: refs,
      property: 'Status',
      value: 'SHINY',
    });
    expect(bad.code).toBe(-32602);
    await addProject(api, 'Second');
    const elsewhere = await addSuite(api, { ProjectId: 'P_2', Title: 'Else' });
    const foreignCase = await addNode(api, elsewhere, 'TestCase-dm', { General: { Title: 'x' } });
    const mixed = await api.fail('SET_TEST_CASE_PROPERTY', {
      testCaseDocRefs: [refs[0], foreignCase],
      property: 'User',
      value: 'ann',
    });
    expect(mixed.data.reason).toBe('MIXED_PROJECTS');
    const missing = await api.fail('SET_TEST_CASE_PROPERTY', {
      testCaseDocRefs: ['TestCase-dm/00000000-0000-4000-8000-000000000000'],
      property: 'User',
      value: 'ann',
    });
    expect(missing.code).toBe(-32004);
  });

  it('takes the cases as testCasesDocRefs, the spelling of the spec, as well as testCaseDocRefs', async () => {
    const suite = await addSuite(api, { ProjectId: 'P_1', Title: 'Spellings' });
    const [a, b] = [
      await addNode(api, suite, 'TestCase-dm', { General: { Title: 'a' } }),
      await addNode(api, suite, 'TestCase-dm', { General: { Title: 'b' } }),
    ];
    const spec = await api.ok('SET_TEST_CASE_PROPERTY', { testCasesDocRefs: [a], property: 'User', value: 'ann' });
    expect((await settle(t, api, spec)).Result).toEqual({ updated: 1 });
    // Both sent: the spec's spelling counts.
    const both = await api.ok('SET_TEST_CASE_PROPERTY', {
      testCasesDocRefs: [b],
      testCaseDocRefs: [a],
      property: 'User',
      value: 'bob',
    });
    expect((await settle(t, api, both)).Result).toEqual({ updated: 1 });
    expect([(await api.root(a)).General.User, (await api.root(b)).General.User]).toEqual(['ann', 'bob']);
    const neither = await api.fail('SET_TEST_CASE_PROPERTY', { property: 'User', value: 'ann' });
    expect([neither.code, neither.data.reason]).toEqual([-32602, 'INVALID_PARAMS']);
  });
});

describe('SET_TEST_SUITE_PROPERTY', () => {
  it('sets tags and priority', async () => {
    const a = await addSuite(api, { ProjectId: 'P_1', Title: 'Tag me' });
    const tagged = await settle(
      t,
      api,
      await api.ok('SET_TEST_SUITE_PROPERTY', {
        testSuiteDocRefs: [a],
        property: 'Tags',
        value: 'Nightly, smoke',
      }),
    );
    expect(tagged.General.Status).toBe('DONE');
    await settle(
      t,
      api,
      await api.ok('SET_TEST_SUITE_PROPERTY', {
        testSuiteDocRefs: [a],
        property: 'RecommendedPriority',
        value: 'BLOCKER',
      }),
    );
    const doc = (await api.root(a)).General;
    expect(doc).toMatchObject({ Tags: 'Nightly, smoke', RecommendedPriority: { Value: 'BLOCKER' } });
    const tags = await api.ok('LIST_DOCUMENTS', {
      documentModelName: 'Tag-dm',
      filter: { filters: ['ProjectId:P_1', 'LowerCaseValue:nightly'] },
      page: { offset: 0, limit: 5 },
    });
    expect(tags.fullSize).toBe(1);
  });
});
