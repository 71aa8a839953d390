import { router } from '../../trpc';
import { createTestCaseTreeNode } from './create-test-case-tree-node';
import { deleteDocument } from './delete-document';
import { deleteFolder } from './delete-folder';
import { listDocuments } from './list-documents';
import { listTestSuites } from './list-test-suites';
import { moveTestCase } from './move-test-case';
import { searchVersion } from './search-version';
import { updateTestCaseTreeNode } from './update-test-case-tree-node';

export const contentRouter = router({
  listTestSuites,
  listDocuments,
  createTestCaseTreeNode,
  updateTestCaseTreeNode,
  deleteDocument,
  deleteFolder,
  moveTestCase,
  searchVersion,
});
