import { type Locale, RpcErrorCode } from '@tmt/contract';
import type { TRPC_ERROR_CODE_NUMBER, TRPCDefaultErrorShape, TRPCError } from '@trpc/server';
import { localeOfCall } from './call-locale';
import { type JsonRpcError, protocolError } from './jsonrpc/protocol';
import { internalRpcError, knownRpcError } from './jsonrpc/to-rpc-error';

/** Thrown by an HTTP adapter when building a call's context failed unexpectedly: it keeps the request id. */
export class ContextFailure extends Error {
  constructor(
    readonly requestId: string,
    cause: unknown,
  ) {
    super('the call context could not be built', { cause });
    this.name = 'ContextFailure';
  }
}

const invalidRequest = (locale: Locale) =>
  protocolError(locale, RpcErrorCode.INVALID_REQUEST, 'INVALID_REQUEST', {
    detail: 'not a request this tRPC endpoint serves',
  });

/** Errors tRPC raises itself, about the request rather than the call, on the JSON-RPC table. */
function protocolRpcError(error: TRPCError, locale: Locale, path: string | undefined): JsonRpcError | undefined {
  switch (error.code) {
    case 'PARSE_ERROR':
      return protocolError(locale, RpcErrorCode.PARSE_ERROR, 'PARSE_ERROR');
    case 'NOT_FOUND':
      return protocolError(locale, RpcErrorCode.METHOD_NOT_FOUND, 'METHOD_NOT_FOUND', { method: path ?? '' });
    case 'BAD_REQUEST':
      // tRPC reports input that is not JSON so.
      if (error.cause instanceof SyntaxError) return protocolError(locale, RpcErrorCode.PARSE_ERROR, 'PARSE_ERROR');
      return invalidRequest(locale);
    case 'METHOD_NOT_SUPPORTED':
    case 'UNSUPPORTED_MEDIA_TYPE':
      return invalidRequest(locale);
    default:
      return undefined;
  }
}

/**
 * An error of /api/trpc on the same table as the JSON-RPC endpoint: code, localized message and `data.reason`.
 * Anything unexpected (`internal`) answers the generic message with the request id; its detail (SQL, stack,
 * paths) stays in the server log.
 */
export function describeTrpcError(
  error: TRPCError,
  locale: Locale,
  requestId: string | undefined,
  path?: string,
): { rpc: JsonRpcError; internal: boolean } {
  const known = knownRpcError(error, locale) ?? protocolRpcError(error, locale, path);
  if (known) return { rpc: known, internal: false };
  const id = requestId ?? (error.cause instanceof ContextFailure ? error.cause.requestId : 'unknown');
  return { rpc: internalRpcError(locale, id), internal: true };
}

/**
 * The error shape of /api/trpc: the JSON-RPC table's code, message and data, in the locale of the call that raised
 * it (else the request's: no procedure, unreadable request), with tRPC's own `code`, `httpStatus` and `path` kept
 * for its client.
 */
export function trpcErrorShape({
  shape,
  error,
  ctx,
  path,
}: {
  shape: TRPCDefaultErrorShape;
  error: TRPCError;
  ctx: { requestLocale: Locale; requestId: string } | undefined;
  path: string | undefined;
}) {
  const { rpc } = describeTrpcError(error, localeOfCall(error) ?? ctx?.requestLocale ?? 'en', ctx?.requestId, path);
  const { code, httpStatus } = shape.data;
  // tRPC types `code` as one of its own numbers; this endpoint answers with the JSON-RPC table's (-32001, -32004, …).
  return {
    code: rpc.code as TRPC_ERROR_CODE_NUMBER,
    message: rpc.message,
    data: { ...rpc.data, code, httpStatus, path },
  };
}
