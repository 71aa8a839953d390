import { DELETE_PROJECT } from '@tmt/contract';
import { deleteProjectTask } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const deleteProject = rpcProcedure(DELETE_PROJECT).mutation(({ ctx, input }) =>
  deleteProjectTask.request(ctx.service, input),
);
