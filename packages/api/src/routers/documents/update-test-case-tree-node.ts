import { UPDATE_TEST_CASE_TREE_NODE } from '@tmt/contract';
import { updateTestCaseTreeNode as update } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const updateTestCaseTreeNode = rpcProcedure(UPDATE_TEST_CASE_TREE_NODE).mutation(({ ctx, input }) =>
  update(ctx.service, input.docRef, input.document, input.expectedModelVersion),
);
