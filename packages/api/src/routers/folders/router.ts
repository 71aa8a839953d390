import { router } from '../../trpc';
import { deleteFolder } from './delete-folder';

export const foldersRouter = router({ deleteFolder });
