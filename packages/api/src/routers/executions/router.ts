import { router } from '../../trpc';
import { addTestCasesToRun } from './add-test-cases-to-run';
import { addTestCasesToRunAsync } from './add-test-cases-to-run-async';
import { addTestCasesToRunById } from './add-test-cases-to-run-by-id';
import { createRunByRiskLevel } from './create-run-by-risk-level';
import { deleteTestCasesFromRun } from './delete-test-cases-from-run';
import { getTestCaseExecution } from './get-test-case-execution';
import { getTestCaseExecutions } from './get-test-case-executions';
import { listMultipleLinksTestCasesInRun } from './list-multiple-links-test-cases-in-run';
import { saveTestCaseExecution } from './save-test-case-execution';
import { saveTestExecutionsAsync } from './save-test-executions-async';
import { setTestExecutionProperty } from './set-test-execution-property';

export const executionsRouter = router({
  addTestCasesToRunAsync,
  addTestCasesToRunById,
  addTestCasesToRun,
  createRunByRiskLevel,
  deleteTestCasesFromRun,
  getTestCaseExecution,
  getTestCaseExecutions,
  listMultipleLinksTestCasesInRun,
  saveTestCaseExecution,
  saveTestExecutionsAsync,
  setTestExecutionProperty,
});
