import { router } from '../../trpc';
import { addTestSuitesToRun } from './add-test-suites-to-run';
import { checkTestRunEmpty } from './check-test-run-empty';
import { closeTestRun } from './close-test-run';
import { copyTestRun } from './copy-test-run';
import { deleteTestRun } from './delete-test-run';
import { deleteTestSuitesFromRun } from './delete-test-suites-from-run';
import { getAvailableTestSuites } from './get-available-test-suites';
import { getTestRunStatistics } from './get-test-run-statistics';
import { getTestSuitesInRun } from './get-test-suites-in-run';
import { getVersionRunTrends } from './get-version-run-trends';
import { listMultipleLinksTestCasesInRun } from './list-multiple-links-test-cases-in-run';
import { listTestRuns } from './list-test-runs';

export const runsRouter = router({
  listTestRuns,
  deleteTestRun,
  checkTestRunEmpty,
  getAvailableTestSuites,
  getTestSuitesInRun,
  getTestRunStatistics,
  getVersionRunTrends,
  addTestSuitesToRun,
  deleteTestSuitesFromRun,
  listMultipleLinksTestCasesInRun,
  closeTestRun,
  copyTestRun,
});
