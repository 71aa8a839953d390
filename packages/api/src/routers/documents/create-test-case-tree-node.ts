import { CREATE_TEST_CASE_TREE_NODE } from '@tmt/contract';
import { createTestCaseTreeNode as create } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const createTestCaseTreeNode = rpcProcedure(CREATE_TEST_CASE_TREE_NODE).mutation(({ ctx, input }) =>
  create(ctx.service, input),
);
