import { UPDATE_PIN_STATUS } from '@tmt/contract';
import { updatePinStatusTask } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const updatePinStatus = rpcProcedure(UPDATE_PIN_STATUS).mutation(({ ctx, input }) =>
  updatePinStatusTask.request(ctx.service, input),
);
