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

/** The locale of the call each error was raised in, for /api/trpc's error formatter. */
const callLocales = new WeakMap<TRPCError, Locale>();

/** Marks an error as raised in a call answered in `locale`; answers the error. */
export function inLocale(error: TRPCError, locale: Locale): TRPCError {
  callLocales.set(error, locale);
  return error;
}

export const localeOfCall = (error: TRPCError) => callLocales.get(error);

/** Domain errors become typed tRPC errors once, here; the original stays as `cause` for the JSON-RPC mapping. */
export const toTrpcError = (cause: DomainError, locale: Locale) =>
  inLocale(
    new TRPCError({ code: trpcCodes[cause.kind], message: messageFor(locale, cause.reason, cause.params), cause }),
    locale,
  );
