import { hasUnstorableInput, type Locale, messageFor, unstorableTextIssues } from '@tmt/contract';
import { callContext, DomainError, type ServiceContext, withCallLocale } from '@tmt/core';
import { initTRPC, TRPCError } from '@trpc/server';
import { concurrentChange, isRetryable } from './concurrent-failure';
import type { Context } from './context';
import { describeTrpcError } from './trpc-error-shape';

/** `rpc.method` exposes a procedure on the JSON-RPC endpoint under that documented name. */
export interface Meta {
  rpc?: { method: string };
}

const inputLocale = (input: unknown): Locale | undefined => {
  const locale = (input as { locale?: unknown } | undefined)?.locale;
  return locale === 'en' || locale === 'de' ? locale : undefined;
};

const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    isDev: false,
    // /api/trpc answers on the JSON-RPC table too; tRPC's own `code`, `httpStatus` and `path` stay for its client.
    errorFormatter: ({ shape, error, ctx, path, input }) => {
      const { rpc } = describeTrpcError(error, inputLocale(input) ?? ctx?.locale ?? 'en', ctx?.requestId, path);
      const { code, httpStatus } = shape.data;
      return { code: rpc.code, message: rpc.message, data: { ...rpc.data, code, httpStatus, path } };
    },
  });

const trpcCodes = {
  INVALID_PARAMS: 'BAD_REQUEST',
  UNAUTHENTICATED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  RATE_LIMITED: 'TOO_MANY_REQUESTS',
} as const satisfies Record<DomainError['kind'], TRPCError['code']>;

/** Domain errors become typed tRPC errors once, here; the original stays as `cause` for the JSON-RPC mapping. */
const toTrpcError = (cause: DomainError, locale: Context['locale']) =>
  new TRPCError({ code: trpcCodes[cause.kind], message: messageFor(locale, cause.reason, cause.params), cause });

/** Attempts of a call whose transaction PostgreSQL rolled back as a deadlock victim. */
const MAX_ATTEMPTS = 3;

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/**
 * Procedures that need a caller: the context then carries a ServiceContext for the core services, and domain
 * errors are typed on the way out. Text PostgreSQL cannot store (NUL, lone surrogates) is refused here, in the
 * raw input of every call, before any schema or service sees it. One middleware, as this wraps every call.
 */
export const authedProcedure = t.procedure.use(async ({ ctx, next, getRawInput }) => {
  if (!ctx.principal) throw toTrpcError(new DomainError('UNAUTHENTICATED', 'TOKEN_MISSING'), ctx.locale);
  const input = await getRawInput();
  if (hasUnstorableInput(input)) {
    const issues = unstorableTextIssues(input);
    throw toTrpcError(new DomainError('INVALID_PARAMS', 'INVALID_PARAMS', {}, { issues }), ctx.locale);
  }
  const principal = ctx.principal;
  const run = () =>
    next({ ctx: { service: callContext(ctx.orm, { principal, locale: ctx.locale, header: ctx.header }) } });
  let result = await run();
  // A call is one transaction: one PostgreSQL chose as a deadlock victim runs again, on a fresh context.
  for (let attempt = 1; !result.ok && attempt < MAX_ATTEMPTS && isRetryable(result.error.cause); attempt++) {
    result = await run();
  }
  if (result.ok) return result;
  const cause = result.error.cause instanceof DomainError ? result.error.cause : concurrentChange(result.error.cause);
  if (cause) throw toTrpcError(cause, ctx.locale);
  return result;
});

/** The service context with the call's own `locale` param, when it sent one. */
export const withLocale = (service: ServiceContext, locale: ServiceContext['locale'] | undefined): ServiceContext =>
  locale ? withCallLocale(service, locale) : service;
