/** An error answer of the TMT API: `code` from the JSON-RPC error table, `reason` its stable machine code. */
export class TmtRpcError extends Error {
  readonly code: number;
  readonly data: { reason?: string; [key: string]: unknown };
  /** The HTTP status when it was not 200 (401, 413, 429, …). */
  readonly status: number | undefined;

  constructor(error: { code: number; message: string; data?: Record<string, unknown> }, status?: number) {
    super(error.message);
    this.name = 'TmtRpcError';
    this.code = error.code;
    this.data = error.data ?? {};
    this.status = status === 200 ? undefined : status;
  }

  get reason(): string | undefined {
    return this.data.reason;
  }
}

/** The call could not reach the server or was cut off: network failure, timeout or abort. */
export class TmtTransportError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'TmtTransportError';
  }
}

/** A task request that ended in ERROR: its stored reason (a rule it broke, or TASK_FAILED). */
export class TmtTaskError extends Error {
  constructor(
    readonly docRef: string,
    readonly reason: string,
    message: string,
  ) {
    super(message);
    this.name = 'TmtTaskError';
  }
}
