import { router } from '../../trpc';
import { addDocument } from './add-document';
import { getDocument } from './get-document';
import { modifyDocument } from './modify-document';

export const documentsRouter = router({ getDocument, addDocument, modifyDocument });
