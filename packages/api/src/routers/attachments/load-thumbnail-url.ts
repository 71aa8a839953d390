import { LOAD_THUMBNAIL_URL } from '@tmt/contract';
import { loadThumbnailUrl as load } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const loadThumbnailUrl = rpcProcedure(LOAD_THUMBNAIL_URL).query(({ ctx, input }) =>
  load(ctx.service, input.attachmentId),
);
