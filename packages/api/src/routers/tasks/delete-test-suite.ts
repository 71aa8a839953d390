import { DeleteTestSuiteParams } from '@tmt/contract';
import { deleteTestSuiteTask } from '@tmt/core';
import { authedProcedure, withLocale } from '../../trpc';

export const deleteTestSuite = authedProcedure
  .meta({ rpc: { method: 'DELETE_TEST_SUITE' } })
  .input(DeleteTestSuiteParams)
  .mutation(({ ctx, input }) =>
    deleteTestSuiteTask.request(withLocale(ctx.service, input.locale), input).then(() => 'OK' as const),
  );
