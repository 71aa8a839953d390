import type { TestCaseRow } from '../../kernel/entities/rows';
import { generalOfRow } from './case-fields';

/** A stored case row in the shape of TestCaseInput, so a partial update can be merged over it and re-validated. */
export function storedCaseInput(row: TestCaseRow) {
  return {
    General: generalOfRow(row),
    Criteria: { ...row.criteria, Tags: row.tags.join(',') },
    Conditions: { Preconditions: row.preconditions },
    Sources: row.sources,
    Risk: row.risk,
    TestSteps: row.steps.map(({ Id, Action, ExpectedResult }) => ({ Id, Action, ExpectedResult })),
  };
}
