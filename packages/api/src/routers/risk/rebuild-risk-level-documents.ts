import { REBUILD_RISK_LEVEL_DOCUMENTS } from '@tmt/contract';
import { rebuildRiskLevelDocumentsTask } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const rebuildRiskLevelDocuments = rpcProcedure(REBUILD_RISK_LEVEL_DOCUMENTS).mutation(({ ctx, input }) =>
  rebuildRiskLevelDocumentsTask.request(ctx.service, input),
);
