import { ListSubProjectsParams } from '@tmt/contract';
import { listSubProjects as list } from '@tmt/core';
import { authedProcedure, withLocale } from '../../trpc';

export const listSubProjects = authedProcedure
  .meta({ rpc: { method: 'LIST_SUB_PROJECTS' } })
  .input(ListSubProjectsParams)
  .query(({ ctx, input }) => list(withLocale(ctx.service, input.locale), input));
