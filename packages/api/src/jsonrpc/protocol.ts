import { type ErrorReason, type Locale, messageFor, RpcErrorCode } from '@tmt/contract';

export type JsonRpcId = string | number | null;

export interface JsonRpcError {
  code: number;
  message: string;
  data: { reason: string; [key: string]: unknown };
}

export type JsonRpcResponse =
  | { jsonrpc: '2.0'; id: JsonRpcId; result: unknown }
  | { jsonrpc: '2.0'; id: JsonRpcId; error: JsonRpcError };

export interface JsonRpcCall {
  id: JsonRpcId;
  /** A request without `id` is a notification: it runs, and nothing is answered. */
  notification: boolean;
  method: string;
  params: unknown;
}

export const errorResponse = (id: JsonRpcId, error: JsonRpcError): JsonRpcResponse => ({ jsonrpc: '2.0', id, error });

/** An error object of the table: `params` fill the localized message, `data` travels beside `reason`. */
export function protocolError(
  locale: Locale,
  code: RpcErrorCode,
  reason: ErrorReason,
  params: Record<string, string> = {},
  data: Record<string, unknown> = {},
): JsonRpcError {
  return { code, message: messageFor(locale, reason, params), data: { reason, ...data } };
}

const isValidId = (id: unknown): id is JsonRpcId =>
  id === null || typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id));

/** Checks one request object's shape; answers the call or the invalid-request error (with its id when usable). */
export function readCall(raw: unknown, locale: Locale): JsonRpcCall | { invalid: JsonRpcResponse } {
  const invalid = (detail: string, id: JsonRpcId = null) => ({
    invalid: errorResponse(id, protocolError(locale, RpcErrorCode.INVALID_REQUEST, 'INVALID_REQUEST', { detail })),
  });
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return invalid('a request must be an object');
  const req = raw as Record<string, unknown>;
  const hasId = 'id' in req;
  if (hasId && !isValidId(req.id)) return invalid('id must be a string, a number or null');
  const id = hasId ? (req.id as JsonRpcId) : null;
  if (req.jsonrpc !== '2.0') return invalid('jsonrpc must be "2.0"', id);
  if (typeof req.method !== 'string' || req.method === '') return invalid('method must be a non-empty string', id);
  if ('params' in req && (typeof req.params !== 'object' || req.params === null)) {
    return invalid('params must be an object or an array', id);
  }
  return { id, notification: !hasId, method: req.method, params: req.params };
}
