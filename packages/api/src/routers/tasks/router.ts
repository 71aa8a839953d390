import { router } from '../../trpc';
import { createProjectVersion } from './create-project-version';
import { deleteProject } from './delete-project';
import { deleteProjectVersion } from './delete-project-version';
import { deleteTestSuite } from './delete-test-suite';
import { resetTestSuitesOrder } from './reset-test-suites-order';
import { setTestCaseProperty } from './set-test-case-property';
import { setTestSuiteProperty } from './set-test-suite-property';

export const tasksRouter = router({
  createProjectVersion,
  deleteTestSuite,
  deleteProjectVersion,
  deleteProject,
  resetTestSuitesOrder,
  setTestCaseProperty,
  setTestSuiteProperty,
});
