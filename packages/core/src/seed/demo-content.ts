import { createTreeNode } from '../domains/cases/create-tree-node';
import { addTestCasesToRun } from '../domains/executions/add-test-cases-to-run';
import { getTestCaseExecutions } from '../domains/executions/get-executions';
import { saveTestCaseExecution } from '../domains/executions/save-execution';
import { addRun } from '../domains/runs/add-run';
import { addTestSuitesToRun } from '../domains/runs/add-suites-to-run';
import { addSuite } from '../domains/suites/add-suite';
import type { ServiceContext } from '../kernel/context';

const step = (Action: string, ExpectedResult: string) => ({ Action, ExpectedResult });

/** A suite of the demo project with a folder, cases and a run, so a first look shows real content. */
export async function seedDemoContent(ctx: ServiceContext): Promise<void> {
  const suite = await addSuite(ctx, {
    Root: {
      General: {
        Title: 'Checkout',
        Description: 'Paying for the cart.',
        Tags: 'checkout, smoke',
        RecommendedPriority: 'HIGH',
      },
    },
  });
  const node = (
    parentNodeDocRef: string,
    documentModelName: 'TestCase-dm' | 'TestFolder-dm',
    Root: Record<string, unknown>,
  ) => createTreeNode(ctx, { documentModelName, parentNodeDocRef, document: { Root } });
  const cards = await node(suite, 'TestFolder-dm', { General: { Title: 'Card payments' } });
  const folder = cards.linkDescriptor.entities[1]!.docRef;
  const valid = await node(folder, 'TestCase-dm', {
    General: {
      Title: 'Pay with a valid credit card',
      Type: 'FUNCTIONAL',
      Automation: 'AUTOMATED',
      Prioritization: 'MANDATORY',
      EstimatedExecutionTime: 5,
    },
    Conditions: { Preconditions: 'A cart with one article; a test card of the payment provider.' },
    TestSteps: [
      step('Open the cart and choose "Checkout"', 'The payment page shows'),
      step('Enter the card and confirm', 'The order confirmation shows'),
    ],
  });
  const expired = await node(folder, 'TestCase-dm', {
    General: {
      Title: 'Decline an expired card',
      Type: 'FUNCTIONAL',
      Automation: 'TO_BE_AUTOMATED',
      Prioritization: 'MANDATORY',
    },
    Risk: { Likelihood: 'POSSIBLE', Impact: 'MAJOR' },
    TestSteps: [step('Pay with a card that expired last month', 'The payment is declined with "Card expired"')],
  });
  const guest = await node(suite, 'TestCase-dm', {
    General: { Title: 'Checkout as a guest', Type: 'USABILITY', Prioritization: 'OPTIONAL' },
    Criteria: { Tags: 'guest' },
    TestSteps: [step('Check out without logging in', 'The shop asks only for an e-mail address')],
  });
  const cases = [valid, expired, guest].map((link) => link.linkDescriptor.entities[1]!.docRef);
  await seedDemoRun(ctx, suite, cases);
}

/** An open run over the demo suite with two results saved, so runs and executions have something to show. */
async function seedDemoRun(ctx: ServiceContext, suite: string, cases: string[]) {
  const run = await addRun(ctx, {
    Root: { General: { Title: 'Release 1.0 smoke test', Configuration: 'Chrome on Windows 11' } },
  });
  await addTestSuitesToRun(ctx, run, [suite]);
  await addTestCasesToRun(ctx, run, cases);
  const executions = await getTestCaseExecutions(ctx, { testRunDocRef: run, page: { offset: 0, limit: 10 } });
  const [passed, failed] = executions.entries;
  await saveTestCaseExecution(ctx, passed!.docRef, { Root: { General: { Result: 2 } } });
  await saveTestCaseExecution(ctx, failed!.docRef, {
    Root: { General: { Result: 5, ResultDetails: 'The payment went through.', Defects: 'SHOP-17' } },
  });
}
