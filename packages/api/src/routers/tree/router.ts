import { router } from '../../trpc';
import { copyItemsInTestSuite } from './copy-items-in-test-suite';
import { copyTestFolder } from './copy-test-folder';
import { moveItemsInTestSuite } from './move-items-in-test-suite';
import { moveTestFolder } from './move-test-folder';

export const treeRouter = router({ copyItemsInTestSuite, copyTestFolder, moveItemsInTestSuite, moveTestFolder });
