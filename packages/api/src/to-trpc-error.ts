import { type Locale, messageFor } from '@tmt/contract';
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

/** Domain errors become typed tRPC errors once, here; the original stays as `cause` for the JSON-RPC mapping. */
export const toTrpcError = (cause: DomainError, locale: Locale) =>
  new TRPCError({ code: trpcCodes[cause.kind], message: messageFor(locale, cause.reason, cause.params), cause });
