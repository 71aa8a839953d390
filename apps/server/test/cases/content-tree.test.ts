import { createTestTenant } from '@tmt/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, caseAnswer, client, folderAnswer } from '../client';
import { addNode, addProject, addSuite } from '../factories';
import { startTestApp, type TestApp } from '../test-app';

let t: TestApp;
let api: Client;
let suite: string;

beforeAll(async () => {
  t = await startTestApp();
  api = client(t, (await createTestTenant(t.orm, 'tree')).admin.token);
  await addProject(api, 'Shop');
  suite = await addSuite(api, { ProjectId: 'P_1', Title: 'Checkout' });
});
afterAll(() => t.close());

const uuid = (docRef: string) => docRef.split('/')[1]!;
/** A test case as GET_DOCUMENT answers it. */
const getCase = async (docRef: string) => (await api.doc('TestCase-dm', docRef)).document;
/** Titles of the cases directly under a suite or folder, in tree order. */
const childCases = async (parent: string) => {
  const { entries } = await api.ok('LIST_DOCUMENTS', {
    documentModelName: 'TestCase-dm',
    filter: { filters: ['ProjectId:P_1', `ParentNodeId:${uuid(parent)}`] },
    page: { offset: 0, limit: 100 },
    sort: ['Order ASC'],
  });
  return entries.map((e) => e.document.Root.General.Title);
};
const newCase = (parent: string, Title: string) => addNode(api, parent, 'TestCase-dm', { General: { Title } });

describe('CREATE_TEST_CASE_TREE_NODE', () => {
  it('appends a case with every group, numbered steps and generated read-only fields', async () => {
    const link = await api.ok('CREATE_TEST_CASE_TREE_NODE', {
      documentModelName: 'TestCase-dm',
      locale: 'en',
      parentNodeDocRef: suite,
      document: {
        Root: {
          General: {
            Title: 'Pay by card',
            Status: 'IN_PROGRESS',
            Type: 'FUNCTIONAL',
            Automation: 'TO_BE_AUTOMATED',
            Prioritization: 'MANDATORY',
            EstimatedExecutionTime: 15,
            User: 'ann',
            ImportantAdditionForNextTestRun: true,
            Id: 'C_999',
          },
          Criteria: {
            AdditionalToolsAids: [{ Value: 'SCRIPT' }],
            Assignment: ['CUSTOMER_TEST'],
            Dependency: 'INTERRELATION',
            TestFocus: 'CALCULATION',
            Tags: 'pay, card',
            SearchTags: [{ Value: 'ignored' }],
          },
          Conditions: { Preconditions: 'A filled cart' },
          Sources: { Tickets: 'SHOP-1', Documents: 'spec.pdf' },
          Risk: { Likelihood: 'LIKELY', Impact: 'SERIOUS', CombinationLikelihoodImpact: 'x', RiskLevel: 'LOW' },
          TestSteps: [
            { No: 7, Action: 'Open the cart', ExpectedResult: 'The cart shows' },
            { Action: 'Pay', ExpectedResult: 'Paid' },
          ],
          AdditionalInfo: { CreatingEvent: 'IMPORTED', Path: 'forged' },
        },
      },
    });
    expect(link.linkDescriptor).toMatchObject({
      relationshipModel: 'TestSuiteTestCaseFolder-rm',
      predecessorLinkRef: null,
      position: 0,
      entities: [
        { role: 'parent', modelName: 'TestSuite-dm', docRef: suite },
        { role: 'child', modelName: 'TestCase-dm' },
      ],
    });
    const doc = await getCase(link.linkDescriptor.entities[1]!.docRef);
    expect(doc.Root.General).toMatchObject({
      Title: 'Pay by card',
      Id: 'C_1',
      TestSuiteId: 'S_1',
      Status: 'IN_PROGRESS',
      EstimatedExecutionTime: 15,
      User: 'ann',
      HasAssignee: true,
    });
    expect(doc.Root.Criteria).toMatchObject({
      TimeRelevance: false,
      AdditionalToolsAids: [{ Value: 'SCRIPT' }],
      Assignment: [{ Value: 'CUSTOMER_TEST' }],
      Tags: 'pay, card',
      SearchTags: [{ Value: 'pay' }, { Value: 'card' }],
    });
    expect(doc.Root.Risk).toMatchObject({
      Likelihood: 'LIKELY',
      Impact: 'SERIOUS',
      CombinationLikelihoodImpact: 'LIKELY__SERIOUS',
      RiskLevel: 'HIGH',
    });
    expect(doc.Root.TestSteps.map((s: { No: number }) => s.No)).toEqual([1, 2]);
    expect(new Set(doc.Root.TestSteps.map((s: { Id: string }) => s.Id)).size).toBe(2);
    expect(doc.Root.AdditionalInfo).toMatchObject({
      CreatingEvent: 'USER_MANUALLY',
      Path: 'Checkout',
      CurrentPath: 'Checkout',
    });
    expect(doc.Root.Conditions.Preconditions).toBe('A filled cart');
  });

  it('appends folders and nested cases with the folder relationship and growing positions', async () => {
    const folder = await addNode(api, suite, 'TestFolder-dm', {
      General: { Title: 'Cards', Description: 'Card payments' },
    });
    expect((await api.doc('TestFolder-dm', folder)).document.Root.General).toMatchObject({
      Title: 'Cards',
      Id: 'F_1',
      TestSuiteId: 'S_1',
    });
    const first = await api.ok('CREATE_TEST_CASE_TREE_NODE', {
      documentModelName: 'TestCase-dm',
      locale: 'en',
      parentNodeDocRef: folder,
      document: { Root: { General: { Title: 'Visa' } } },
    });
    const second = await api.ok('CREATE_TEST_CASE_TREE_NODE', {
      documentModelName: 'TestCase-dm',
      locale: 'en',
      parentNodeDocRef: folder,
      document: { Root: { General: { Title: 'Amex' } } },
    });
    expect(second.linkDescriptor).toMatchObject({
      relationshipModel: 'TestFolderTestCaseFolder-rm',
      position: 1,
      predecessorLinkRef: first.id,
    });
    expect((await getCase(second.linkDescriptor.entities[1]!.docRef)).Root.AdditionalInfo.Path).toBe(
      'Checkout / Cards',
    );
  });

  it.each([
    ['Status', { General: { Title: 'x', Status: 'FINISHED' } }, 'params.document.Root.General.Status'],
    ['Type', { General: { Title: 'x', Type: 'SMOKE' } }, 'params.document.Root.General.Type'],
    ['Automation', { General: { Title: 'x', Automation: 'MAYBE' } }, 'params.document.Root.General.Automation'],
    [
      'Prioritization',
      { General: { Title: 'x', Prioritization: 'HIGH' } },
      'params.document.Root.General.Prioritization',
    ],
    [
      'AdditionalToolsAids',
      { General: { Title: 'x' }, Criteria: { AdditionalToolsAids: ['HAMMER'] } },
      'params.document.Root.Criteria.AdditionalToolsAids.0',
    ],
    [
      'Assignment',
      { General: { Title: 'x' }, Criteria: { Assignment: [{ Value: 'NOBODY' }] } },
      'params.document.Root.Criteria.Assignment.0',
    ],
    [
      'Dependency',
      { General: { Title: 'x' }, Criteria: { Dependency: 'NONE' } },
      'params.document.Root.Criteria.Dependency',
    ],
    [
      'TestFocus',
      { General: { Title: 'x' }, Criteria: { TestFocus: 'SPEED' } },
      'params.document.Root.Criteria.TestFocus',
    ],
    ['Likelihood', { General: { Title: 'x' }, Risk: { Likelihood: 'OFTEN' } }, 'params.document.Root.Risk.Likelihood'],
    ['Impact', { General: { Title: 'x' }, Risk: { Impact: 'HUGE' } }, 'params.document.Root.Risk.Impact'],
    [
      'EstimatedExecutionTime',
      { General: { Title: 'x', EstimatedExecutionTime: 1.5 } },
      'params.document.Root.General.EstimatedExecutionTime',
    ],
    [
      'TimeRelevance',
      { General: { Title: 'x' }, Criteria: { TimeRelevance: 'yes' } },
      'params.document.Root.Criteria.TimeRelevance',
    ],
  ])('rejects an invalid %s', async (_name, Root, path) => {
    const error = await api.fail('CREATE_TEST_CASE_TREE_NODE', {
      documentModelName: 'TestCase-dm',
      locale: 'en',
      parentNodeDocRef: suite,
      document: { Root },
    });
    expect(error.code).toBe(-32602);
    expect(error.data.issues.map((i: { path: string }) => i.path)).toContain(path);
  });

  it('refuses a parent that is not a suite or folder, or does not exist', async () => {
    const caseRef = await newCase(suite, 'leaf');
    const leaf = await api.fail('CREATE_TEST_CASE_TREE_NODE', {
      documentModelName: 'TestCase-dm',
      locale: 'en',
      parentNodeDocRef: caseRef,
      document: { Root: { General: { Title: 'x' } } },
    });
    expect(leaf.code).toBe(-32602);
    const missing = await api.fail('CREATE_TEST_CASE_TREE_NODE', {
      documentModelName: 'TestFolder-dm',
      locale: 'en',
      parentNodeDocRef: 'TestFolder-dm/00000000-0000-4000-8000-000000000000',
      document: { Root: { General: { Title: 'x' } } },
    });
    expect(missing.code).toBe(-32004);
  });

  it('keeps every node of 20 concurrent inserts into one parent, in distinct places', async () => {
    const parent = await addNode(api, suite, 'TestFolder-dm', { General: { Title: 'Busy' } });
    const links = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api.ok('CREATE_TEST_CASE_TREE_NODE', {
          documentModelName: 'TestCase-dm',
          locale: 'en',
          parentNodeDocRef: parent,
          document: { Root: { General: { Title: `n${i}` } } },
        }),
      ),
    );
    expect(links.map((l) => l.linkDescriptor.position).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i),
    );
    expect(await childCases(parent)).toHaveLength(20);
  });
});

describe('UPDATE_TEST_CASE_TREE_NODE', () => {
  it('answers a folder with its General only', async () => {
    const folder = await addNode(api, suite, 'TestFolder-dm', {
      General: { Title: 'Before', Description: 'kept' },
    });
    const answer = folderAnswer(
      await api.ok('UPDATE_TEST_CASE_TREE_NODE', {
        docRef: folder,
        locale: 'en',
        document: { Root: { General: { Title: 'After' } } },
      }),
    );
    expect(Object.keys(answer)).toEqual(['General']);
    expect(answer.General).toMatchObject({ Title: 'After', Description: 'kept' });
  });

  it('merges the groups sent, renumbers steps, keeps step ids and ignores read-only fields', async () => {
    const docRef = await addNode(api, suite, 'TestCase-dm', {
      General: { Title: 'Steps', Automation: 'AUTOMATED' },
      TestSteps: [{ Action: 'one' }, { Action: 'two' }],
    });
    const before = await getCase(docRef);
    const [one, two] = before.Root.TestSteps;
    const answer = caseAnswer(
      await api.ok('UPDATE_TEST_CASE_TREE_NODE', {
        docRef,
        locale: 'en',
        document: {
          Root: {
            General: { Status: 'DONE', Id: 'C_1' },
            TestSteps: [two, { Action: 'three' }, one],
            Risk: { CombinationLikelihoodImpact: 'forged' },
          },
        },
      }),
    );
    expect(answer.Root.General).toMatchObject({
      Title: 'Steps',
      Status: 'DONE',
      Automation: 'AUTOMATED',
      Id: before.Root.General.Id,
    });
    expect(answer.Root.TestSteps.map((s) => `${s.No}:${s.Action}`)).toEqual(['1:two', '2:three', '3:one']);
    expect(answer.Root.TestSteps[0]!.Id).toBe(two!.Id);
    expect(answer.Root.TestSteps[2]!.Id).toBe(one!.Id);
    expect(answer.Root.Risk.CombinationLikelihoodImpact).toBeNull();
    expect(answer.__meta.modelVersion).toBe(2);
  });

  it('refuses an invalid value and keeps the case as it was', async () => {
    const docRef = await newCase(suite, 'Stable');
    const error = await api.fail('UPDATE_TEST_CASE_TREE_NODE', {
      docRef,
      locale: 'en',
      document: { Root: { General: { Type: 'WRONG' } } },
    });
    expect(error.code).toBe(-32602);
    expect((await getCase(docRef)).__meta.modelVersion).toBe(1);
  });
});

describe('MOVE_TEST_CASE', () => {
  it('orders by TOP, BOTTOM and predecessor, within and across folders, touching one row', async () => {
    const a = await addNode(api, suite, 'TestFolder-dm', { General: { Title: 'A' } });
    const b = await addNode(api, suite, 'TestFolder-dm', { General: { Title: 'B' } });
    const c1 = await newCase(a, 'c1');
    const c2 = await newCase(a, 'c2');
    const c3 = await newCase(a, 'c3');
    const d1 = await newCase(b, 'd1');
    expect(await childCases(a)).toEqual(['c1', 'c2', 'c3']);

    await api.ok('MOVE_TEST_CASE', { sourceDocRef: c3, destinationDocRef: a, position: 'TOP' });
    expect(await childCases(a)).toEqual(['c3', 'c1', 'c2']);
    await api.ok('MOVE_TEST_CASE', { sourceDocRef: c3, destinationDocRef: a, position: 'BOTTOM' });
    expect(await childCases(a)).toEqual(['c1', 'c2', 'c3']);
    await api.ok('MOVE_TEST_CASE', { sourceDocRef: c3, destinationDocRef: a, predecessorDocRef: c1 });
    expect(await childCases(a)).toEqual(['c1', 'c3', 'c2']);

    const moved = await api.ok('MOVE_TEST_CASE', {
      sourceDocRef: c2,
      destinationDocRef: b,
      predecessorDocRef: d1,
    });
    expect(moved).toEqual({
      documentSpec: { docRef: c2, documentModelName: 'TestCase-dm' },
      path: {
        nodeNames: ['Checkout', 'B'],
        nodePaths: [
          { id: uuid(suite), type: 'TestSuite-dm' },
          { id: uuid(b), type: 'TestFolder-dm' },
        ],
      },
    });
    expect(await childCases(a)).toEqual(['c1', 'c3']);
    expect(await childCases(b)).toEqual(['d1', 'c2']);
    await api.ok('MOVE_TEST_CASE', { sourceDocRef: c1, destinationDocRef: b, position: 'TOP' });
    expect(await childCases(b)).toEqual(['c1', 'd1', 'c2']);
    const doc = await getCase(c1);
    expect(doc.Root.AdditionalInfo).toMatchObject({ Path: 'Checkout / A', CurrentPath: 'Checkout / B' });
  });

  it('moves a case into another suite of the version and refuses other versions or foreign predecessors', async () => {
    const other = await addSuite(api, { ProjectId: 'P_1', Title: 'Other' });
    const c = await newCase(suite, 'traveller');
    await api.ok('MOVE_TEST_CASE', { sourceDocRef: c, destinationDocRef: other });
    expect((await getCase(c)).Root.General.TestSuiteId).toBe('S_2');
    const stranger = await newCase(suite, 'stranger');
    const bad = await api.fail('MOVE_TEST_CASE', {
      sourceDocRef: c,
      destinationDocRef: other,
      predecessorDocRef: stranger,
    });
    expect(bad.code).toBe(-32602);
    await addProject(api, 'Elsewhere');
    const foreignSuite = await addSuite(api, { ProjectId: 'P_2', Title: 'Far' });
    const cross = await api.fail('MOVE_TEST_CASE', { sourceDocRef: c, destinationDocRef: foreignSuite });
    expect(cross.code).toBe(-32602);
    const position = await api.fail('MOVE_TEST_CASE', {
      sourceDocRef: c,
      destinationDocRef: other,
      position: 'MIDDLE',
    });
    expect(position.data.issues[0].path).toBe('params.position');
  });
});

describe('deleting', () => {
  it('deletes a case, and answers not found afterwards', async () => {
    const c = await newCase(suite, 'doomed');
    expect(await api.ok('DELETE_DOCUMENT', { docRef: c, locale: 'en' })).toBeNull();
    expect((await api.fail('GET_DOCUMENT', { docRef: c })).code).toBe(-32004);
    expect((await api.fail('DELETE_DOCUMENT', { docRef: c, locale: 'en' })).code).toBe(-32004);
    expect((await api.fail('DELETE_DOCUMENT', { docRef: suite, locale: 'en' })).code).toBe(-32602);
  });

  it('deletes a folder with its whole sub tree', async () => {
    const top = await addNode(api, suite, 'TestFolder-dm', { General: { Title: 'Top' } });
    const inner = await addNode(api, top, 'TestFolder-dm', { General: { Title: 'Inner' } });
    const c1 = await newCase(top, 'x1');
    const c2 = await newCase(inner, 'x2');
    const keep = await newCase(suite, 'kept');
    expect(await api.ok('DELETE_FOLDER', { docRef: top })).toBeNull();
    for (const gone of [top, inner, c1, c2])
      expect((await api.fail('GET_DOCUMENT', { docRef: gone })).code).toBe(-32004);
    expect((await getCase(keep)).Root.General.Title).toBe('kept');
  });

  it('shows another tenant none of the tree', async () => {
    const other = client(t, (await createTestTenant(t.orm, 'tree-other')).admin.token);
    const c = await newCase(suite, 'private');
    for (const method of ['GET_DOCUMENT', 'DELETE_DOCUMENT'] as const) {
      const error = await other.fail(method, { docRef: c, locale: 'en' });
      expect(error.code).toBe(-32004);
    }
    const moved = await other.fail('MOVE_TEST_CASE', {
      sourceDocRef: c,
      destinationDocRef: suite,
    });
    expect(moved.code).toBe(-32004);
  });
});
