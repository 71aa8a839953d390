import { router } from '../../trpc';
import { listPinnedDocuments } from './list-pinned-documents';
import { updatePinStatus } from './update-pin-status';

export const pinsRouter = router({ listPinnedDocuments, updatePinStatus });
