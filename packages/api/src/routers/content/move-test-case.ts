import { MoveTestCaseParams } from '@tmt/contract';
import { moveTestCase as move } from '@tmt/core';
import { authedProcedure, withLocale } from '../../trpc';

export const moveTestCase = authedProcedure
  .meta({ rpc: { method: 'MOVE_TEST_CASE' } })
  .input(MoveTestCaseParams)
  .mutation(({ ctx, input }) => move(withLocale(ctx.service, input.locale), input));
