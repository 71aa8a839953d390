import { createTestTenant } from '@tmt/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client } from '../client';
import { addNode, addProject, addRun, addSuite } from '../factories';
import { startTestApp, type TestApp } from '../test-app';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it('gives 50 concurrent ADD_DOCUMENT calls 50 distinct project ids with no gaps', async () => {
  const api = client(t, (await createTestTenant(t.orm, 'concurrent')).admin.token);
  const docRefs: string[] = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      api.ok('ADD_DOCUMENT', {
        documentModelName: 'Project-dm',
        locale: 'en',
        document: { Root: { General: { Title: `Project ${i}` } } },
      }),
    ),
  );
  expect(docRefs.every((r) => r?.startsWith('Project-dm/'))).toBe(true);
  const ids = await Promise.all(docRefs.map(async (r) => (await api.root(r)).General.Id as string));
  const numbers = ids.map((id) => Number(id.slice(2))).sort((a, b) => a - b);
  expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
});

it('numbers concurrent sub projects of one parent without duplicate positions', async () => {
  const api = client(t, (await createTestTenant(t.orm, 'concurrent-sub')).admin.token);
  await api.ok('ADD_DOCUMENT', {
    documentModelName: 'Project-dm',
    locale: 'en',
    document: { Root: { General: { Title: 'Parent' } } },
  });
  await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      api.ok('ADD_DOCUMENT', {
        documentModelName: 'Project-dm',
        locale: 'en',
        document: { Root: { General: { Title: `Sub ${i}`, ParentId: 'P_1' } } },
      }),
    ),
  );
  const [p1] = await api.ok('LOAD_PROJECTS_BY_TENANT');
  const [subs] = await api.ok('LIST_SUB_PROJECTS', {
    page: { offset: 0, limit: 100 },
    sources: [{ docRef: p1!.linkRef, relationshipModel: 'ProjectSubproject-rm', role: 'parent' }],
  });
  const positions = subs!.linkResultEntries.entries.map(
    (e: { linkRef: { linkDescriptor: { position: number } } }) => e.linkRef.linkDescriptor.position,
  );
  expect(positions).toEqual(Array.from({ length: 20 }, (_, i) => i));
});

describe('parallel MODIFY_DOCUMENT calls on one document', () => {
  let api: Client;
  beforeAll(async () => {
    api = client(t, (await createTestTenant(t.orm, 'parallel-modify')).admin.token);
    await addProject(api, 'Shop');
  });

  const modify = (docRef: string, Root: Record<string, unknown>) =>
    api.call('MODIFY_DOCUMENT', { docRef, locale: 'en', document: { Root } });
  const read = async (docRef: string) => (await api.ok('GET_DOCUMENT', { docRef })).document;
  /** Fires the calls at once; every one must answer a result. */
  const allSucceed = async (calls: Promise<{ body: { result?: unknown; error?: unknown } }>[]) => {
    const errors = (await Promise.all(calls)).map((a) => a.body.error).filter(Boolean);
    expect(errors).toEqual([]);
  };

  it('keeps all 30 changes of one suite and counts each in modelVersion', async () => {
    const suite = await addSuite(api, { ProjectId: 'P_1', Title: 'Checkout' });
    const before = await read(suite);
    // Three fields, ten distinct values each: a lost update would leave a field at a value not sent last.
    const changes = Array.from(
      { length: 30 },
      (_, i) => [{ Title: `Title ${i}` }, { Description: `Description ${i}` }, { Tags: `tag${i}` }][i % 3]!,
    );
    await allSucceed(changes.map((General) => modify(suite, { General })));
    const after = (await api.doc('TestSuite-dm', suite)).document;
    expect(after.__meta.modelVersion).toBe(before.__meta.modelVersion + 30);
    const sent = (key: string) =>
      changes.flatMap((c) =>
        Object.entries(c)
          .filter(([k]) => k === key)
          .map(([, v]) => v),
      );
    expect(sent('Title')).toContain(after.Root.General.Title);
    expect(sent('Description')).toContain(after.Root.General.Description);
    expect(sent('Tags')).toContain(after.Root.General.Tags);
  });

  it('keeps all 30 changes of one project', async () => {
    const project = await addProject(api, 'Parallel');
    const before = await read(project);
    const changes = Array.from({ length: 30 }, (_, i) =>
      i % 2 ? { Title: `Parallel ${i}` } : { Description: `About ${i}` },
    );
    await allSucceed(changes.map((General) => modify(project, { General })));
    const after = (await api.doc('Project-dm', project)).document;
    expect(after.__meta.modelVersion).toBe(before.__meta.modelVersion + 30);
    expect(changes.map((c) => c.Title)).toContain(after.Root.General.Title);
    expect(changes.map((c) => c.Description)).toContain(after.Root.General.Description);
  });

  it('keeps every one of 30 changes to different parts of one project setting', async () => {
    const setting = (await api.ok('LOAD_PROJECT_SETTING', { projectId: 'P_1' })).docRef;
    const before = await read(setting);
    const overview = (i: number) => ({ pageSize: 100 + i, sort: 'Title ASC' });
    // Each key is written by its own calls only, so its final value must be one that was sent for it.
    const writers: ['testSuiteSetting' | 'testRunSetting' | 'generalSetting', string, (i: number) => unknown][] = [
      ['testSuiteSetting', 'testSuiteOverview', overview],
      ['testSuiteSetting', 'testCaseOverview', overview],
      ['testSuiteSetting', 'testCaseOverviewDisplayedFields', (i) => ['Id', `Field ${i}`]],
      ['testRunSetting', 'testRunOverview', overview],
      ['testRunSetting', 'testSelection', overview],
      ['testRunSetting', 'testCaseOverview', overview],
      ['testRunSetting', 'testCaseOverviewDisplayedFields', (i) => ['Id', `Field ${i}`]],
      ['generalSetting', 'jiraSetting', (i) => ({ DefaultUrl: `https://jira.example/${i}`, AdditionalInstances: [] })],
      ['generalSetting', 'azureDevOpsSetting', (i) => ({ defaultUrl: `https://dev.azure.example/${i}` })],
      [
        'generalSetting',
        'tdsSetting',
        (i) => ({ inTdsTenant: true, tdsUrl: `https://tds.example/${i}`, elster: false }),
      ],
    ];
    const calls = Array.from({ length: 30 }, (_, i) => {
      const [group, key, value] = writers[i % writers.length]!;
      return { group, key, value: value(i) };
    });
    await allSucceed(calls.map(({ group, key, value }) => modify(setting, { [group]: { [key]: value } })));
    const after = (await api.doc('ProjectSetting-dm', setting)).document;
    expect(after.__meta.modelVersion).toBe(before.__meta.modelVersion + 30);
    for (const [group, key] of writers) {
      const settings: Record<string, unknown> = after.Root[group];
      const sent = calls.filter((c) => c.group === group && c.key === key).map((c) => c.value);
      expect(sent).toContainEqual(settings[key]);
    }
  });

  it('keeps each of 10 parallel changes to different groups of one test case', async () => {
    const suite = await addSuite(api, { ProjectId: 'P_1', Title: 'Cases' });
    const testCase = await addNode(api, suite, 'TestCase-dm', { General: { Title: 'Pay' } });
    const before = await read(testCase);
    const changes: Record<string, Record<string, unknown>>[] = [
      { General: { Title: 'Pay by card' } },
      { General: { Description: 'With a saved card' } },
      { General: { User: 'anna' } },
      { General: { EstimatedExecutionTime: 15 } },
      { General: { ImportantAdditionForNextTestRun: true } },
      { Conditions: { Preconditions: 'A card is saved' } },
      { Sources: { Tickets: 'SHOP-1' } },
      { Sources: { Documents: 'payments.md' } },
      { Criteria: { Tags: 'payment' } },
      { Risk: { AutoCalculateLikelihood: true } },
    ];
    await allSucceed(
      changes.map((Root) =>
        api.call('UPDATE_TEST_CASE_TREE_NODE', { docRef: testCase, locale: 'en', document: { Root } }),
      ),
    );
    const after = (await api.doc('TestCase-dm', testCase)).document;
    expect(after.__meta.modelVersion).toBe(before.__meta.modelVersion + 10);
    for (const change of changes) {
      expect(after.Root).toMatchObject(change);
    }
  });

  it('counts parallel changes of a folder, a run and a suite in a run', async () => {
    const suite = await addSuite(api, { ProjectId: 'P_1', Title: 'In run' });
    const folder = await addNode(api, suite, 'TestFolder-dm', { General: { Title: 'Cards' } });
    const run = await addRun(api, { ProjectId: 'P_1', Title: 'Release' });
    const [link] = await api.ok('ADD_TEST_SUITES_TO_RUN', { testRunDocRef: run, testSuiteDocRefs: [suite] });
    const inRun = `TestRunTestSuite-rm/${link!.id}`;
    const targets: [string, (i: number) => Record<string, unknown>][] = [
      [folder, (i) => (i % 2 ? { Title: `Cards ${i}` } : { Description: `Folder ${i}` })],
      [run, (i) => [{ Title: `Release ${i}` }, { Description: `Run ${i}` }, { Configuration: `Config ${i}` }][i % 3]!],
      [
        inRun,
        (i) => (i % 2 ? { Assignee: `tester${i}` } : { RecommendedPriority: ['HIGH', 'LOW'][i % 4 === 0 ? 0 : 1] }),
      ],
    ];
    for (const [docRef, change] of targets) {
      const before = (await read(docRef)).__meta.modelVersion;
      await allSucceed(Array.from({ length: 10 }, (_, i) => modify(docRef, { General: change(i) })));
      const after = (await read(docRef)).__meta.modelVersion;
      if (docRef === inRun) {
        // Priorities alternate between two values, so only a call that finds the other one changes something.
        expect(after - before).toBeGreaterThanOrEqual(6);
        expect(after - before).toBeLessThanOrEqual(10);
      } else expect(after - before).toBe(10);
    }
  });
});

describe('expectedModelVersion sent with a change', () => {
  let api: Client;
  let project: string;
  beforeAll(async () => {
    api = client(t, (await createTestTenant(t.orm, 'model-version')).admin.token);
    project = await addProject(api, 'Shop');
  });

  const read = async (docRef: string) => (await api.ok('GET_DOCUMENT', { docRef })).document;

  it('applies a change made on the current version and refuses a stale one with STALE_MODEL_VERSION', async () => {
    const suite = await addSuite(api, { ProjectId: 'P_1', Title: 'Checkout' });
    const folder = await addNode(api, suite, 'TestFolder-dm', { General: { Title: 'Cards' } });
    const testCase = await addNode(api, suite, 'TestCase-dm', { General: { Title: 'Pay' } });
    const run = await addRun(api, { ProjectId: 'P_1', Title: 'Release' });
    const [link] = await api.ok('ADD_TEST_SUITES_TO_RUN', { testRunDocRef: run, testSuiteDocRefs: [suite] });
    const setting = (await api.ok('LOAD_PROJECT_SETTING', { projectId: 'P_1' })).docRef;
    const cases: [
      string,
      'MODIFY_DOCUMENT' | 'UPDATE_TEST_CASE_TREE_NODE',
      Record<string, unknown>,
      Record<string, unknown>,
    ][] = [
      [project, 'MODIFY_DOCUMENT', { General: { Title: 'Shop 2' } }, { General: { Title: 'Shop 3' } }],
      [
        setting,
        'MODIFY_DOCUMENT',
        { testRunSetting: { testScope: 'ASSIGNED_TO_ME' } },
        { testRunSetting: { testScope: 'ALL' } },
      ],
      [suite, 'MODIFY_DOCUMENT', { General: { Title: 'Checkout 2' } }, { General: { Title: 'Checkout 3' } }],
      [folder, 'MODIFY_DOCUMENT', { General: { Title: 'Cards 2' } }, { General: { Title: 'Cards 3' } }],
      [testCase, 'UPDATE_TEST_CASE_TREE_NODE', { General: { Title: 'Pay 2' } }, { General: { Title: 'Pay 3' } }],
      [run, 'MODIFY_DOCUMENT', { General: { Title: 'Release 2' } }, { General: { Title: 'Release 3' } }],
      [
        `TestRunTestSuite-rm/${link!.id}`,
        'MODIFY_DOCUMENT',
        { General: { Assignee: 'anna' } },
        { General: { Assignee: 'ben' } },
      ],
    ];
    for (const [docRef, method, first, second] of cases) {
      const original = await read(docRef);
      // A client that read the document sends it back whole, expecting the version it read.
      const sentBack = { ...original, Root: { ...original.Root, ...first } };
      const expectedModelVersion = original.__meta.modelVersion;
      await api.ok(method, { docRef, locale: 'de', document: sentBack, expectedModelVersion });
      const current = await read(docRef);
      expect(current.__meta.modelVersion).toBe(original.__meta.modelVersion + 1);

      const stale = await api.fail(method, { docRef, locale: 'en', document: { Root: second }, expectedModelVersion });
      expect(stale).toMatchObject({ code: -32009, data: { reason: 'STALE_MODEL_VERSION' } });
      expect(stale.message).toContain(`modelVersion ${original.__meta.modelVersion}`);
      expect(stale.message).toContain(`current one is ${current.__meta.modelVersion}`);
      expect(await read(docRef)).toEqual(current);
    }
  });

  it('names both versions in German and refuses an expectedModelVersion that is not a whole number', async () => {
    const suite = await addSuite(api, { ProjectId: 'P_1', Title: 'Search' });
    const german = await api.fail('MODIFY_DOCUMENT', {
      docRef: suite,
      locale: 'de',
      document: { Root: { General: { Title: 'Suche' } } },
      expectedModelVersion: 7,
    });
    expect(german.code).toBe(-32009);
    expect(german.message).toBe(
      'Das Dokument wurde inzwischen geändert: erwartet wurde modelVersion 7, aktuell ist 1. Bitte neu lesen und die Änderung wiederholen.',
    );
    for (const expectedModelVersion of ['1', 1.5, 0, true]) {
      const bad = await api.fail('MODIFY_DOCUMENT', {
        docRef: suite,
        locale: 'en',
        document: { Root: { General: { Title: 'Suche' } } },
        expectedModelVersion,
      });
      expect(bad.code).toBe(-32602);
      expect(bad.data.issues[0].path).toBe('params.expectedModelVersion');
    }
    expect((await api.doc('TestSuite-dm', suite)).document.Root.General.Title).toBe('Search');
  });

  it('lets exactly one of 10 parallel modifies based on the same version win', async () => {
    const suite = await addSuite(api, { ProjectId: 'P_1', Title: 'Race' });
    const { modelVersion } = (await read(suite)).__meta;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        api.call('MODIFY_DOCUMENT', {
          docRef: suite,
          locale: 'en',
          document: { Root: { General: { Title: `Race ${i}` } } },
          expectedModelVersion: modelVersion,
        }),
      ),
    );
    expect(answers.filter((a) => a.body.result === null)).toHaveLength(1);
    expect(answers.filter((a) => a.body.error?.data?.reason === 'STALE_MODEL_VERSION')).toHaveLength(9);
    expect((await read(suite)).__meta.modelVersion).toBe(modelVersion + 1);
  });
});
