import { ListSubProjectsParams } from '@tmt/contract';
import { listSubProjects as list } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const listSubProjects = rpcProcedure('LIST_SUB_PROJECTS')
  .input(ListSubProjectsParams)
  .query(({ ctx, input }) => list(ctx.service, input));
