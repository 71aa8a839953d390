import { router } from '../../trpc';
import { addTestSuitesToRun } from './add-test-suites-to-run';
import { checkTestRunEmpty } from './check-test-run-empty';
import { closeTestRun } from './close-test-run';
import { copyTestRun } from './copy-test-run';
import { deleteTestRun } from './delete-test-run';
import { deleteTestSuitesFromRun } from './delete-test-suites-from-run';
import { getTestRunStatistics } from './get-test-run-statistics';
import { getVersionRunTrends } from './get-version-run-trends';
import { listTestRuns } from './list-test-runs';

export const runsRouter = router({
  addTestSuitesToRun,
  checkTestRunEmpty,
  closeTestRun,
  copyTestRun,
  deleteTestRun,
  deleteTestSuitesFromRun,
  getTestRunStatistics,
  getVersionRunTrends,
  listTestRuns,
});
