import { CREATE_RUN_BY_RISK_LEVEL } from '@tmt/contract';
import { createRunByRiskLevelTask } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const createRunByRiskLevel = rpcProcedure(CREATE_RUN_BY_RISK_LEVEL).mutation(({ ctx, input }) =>
  createRunByRiskLevelTask.request(ctx.service, input),
);
