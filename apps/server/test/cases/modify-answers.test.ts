import { createTestTenant } from '@tmt/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, caseAnswer, client, folderAnswer } from '../client';
import { addNode, addProject, addSuite } from '../factories';
import { startTestApp, type TestApp } from '../test-app';

// An update reads its row once and answers from what it wrote: the answer must be what a fresh read shows.
let t: TestApp;
let api: Client;
let suite: string;

beforeAll(async () => {
  t = await startTestApp();
  api = client(t, (await createTestTenant(t.orm, 'modify-answers')).admin.token);
  await addProject(api, 'Shop');
  suite = await addSuite(api, { ProjectId: 'P_1', Title: 'Checkout' });
});
afterAll(() => t.close());

const update = (docRef: string, Root: Record<string, unknown>, expectedModelVersion?: number) =>
  api.ok('UPDATE_TEST_CASE_TREE_NODE', { docRef, locale: 'en', document: { Root }, expectedModelVersion });
const read = async (docRef: string) => (await api.doc('TestCase-dm', docRef)).document;
const readFolder = async (docRef: string) => (await api.doc('TestFolder-dm', docRef)).document;

describe('UPDATE_TEST_CASE_TREE_NODE answers', () => {
  it('a case as it is stored after the change, every group included', async () => {
    const docRef = await addNode(api, suite, 'TestCase-dm', {
      General: { Title: 'Pay', User: 'anna' },
      Criteria: { Tags: 'card' },
      TestSteps: [{ Action: 'open', ExpectedResult: 'open' }],
    });
    const answer = caseAnswer(
      await update(
        docRef,
        {
          General: { Title: 'Pay by card', EstimatedExecutionTime: 5, ImportantAdditionForNextTestRun: true },
          Criteria: { Tags: 'card, visa', TimeRelevance: true, AdditionalToolsAids: [{ Value: 'SCRIPT' }] },
          Sources: { Tickets: 'T-1' },
          Risk: { Likelihood: 'LIKELY', Impact: 'MAJOR' },
          TestSteps: [{ Action: 'open', ExpectedResult: 'open' }, { Action: 'pay' }],
        },
        1,
      ),
    );
    expect(answer.__meta.modelVersion).toBe(2);
    expect(answer.Root.General).toMatchObject({ Title: 'Pay by card', User: 'anna', EstimatedExecutionTime: 5 });
    expect(answer.Root.Risk.RiskLevel).toBe('HIGH');
    expect(answer).toEqual(await read(docRef));
    // Nothing changed: the same answer, no new version.
    expect(await update(docRef, { General: { Title: 'Pay by card' } }, 2)).toEqual(await read(docRef));
    expect((await read(docRef)).__meta.modelVersion).toBe(2);
  });

  it('a folder’s General as it is stored after the change', async () => {
    const docRef = await addNode(api, suite, 'TestFolder-dm', { General: { Title: 'Cards' } });
    const answer = folderAnswer(await update(docRef, { General: { Description: 'all cards' } }));
    const stored = await readFolder(docRef);
    expect(stored.__meta.modelVersion).toBe(2);
    expect(answer).toEqual({ General: stored.Root.General });
    expect(answer.General).toMatchObject({ Title: 'Cards', Description: 'all cards' });
  });
});
