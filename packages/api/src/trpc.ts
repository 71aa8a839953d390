import { messageFor } from '@tmt/contract';
import { callContext, DomainError, type ServiceContext, withCallLocale } from '@tmt/core';
import { initTRPC, TRPCError } from '@trpc/server';
import type { Context } from './context';

/** `rpc.method` exposes a procedure on the JSON-RPC endpoint under that documented name. */
export interface Meta {
  rpc?: { method: string };
}

const t = initTRPC.context<Context>().meta<Meta>().create({ isDev: false });

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

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/**
 * Procedures that need a caller: the context then carries a ServiceContext for the core services, and domain
 * errors are typed on the way out. One middleware, as this wraps every call.
 */
export const authedProcedure = t.procedure.use(async ({ ctx, next }) => {
  if (!ctx.principal) throw toTrpcError(new DomainError('UNAUTHENTICATED', 'TOKEN_MISSING'), ctx.locale);
  const service = callContext(ctx.orm, { principal: ctx.principal, locale: ctx.locale, header: ctx.header });
  const result = await next({ ctx: { service } });
  if (!result.ok && result.error.cause instanceof DomainError) throw toTrpcError(result.error.cause, ctx.locale);
  return result;
});

/** The service context with the call's own `locale` param, when it sent one. */
export const withLocale = (service: ServiceContext, locale: ServiceContext['locale'] | undefined): ServiceContext =>
  locale ? withCallLocale(service, locale) : service;
