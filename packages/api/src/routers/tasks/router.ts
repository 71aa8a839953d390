import { router } from '../../trpc';
import { createProjectVersion } from './create-project-version';
import { deleteTestSuite } from './delete-test-suite';

export const tasksRouter = router({ createProjectVersion, deleteTestSuite });
