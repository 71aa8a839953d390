import { getTRPCErrorFromUnknown, TRPCError } from '@trpc/server';
import { z } from 'zod';
import type { Context } from '../context';
import { type Attempt, type Meta, serveCall, serveCallMiddleware } from '../trpc';

/** A procedure's definition as tRPC keeps it (`procedure._def`): what rpcProcedure built it from. */
export interface ProcedureDef {
  type: string;
  meta?: Meta;
  inputs: unknown[];
  middlewares: unknown[];
  resolver?: (opts: {
    ctx: unknown;
    input: unknown;
    path: string;
    type: string;
    meta: Meta | undefined;
    signal: undefined;
    getRawInput: () => Promise<unknown>;
  }) => Promise<unknown>;
}

interface ParamsSchema {
  safeParse(value: unknown): { success: true; data: unknown } | { success: false; error: unknown };
  parseAsync(value: unknown): Promise<unknown>;
}

/**
 * The params as the schema parses them, at once: every params schema of the contract is synchronous, and zod's async
 * parse costs a chain of promises per call. A schema with an async part (zod refuses it synchronously) is awaited.
 * Failing, it throws the ZodError tRPC's own input parser would.
 */
function parseParams(schema: ParamsSchema, params: unknown): unknown {
  let result: ReturnType<ParamsSchema['safeParse']>;
  try {
    result = schema.safeParse(params);
  } catch (err) {
    if (err instanceof z.core.$ZodAsyncError) return schema.parseAsync(params);
    throw err;
  }
  if (!result.success) throw result.error;
  return result.data;
}

/** A method's procedure as the JSON-RPC adapter calls it: what it answers, or the TRPCError it failed with. */
export type DirectCall = (ctx: Context, params: unknown) => Promise<unknown>;

const [serveCallFn] = serveCallMiddleware._middlewares;

/**
 * The procedure called as tRPC's caller would call it — serveCall, then its params schema, then its resolver, each
 * failure the same TRPCError — without tRPC's middleware chain, which copies the call's options and context at each
 * of its levels: on a small call (GET_DOCUMENT of a project) that chain cost about as much CPU as the rest of the
 * JSON-RPC handling. Only a procedure rpcProcedure built has exactly these parts; anything else is refused when the
 * method table is built, so a middleware added later cannot be skipped silently.
 */
export function directCall(path: string, def: ProcedureDef): DirectCall {
  const { meta, type, resolver } = def;
  const [schema] = def.inputs as (ParamsSchema | undefined)[];
  const [serve, parse] = def.middlewares as { _type?: string }[];
  const built =
    def.middlewares.length === 3 &&
    serve === serveCallFn &&
    parse?._type === 'input' &&
    def.inputs.length === 1 &&
    typeof schema?.safeParse === 'function' &&
    typeof schema.parseAsync === 'function' &&
    typeof resolver === 'function';
  if (!built || !schema || !resolver) {
    throw new Error(`procedure ${path} was not built by rpcProcedure: the JSON-RPC adapter cannot call it`);
  }
  return async (ctx, params) => {
    const locale = ctx.callLocale ?? ctx.requestLocale;
    const result = await serveCall(ctx, locale, params, meta, async (service): Promise<Attempt> => {
      let input: unknown;
      try {
        const parsed = parseParams(schema, params);
        input = parsed instanceof Promise ? await parsed : parsed;
      } catch (cause) {
        return { ok: false, error: new TRPCError({ code: 'BAD_REQUEST', cause }) };
      }
      try {
        const getRawInput = async () => params;
        const opts = { ctx: { ...ctx, service }, input, path, type, meta, signal: undefined, getRawInput };
        return { ok: true, data: await resolver(opts) };
      } catch (cause) {
        return { ok: false, error: getTRPCErrorFromUnknown(cause) };
      }
    });
    if (!result.ok) throw result.error;
    return result.data;
  };
}
