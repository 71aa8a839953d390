import { MOVE_TEST_CASE } from '@tmt/contract';
import { moveTestCase as move } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const moveTestCase = rpcProcedure(MOVE_TEST_CASE).mutation(({ ctx, input }) => move(ctx.service, input));
