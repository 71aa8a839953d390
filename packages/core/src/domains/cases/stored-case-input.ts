import type { TestStep } from '../../kernel/entities';

/** A stored case row in the shape of TestCaseInput, so a partial update can be merged over it and re-validated. */
export function storedCaseInput(row: Record<string, unknown>) {
  const criteria = row.criteria as Record<string, unknown>;
  return {
    General: {
      Title: row.title,
      Description: row.description,
      Status: row.status,
      Type: row.type,
      Automation: row.automation,
      Prioritization: row.prioritization,
      EstimatedExecutionTime: row.estimated_execution_time,
      User: row.assignee,
      ImportantAdditionForNextTestRun: row.important_addition,
    },
    Criteria: { ...criteria, Tags: (row.tags as string[]).join(',') },
    Conditions: { Preconditions: row.preconditions },
    Sources: row.sources,
    Risk: row.risk,
    TestSteps: (row.steps as TestStep[]).map(({ Id, Action, ExpectedResult }) => ({ Id, Action, ExpectedResult })),
  };
}
