import { SaveTestCaseExecutionParams } from '@tmt/contract';
import { saveTestCaseExecution as service } from '@tmt/core';
import { authedProcedure, withLocale } from '../../trpc';

export const saveTestCaseExecution = authedProcedure
  .meta({ rpc: { method: 'SAVE_TEST_CASE_EXECUTION' } })
  .input(SaveTestCaseExecutionParams)
  .mutation(({ ctx, input }) => service(withLocale(ctx.service, input.locale), input.docRef, input.document));
