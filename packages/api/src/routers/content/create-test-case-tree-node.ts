import { CreateTestCaseTreeNodeParams } from '@tmt/contract';
import { createTreeNode } from '@tmt/core';
import { authedProcedure, withLocale } from '../../trpc';

export const createTestCaseTreeNode = authedProcedure
  .meta({ rpc: { method: 'CREATE_TEST_CASE_TREE_NODE' } })
  .input(CreateTestCaseTreeNodeParams)
  .mutation(({ ctx, input }) => createTreeNode(withLocale(ctx.service, input.locale), input));
