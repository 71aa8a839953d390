import { ListMultipleLinksTestCasesInRunParams } from '@tmt/contract';
import { listMultipleLinksTestCasesInRun as service } from '@tmt/core';
import { authedProcedure, withLocale } from '../../trpc';

export const listMultipleLinksTestCasesInRun = authedProcedure
  .meta({ rpc: { method: 'LIST_MULTIPLE_LINKS_TEST_CASES_IN_RUN' } })
  .input(ListMultipleLinksTestCasesInRunParams)
  .query(({ ctx, input }) => service(withLocale(ctx.service, input.locale), input));
