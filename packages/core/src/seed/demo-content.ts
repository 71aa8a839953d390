import type { ServiceContext } from '../context';
import { addSuite } from '../suites/add-suite';
import { createTreeNode } from '../tree/create-tree-node';

const step = (Action: string, ExpectedResult: string) => ({ Action, ExpectedResult });

/** A suite of the demo project with a folder and cases, so a first look shows real content. */
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
  await node(folder, 'TestCase-dm', {
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
  await node(folder, 'TestCase-dm', {
    General: {
      Title: 'Decline an expired card',
      Type: 'FUNCTIONAL',
      Automation: 'TO_BE_AUTOMATED',
      Prioritization: 'MANDATORY',
    },
    Risk: { Likelihood: 'POSSIBLE', Impact: 'MAJOR' },
    TestSteps: [step('Pay with a card that expired last month', 'The payment is declined with "Card expired"')],
  });
  await node(suite, 'TestCase-dm', {
    General: { Title: 'Checkout as a guest', Type: 'USABILITY', Prioritization: 'OPTIONAL' },
    Criteria: { Tags: 'guest' },
    TestSteps: [step('Check out without logging in', 'The shop asks only for an e-mail address')],
  });
}
