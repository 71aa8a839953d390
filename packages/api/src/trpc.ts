import {
  callPermission,
  hasUnstorableInput,
  type Locale,
  type MethodDefinition,
  type MethodPermission,
  unstorableTextIssues,
} from '@tmt/contract';
import { callContext, DomainError, fillAnswer, type ServiceContext, withinTenantShare } from '@tmt/core';
import { initTRPC, type TRPCError } from '@trpc/server';
import { callLocale, inLocale } from './call-locale';
import { concurrentChange, isRetryable } from './concurrent-failure';
import type { Context } from './context';
import { toTrpcError } from './to-trpc-error';
import { trpcErrorShape } from './trpc-error-shape';

/**
 * `rpc.method` exposes a procedure on the JSON-RPC endpoint under that documented name; `rpc.permission` is what its
 * definition says the caller's role must allow.
 */
export interface Meta {
  rpc?: { method: string; permission: MethodPermission };
}

// /api/trpc answers on the JSON-RPC table too: an error a call raised in its own locale (see `inLocale`), anything
// that failed before (no procedure, unreadable request) in the request's.
const t = initTRPC.context<Context>().meta<Meta>().create({ isDev: false, errorFormatter: trpcErrorShape });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Attempts of a call whose transaction PostgreSQL rolled back as a deadlock victim. */
const MAX_ATTEMPTS = 3;

/** A domain error thrown through tRPC, marked with the language of the call that raised it. */
const failure = (error: DomainError, locale: Locale) => inLocale(toTrpcError(error), locale);

/** What one attempt of a call answers: tRPC's middleware result, or the same from the JSON-RPC adapter's direct call. */
export type Attempt = { ok: true; data: unknown } | { ok: false; error: TRPCError };

/**
 * What every call goes through, on either endpoint, once its locale is decided (everything after fails in it): a
 * caller is needed; text PostgreSQL cannot store (NUL, lone surrogates) is refused in the raw input, before any
 * schema or service sees it; each attempt gets a ServiceContext in the call's locale that carries what the method
 * needs of the caller's role (for a method serving several models, by the model its params name), which every access
 * check of the call compares with the role that applies; domain errors are typed on the way out, and every failure
 * remembers the call's locale for the error formatter. `attempt` parses the params and runs the procedure.
 */
export async function serveCall<R extends Attempt>(
  ctx: Context,
  locale: Locale,
  input: unknown,
  meta: Meta | undefined,
  attempt: (service: ServiceContext) => Promise<R>,
): Promise<R> {
  const { orm, principal, header } = ctx;
  if (!principal) throw failure(ctx.authFailure ?? new DomainError('UNAUTHENTICATED', 'TOKEN_MISSING'), locale);
  if (hasUnstorableInput(input)) {
    const issues = unstorableTextIssues(input);
    throw failure(new DomainError('INVALID_PARAMS', 'INVALID_PARAMS', {}, { issues }), locale);
  }
  // A procedure without a definition (none is built so) would need the strongest permission.
  const needs = callPermission(meta?.rpc?.permission ?? 'administer', input);
  // Each attempt gets a fresh context; the one that succeeded reads the answer's attachments and the caller's pins.
  let service: ServiceContext | undefined;
  const run = () => {
    service = callContext(orm, { principal, locale, header, needs, via: meta?.rpc?.method });
    return attempt(service);
  };
  // Within the tenant's share of the pool, so its calls waiting on a lock never take every connection.
  const result = await withinTenantShare(orm, principal.tenantId, async () => {
    let result = await run();
    // A call is one transaction: one PostgreSQL chose as a deadlock victim runs again, on a fresh context.
    for (let attempt = 1; !result.ok && attempt < MAX_ATTEMPTS && isRetryable(result.error.cause); attempt++) {
      result = await run();
    }
    if (result.ok && service) await fillAnswer(service, result.data);
    return result;
  }).catch((err: unknown) => {
    if (err instanceof DomainError) throw failure(err, locale);
    throw err;
  });
  if (result.ok) return result;
  const cause = result.error.cause instanceof DomainError ? result.error.cause : concurrentChange(result.error.cause);
  if (cause) throw failure(cause, locale);
  inLocale(result.error, locale);
  return result;
}

/**
 * serveCall as one tRPC middleware (each tRPC middleware level copies the call's options, and this sits on every
 * call). Its locale is the one the JSON-RPC adapter decided for the call, else (on /api/trpc, whose context serves a
 * batch) decided here, once, from the raw input (input that cannot be read has no locale, and fails where it is
 * parsed, after authentication).
 */
export const serveCallMiddleware = t.middleware(async ({ ctx, next, getRawInput, meta }) => {
  const locale = ctx.callLocale ?? callLocale(await getRawInput().catch(() => undefined), ctx.requestLocale);
  // A call without a caller fails as such before its input is read.
  const input = ctx.principal ? await getRawInput() : undefined;
  return serveCall(ctx, locale, input, meta, (service) => next({ ctx: { service } }));
});

const callProcedure = t.procedure.use(serveCallMiddleware);

/**
 * The one procedure builder: `rpcProcedure(GET_DOCUMENT).query(({ ctx, input }) => …)` serves the contract's method
 * definition under its documented name with its params schema, and runs the call as above, so a procedure only hands
 * `ctx.service` to its service.
 */
export const rpcProcedure = <P extends MethodDefinition['params']>(method: MethodDefinition<string, P>) =>
  callProcedure.meta({ rpc: { method: method.name, permission: method.permission } }).input(method.params);
