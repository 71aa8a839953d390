/** The error object of a JSON-RPC 2.0 answer; `data.reason` is the server's stable machine code. */
export interface RpcErrorObject {
  code: number;
  message: string;
  data?: { reason?: string };
}

export class RpcError extends Error {
  readonly code: number;
  readonly reason: string | undefined;

  constructor(error: RpcErrorObject) {
    super(error.message);
    this.name = 'RpcError';
    this.code = error.code;
    this.reason = error.data?.reason;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const isErrorObject = (value: unknown): value is RpcErrorObject =>
  isRecord(value) && typeof value.code === 'number' && typeof value.message === 'string';

/**
 * Calls one method on the JSON-RPC endpoint and returns its `result`.
 * Throws an RpcError when the server answers with a JSON-RPC error (including the 401 for a bad token).
 */
export async function callRpc(method: string, params: object, token: string, signal?: AbortSignal): Promise<unknown> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  // Without a token the server answers TOKEN_MISSING, which is the clearest message to show.
  if (token) headers.Authorization = `Bearer ${token}`;

  const response = await fetch('/api/v2/rpc', {
    method: 'POST',
    headers,
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal,
  });
  const body: unknown = await response.json().catch(() => undefined);

  if (isRecord(body) && isErrorObject(body.error)) throw new RpcError(body.error);
  if (!response.ok || !isRecord(body) || !('result' in body)) {
    throw new Error(`Unexpected answer from the server (HTTP ${response.status})`);
  }
  return body.result;
}
