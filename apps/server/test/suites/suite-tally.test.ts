import type { MethodParams } from '@tmt/contract';
import { createTestTenant } from '@tmt/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Client, client, type RefMethod } from '../client';
import { addNode, addProject, addSuite } from '../factories';
import { settle } from '../settle';
import { startTestApp, type TestApp } from '../test-app';

// A suite's DisplayFields come from its tally (suite_case_tally), kept by triggers on test_case. Whatever writes
// cases (a call, a copy, a move between suites, a new version, a delete), every suite of the tenant must show what
// counting its cases gives.

let t: TestApp;
let api: Client;
let tenantId: string;

beforeAll(async () => {
  t = await startTestApp();
  const tenant = await createTestTenant(t.orm, 'suite-tally');
  tenantId = tenant.tenantId;
  api = client(t, tenant.admin.token);
  await addProject(api, 'Shop');
});
afterAll(() => t.close());

const sql = <T>(query: string, params: unknown[] = []) => t.orm.em.fork().execute<T[]>(query, params);
const task = async <M extends RefMethod>(method: M, params: MethodParams<M>, project = 'P_1') => {
  const root = await settle(t, api, await api.ok(method, params, { 'Project-Id': project }));
  expect(root.General.Status, JSON.stringify(root.Error)).toBe('DONE');
  return root.Result;
};

/** Every suite of the tenant: its DisplayFields as GET_DOCUMENT answers them, and as counted from its cases. */
async function expectTallied() {
  const suites = await sql<{ id: string }>('SELECT id FROM test_suite WHERE tenant_id = ? ORDER BY id', [tenantId]);
  expect(suites.length).toBeGreaterThan(0);
  for (const { id } of suites) {
    const cases = await sql<{ automation: string | null; assignee: string | null }>(
      'SELECT automation, assignee FROM test_case WHERE tenant_id = ? AND suite_id = ?',
      [tenantId, id],
    );
    const count = (automation: string | null) => cases.filter((c) => c.automation === automation).length;
    const { document } = await api.doc('TestSuite-dm', `TestSuite-dm/${id}`);
    expect(document.Root.DisplayFields, `suite ${document.Root.General.Title}`).toMatchObject({
      TotalTestCases: cases.length,
      AutomationCoverage: [
        { name: 'TO_BE_EVALUATED', count: count('TO_BE_EVALUATED') },
        { name: 'TO_BE_AUTOMATED', count: count('TO_BE_AUTOMATED') },
        { name: 'AUTOMATED', count: count('AUTOMATED') },
        { name: 'NOT_TO_BE_AUTOMATED', count: count('NOT_TO_BE_AUTOMATED') },
        { name: 'NOT_DEFINED', count: count(null) },
      ],
      AssigneesOfTestCases: [...new Set(cases.flatMap((c) => (c.assignee ? [c.assignee] : [])))].sort(),
      TestCasesWithAssignee: cases.filter((c) => c.assignee).length,
    });
  }
  // Nothing left behind: no count of 0 or below, none for a suite that is gone.
  const stray = await sql<{ n: number }>(
    `SELECT count(*)::int AS n FROM suite_case_tally t
     WHERE t.tenant_id = ? AND (t.n <= 0 OR NOT EXISTS (SELECT 1 FROM test_suite s WHERE s.id = t.suite_id))`,
    [tenantId],
  );
  expect(stray[0]!.n).toBe(0);
}

it('keeps every suite’s case counts, automation coverage and assignees through each way cases are written', async () => {
  const checkout = await addSuite(api, { ProjectId: 'P_1', Title: 'Checkout' });
  const account = await addSuite(api, { ProjectId: 'P_1', Title: 'Account' });
  const folder = await addNode(api, checkout, 'TestFolder-dm', { General: { Title: 'Cards' } });
  const cases: string[] = [];
  const kinds = [
    { Automation: 'AUTOMATED', User: 'ann' },
    { Automation: 'TO_BE_AUTOMATED', User: 'zoe' },
    { Automation: 'AUTOMATED' },
    {},
    { User: 'ann' },
  ];
  for (const [i, kind] of kinds.entries()) {
    cases.push(await addNode(api, i < 3 ? folder : checkout, 'TestCase-dm', { General: { Title: `c${i}`, ...kind } }));
  }
  await expectTallied();

  // A case edited: its automation and assignee move to other counts of the same suite; an edit of its title alone
  // changes no count.
  await api.ok('MODIFY_DOCUMENT', {
    docRef: cases[0]!,
    locale: 'en',
    document: { Root: { General: { Automation: 'NOT_TO_BE_AUTOMATED', User: 'bob' } } },
  });
  await api.ok('MODIFY_DOCUMENT', { docRef: cases[1]!, locale: 'en', document: { Root: { General: { Title: 'x' } } } });
  await expectTallied();

  // Moved to another suite, copied as a suite, copied with a folder, deleted one by one.
  await task('MOVE_ITEMS_IN_TEST_SUITE', { itemDocRefs: [folder], destinationDocRef: account });
  await expectTallied();
  await task('COPY_TEST_SUITE', { testSuiteDocRef: account });
  await task('COPY_TEST_FOLDER', { testFolderDocRef: folder, destinationDocRef: checkout });
  await expectTallied();
  await api.ok('DELETE_DOCUMENT', { docRef: cases[4]! });
  await api.ok('DELETE_DOCUMENT', { docRef: cases[2]! });
  await expectTallied();

  // A new version copies every suite with its cases; a suite deleted takes its counts along.
  await task('CREATE_PROJECT_VERSION', { document: { Root: { General: { ProjectId: 'P_1' } } } });
  await expectTallied();
  expect(await api.ok('DELETE_TEST_SUITE', { testSuiteDocRef: account }, { 'Project-Id': 'P_1' })).toBe('OK');
  await expectTallied();
});

it('pages a version’s cases sorted by suite from the tallies, in the order a sort of every case gives', async () => {
  await addProject(api, 'Paged');
  // Eleven suites (S_10 and S_11 sort after S_9), two of them empty, one case moved away from its suite.
  const sizes = [3, 0, 5, 1, 2, 0, 4, 1, 6, 2, 3];
  const suites: string[] = [];
  for (const [i, size] of sizes.entries()) {
    suites.push(await addSuite(api, { ProjectId: 'P_2', Title: `Suite ${i + 1}` }));
    for (let n = 1; n <= size; n++) await addNode(api, suites[i]!, 'TestCase-dm', { General: { Title: `${i}.${n}` } });
  }
  const [moved] = (
    await api.ok('LIST_DOCUMENTS', {
      documentModelName: 'TestCase-dm',
      filter: { filters: ['ProjectId:P_2', 'TestSuiteId:S_3'] },
      page: { offset: 0, limit: 1 },
    })
  ).entries;
  await task('MOVE_ITEMS_IN_TEST_SUITE', { itemDocRefs: [moved!.docRef], destinationDocRef: suites[1]! }, 'P_2');

  for (const direction of ['ASC', 'DESC']) {
    const expected = (
      await sql<{ id: string }>(
        `SELECT c.id FROM test_case c JOIN test_suite sb ON sb.id = c.suite_id JOIN project p ON p.id = c.project_id
         WHERE c.tenant_id = ? AND p.business_id = 'P_2'
         ORDER BY length(sb.business_id) ${direction}, sb.business_id ${direction}, c.id`,
        [tenantId],
      )
    ).map((row) => `TestCase-dm/${row.id}`);
    expect(expected).toHaveLength(27);
    // Unfiltered (by the tallies) and filtered by something every case passes (sorting every case): page by page.
    for (const filters of [['ProjectId:P_2'], ['ProjectId:P_2', '-Status:NONE']]) {
      for (const limit of [4, 7]) {
        const listed: string[] = [];
        for (let offset = 0; offset < 30; offset += limit) {
          const page = await api.ok('LIST_DOCUMENTS', {
            documentModelName: 'TestCase-dm',
            filter: { filters },
            sort: [`TestSuiteId ${direction}`],
            page: { offset, limit },
          });
          expect(page.fullSize).toBe(27);
          listed.push(...page.entries.map((entry: { docRef: string }) => entry.docRef));
        }
        expect(listed, `${direction} ${filters.join(' ')} by ${limit}`).toEqual(expected);
      }
    }
  }
});
