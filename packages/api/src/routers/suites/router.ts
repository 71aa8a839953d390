import { router } from '../../trpc';
import { copyTestSuite } from './copy-test-suite';
import { deleteTestSuite } from './delete-test-suite';
import { getAvailableTestSuites } from './get-available-test-suites';
import { getTestSuitesInRun } from './get-test-suites-in-run';
import { listTestSuites } from './list-test-suites';
import { resetTestSuitesOrder } from './reset-test-suites-order';
import { setTestSuiteProperty } from './set-test-suite-property';

export const suitesRouter = router({
  copyTestSuite,
  deleteTestSuite,
  getAvailableTestSuites,
  getTestSuitesInRun,
  listTestSuites,
  resetTestSuitesOrder,
  setTestSuiteProperty,
});
