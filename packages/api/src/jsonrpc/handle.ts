import { discoverDocument, type Locale, RpcErrorCode } from '@tmt/contract';
import examples from '@tmt/contract/examples.json' with { type: 'json' };
import { callLocale } from '../call-locale';
import type { Context } from '../context';
import { appRouter } from '../router';
import { type DirectCall, directCall, type ProcedureDef } from './direct-call';
import { buildMethodTable } from './method-table';
import { errorResponse, type JsonRpcResponse, protocolError, readCall } from './protocol';
import { toRpcError } from './to-rpc-error';

export interface JsonRpcRequestDeps {
  /** A fresh context per call of a batch, in the call's language, so one failing call cannot disturb another. */
  makeContext: (callLocale: Locale) => Context;
  /** The request's language (Accept-Language, else English). */
  locale: Locale;
  requestId: string;
  onInternal: (err: unknown) => void;
}

export interface JsonRpcHandlerOptions {
  /** The most entries a batch may hold. */
  maxBatch: number;
  /** Sees every answered call; the tests check each result against the contract and record examples with it. */
  onAnswer?: (method: string, params: unknown, result: unknown) => void;
}

/** The method table, built once; building it throws when two procedures claim one method name. */
export const methodTable = buildMethodTable(appRouter);

/** Each method's procedure, called directly (see directCall). */
const procedures = appRouter._def.procedures as unknown as Record<string, { _def: ProcedureDef }>;
const directCalls = new Map<string, DirectCall>(
  [...methodTable].map(([method, path]) => [
    method,
    directCall(path, (procedures[path] as { _def: ProcedureDef })._def),
  ]),
);

/** The OpenRPC document of the whole API, answered by `rpc.discover` (OpenRPC's discovery method). */
const discovered = discoverDocument(examples);

async function handleOne(
  raw: unknown,
  deps: JsonRpcRequestDeps,
  options: JsonRpcHandlerOptions,
): Promise<JsonRpcResponse | null> {
  const call = readCall(raw, deps.locale);
  if ('invalid' in call) return call.invalid;
  const locale = callLocale(call.params, deps.locale);
  const answer = (response: JsonRpcResponse) => (call.notification ? null : response);
  if (call.method === 'rpc.discover') return answer({ jsonrpc: '2.0', id: call.id, result: discovered });
  const procedure = directCalls.get(call.method);
  if (!procedure) {
    return answer(
      errorResponse(
        call.id,
        protocolError(locale, RpcErrorCode.METHOD_NOT_FOUND, 'METHOD_NOT_FOUND', { method: call.method }),
      ),
    );
  }
  // Left out, or by position an empty list: no params, what a method that needs none takes as `{}`.
  if (Array.isArray(call.params) && call.params.length > 0) {
    const issues = [{ path: 'params', message: 'params must be an object of named params' }];
    return answer(
      errorResponse(call.id, protocolError(locale, RpcErrorCode.INVALID_PARAMS, 'INVALID_PARAMS', {}, { issues })),
    );
  }
  const params = call.params === undefined || Array.isArray(call.params) ? {} : call.params;
  try {
    const result = await procedure(deps.makeContext(locale), params);
    options.onAnswer?.(call.method, call.params, result ?? null);
    return answer({ jsonrpc: '2.0', id: call.id, result: result ?? null });
  } catch (err) {
    return answer(errorResponse(call.id, toRpcError(err, locale, deps.requestId, deps.onInternal)));
  }
}

/**
 * Answers one JSON-RPC 2.0 HTTP body: a single call or a batch. `undefined` means "answer with no body"
 * (notifications only).
 */
export async function handleJsonRpc(
  body: string,
  deps: JsonRpcRequestDeps,
  options: JsonRpcHandlerOptions,
): Promise<JsonRpcResponse | JsonRpcResponse[] | undefined> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return errorResponse(null, protocolError(deps.locale, RpcErrorCode.PARSE_ERROR, 'PARSE_ERROR'));
  }
  if (!Array.isArray(parsed)) return (await handleOne(parsed, deps, options)) ?? undefined;
  if (parsed.length === 0 || parsed.length > options.maxBatch) {
    const detail = parsed.length ? `a batch holds at most ${options.maxBatch} requests` : 'a batch must not be empty';
    return errorResponse(null, protocolError(deps.locale, RpcErrorCode.INVALID_REQUEST, 'INVALID_REQUEST', { detail }));
  }
  const responses = (await Promise.all(parsed.map((raw) => handleOne(raw, deps, options)))).filter((r) => r !== null);
  return responses.length ? responses : undefined;
}
