import { LIST_MULTIPLE_LINKS_TEST_CASES_IN_RUN } from '@tmt/contract';
import { listMultipleLinksTestCasesInRun as service } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const listMultipleLinksTestCasesInRun = rpcProcedure(LIST_MULTIPLE_LINKS_TEST_CASES_IN_RUN).query(
  ({ ctx, input }) => service(ctx.service, input),
);
