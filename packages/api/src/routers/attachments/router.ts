import { router } from '../../trpc';
import { loadAttachmentUrl } from './load-attachment-url';
import { loadThumbnailUrl } from './load-thumbnail-url';

export const attachmentsRouter = router({ loadAttachmentUrl, loadThumbnailUrl });
