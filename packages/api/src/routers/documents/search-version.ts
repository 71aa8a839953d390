import { SEARCH_VERSION } from '@tmt/contract';
import { searchVersion as service } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const searchVersion = rpcProcedure(SEARCH_VERSION).query(({ ctx, input }) => service(ctx.service, input));
