import { LIST_SUB_PROJECTS } from '@tmt/contract';
import { listSubProjects as list } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const listSubProjects = rpcProcedure(LIST_SUB_PROJECTS).query(({ ctx, input }) => list(ctx.service, input));
