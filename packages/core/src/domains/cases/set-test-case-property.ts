import { sqlArray } from '../../kernel/db/sql-array';
import type { RunningTask } from '../../kernel/tasks/run-task';

/** Columns behind the properties SET_TEST_CASE_PROPERTY may set. */
export const caseProperties = {
  Status: 'status',
  Type: 'type',
  Automation: 'automation',
  Prioritization: 'prioritization',
  User: 'assignee',
  EstimatedExecutionTime: 'estimated_execution_time',
  ImportantAdditionForNextTestRun: 'important_addition',
} as const;

/** SET_TEST_CASE_PROPERTY: one UPDATE for all the cases. */
export async function setTestCaseProperty({ em, params, principal }: RunningTask) {
  const { caseIds, property, value } = params as {
    caseIds: string[];
    property: keyof typeof caseProperties;
    value: unknown;
  };
  const ids = sqlArray(caseIds, 'uuid');
  const updated = await em.execute(
    `UPDATE test_case SET ${caseProperties[property]} = ?, edited_by = ?, edited_on = now(), model_version = model_version + 1
     WHERE tenant_id = ? AND id = ANY(${ids.sql}) RETURNING id`,
    [value, principal.username, principal.tenantId, ids.param],
  );
  return { updated: updated.length };
}
