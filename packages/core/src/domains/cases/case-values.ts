import { randomUUID } from 'node:crypto';
import type { TestCaseInput } from '@tmt/contract';
import type { TestStep } from '../../kernel/entities/rows';
import { propertiesOfGeneral } from './case-fields';

/** Steps numbered from 1 without gaps; a step keeps its Id when it is unique in the case, else gets a new one. */
export function numberSteps(steps: TestCaseInput['TestSteps']): TestStep[] {
  const seen = new Set<string>();
  return steps.map((step, index) => {
    const id = step.Id && !seen.has(step.Id.toLowerCase()) ? step.Id.toLowerCase() : randomUUID();
    seen.add(id);
    return { No: index + 1, Id: id, Action: step.Action, ExpectedResult: step.ExpectedResult };
  });
}

/** The column values of a validated case. */
export function caseValues(input: TestCaseInput) {
  const { Tags, ...criteria } = input.Criteria;
  return {
    ...propertiesOfGeneral(input.General),
    criteria,
    tags: Tags,
    preconditions: input.Conditions.Preconditions,
    sources: input.Sources,
    risk: input.Risk,
    steps: numberSteps(input.TestSteps),
  };
}
