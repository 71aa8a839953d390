import { router } from '../../trpc';
import { closeProjectVersion } from './close-project-version';
import { copyItemsInTestSuite } from './copy-items-in-test-suite';
import { copyTestFolder } from './copy-test-folder';
import { copyTestSuite } from './copy-test-suite';
import { createProjectVersion } from './create-project-version';
import { deleteProject } from './delete-project';
import { deleteProjectVersion } from './delete-project-version';
import { deleteTestSuite } from './delete-test-suite';
import { moveItemsInTestSuite } from './move-items-in-test-suite';
import { moveTestFolder } from './move-test-folder';
import { resetTestSuitesOrder } from './reset-test-suites-order';
import { setTestCaseProperty } from './set-test-case-property';
import { setTestSuiteProperty } from './set-test-suite-property';

export const tasksRouter = router({
  createProjectVersion,
  deleteTestSuite,
  deleteProjectVersion,
  closeProjectVersion,
  deleteProject,
  resetTestSuitesOrder,
  setTestCaseProperty,
  setTestSuiteProperty,
  copyTestSuite,
  copyTestFolder,
  copyItemsInTestSuite,
  moveTestFolder,
  moveItemsInTestSuite,
});
