import { router } from '../../trpc';
import { loadAttachmentUrl } from './load-attachment-url';

export const attachmentsRouter = router({ loadAttachmentUrl });
