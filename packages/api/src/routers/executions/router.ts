import { router } from '../../trpc';
import { addTestCasesToRun } from './add-test-cases-to-run';
import { addTestCasesToRunAsync } from './add-test-cases-to-run-async';
import { addTestCasesToRunById } from './add-test-cases-to-run-by-id';
import { deleteTestCasesFromRun } from './delete-test-cases-from-run';
import { getTestCaseExecution } from './get-test-case-execution';
import { getTestCaseExecutions } from './get-test-case-executions';
import { saveTestCaseExecution } from './save-test-case-execution';
import { saveTestExecutionsAsync } from './save-test-executions-async';
import { setTestExecutionProperty } from './set-test-execution-property';

export const executionsRouter = router({
  getTestCaseExecutions,
  getTestCaseExecution,
  addTestCasesToRun,
  addTestCasesToRunById,
  addTestCasesToRunAsync,
  deleteTestCasesFromRun,
  saveTestCaseExecution,
  saveTestExecutionsAsync,
  setTestExecutionProperty,
});
