import { router } from '../../trpc';
import { addDocument } from './add-document';
import { getDocument } from './get-document';
import { getDocumentHistory } from './get-document-history';
import { modifyDocument } from './modify-document';
import { restoreDocumentVersion } from './restore-document-version';

export const documentsRouter = router({
  getDocument,
  addDocument,
  modifyDocument,
  getDocumentHistory,
  restoreDocumentVersion,
});
