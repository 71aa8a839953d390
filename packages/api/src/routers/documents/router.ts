import { router } from '../../trpc';
import { addDocument } from './add-document';
import { createTestCaseTreeNode } from './create-test-case-tree-node';
import { deleteDocument } from './delete-document';
import { getDocument } from './get-document';
import { getDocumentHistory } from './get-document-history';
import { listDocuments } from './list-documents';
import { loadAttachmentUrl } from './load-attachment-url';
import { modifyDocument } from './modify-document';
import { restoreDocumentVersion } from './restore-document-version';
import { searchVersion } from './search-version';
import { updateTestCaseTreeNode } from './update-test-case-tree-node';

export const documentsRouter = router({
  addDocument,
  createTestCaseTreeNode,
  deleteDocument,
  getDocumentHistory,
  getDocument,
  listDocuments,
  loadAttachmentUrl,
  modifyDocument,
  restoreDocumentVersion,
  searchVersion,
  updateTestCaseTreeNode,
});
