import { UpdateTestCaseTreeNodeParams } from '@tmt/contract';
import { updateTreeNode } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const updateTestCaseTreeNode = rpcProcedure('UPDATE_TEST_CASE_TREE_NODE')
  .input(UpdateTestCaseTreeNodeParams)
  .mutation(({ ctx, input }) => updateTreeNode(ctx.service, input.docRef, input.document));
