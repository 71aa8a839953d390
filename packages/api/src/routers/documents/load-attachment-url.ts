import { LOAD_ATTACHMENT_URL } from '@tmt/contract';
import { loadAttachmentUrl as load } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const loadAttachmentUrl = rpcProcedure(LOAD_ATTACHMENT_URL).query(({ ctx, input }) =>
  load(ctx.service, input, ctx.urlSecret),
);
