import { router } from '../../trpc';
import { loadThumbnailUrl } from './load-thumbnail-url';

export const attachmentsRouter = router({ loadThumbnailUrl });
