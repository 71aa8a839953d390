import type { DomainError } from '@tmt/core';
import { TRPCError } from '@trpc/server';

const trpcCodes = {
  INVALID_PARAMS: 'BAD_REQUEST',
  UNAUTHENTICATED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  RATE_LIMITED: 'TOO_MANY_REQUESTS',
} as const satisfies Record<DomainError['kind'], TRPCError['code']>;

/**
 * A domain error as tRPC carries it: the code that sets /api/trpc's HTTP status, and the DomainError itself as
 * `cause`, which each wire format maps straight (domainRpcError), in the language of the call.
 */
export const toTrpcError = (cause: DomainError) => new TRPCError({ code: trpcCodes[cause.kind], cause });
