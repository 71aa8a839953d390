import { GET_TEST_CASE_EXECUTIONS } from '@tmt/contract';
import { getTestCaseExecutions as service } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const getTestCaseExecutions = rpcProcedure(GET_TEST_CASE_EXECUTIONS).query(({ ctx, input }) =>
  service(ctx.service, input),
);
