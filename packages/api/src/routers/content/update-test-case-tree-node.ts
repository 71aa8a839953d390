import { UpdateTestCaseTreeNodeParams } from '@tmt/contract';
import { updateTreeNode } from '@tmt/core';
import { authedProcedure, withLocale } from '../../trpc';

export const updateTestCaseTreeNode = authedProcedure
  .meta({ rpc: { method: 'UPDATE_TEST_CASE_TREE_NODE' } })
  .input(UpdateTestCaseTreeNodeParams)
  .mutation(({ ctx, input }) => updateTreeNode(withLocale(ctx.service, input.locale), input.docRef, input.document));
