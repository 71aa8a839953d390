import type { ErrorKind, ErrorReason } from '@tmt/contract';

/**
 * A rule of the domain was broken. Mapped once to a tRPC code and once to the JSON-RPC table;
 * `params` fill the localized message.
 */
export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly reason: ErrorReason,
    readonly params: Record<string, string> = {},
    readonly data: Record<string, unknown> = {},
  ) {
    super(`${reason}${Object.keys(params).length ? ` ${JSON.stringify(params)}` : ''}`);
    this.name = 'DomainError';
  }
}

export const notFound = (ref: string) => new DomainError('NOT_FOUND', 'DOCUMENT_NOT_FOUND', { ref });
export const invalidParams = (reason: ErrorReason, params: Record<string, string> = {}) =>
  new DomainError('INVALID_PARAMS', reason, params);

/** The errors behind `err`, following `cause` links (tRPC and MikroORM wrap a driver's error). */
function* causes(err: unknown): Generator<object> {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    yield e;
  }
}

/** The SQLSTATE of a database failure behind `err`. */
export function sqlStateOf(err: unknown): string | undefined {
  for (const e of causes(err)) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export const hasErrorName = (err: unknown, name: string): boolean =>
  [...causes(err)].some((e) => (e as { name?: unknown }).name === name);

/**
 * The words of a pool with no connection free in time (they give the error no code): pg-pool's, after
 * connectionTimeoutMillis, and knex's, which MikroORM passes on as a DriverException without its KnexTimeoutError.
 */
const POOL_TIMEOUT = /^(timeout exceeded when trying to connect|Knex: Timeout acquiring a connection\b.*)$/;

/**
 * A call the database refused for taking too long (see DatabaseTimeouts): a lock it waited for longer than
 * lock_timeout, a statement over statement_timeout, no free connection within the acquire timeout. Its transaction
 * was rolled back, so nothing changed and the caller may retry; a conflict with the state, never an internal error.
 */
export function timeoutRefusal(err: unknown): DomainError | undefined {
  const state = sqlStateOf(err);
  if (state === '55P03') return new DomainError('CONFLICT', 'LOCK_TIMEOUT');
  if (state === '57014') return new DomainError('CONFLICT', 'STATEMENT_TIMEOUT');
  if (
    hasErrorName(err, 'KnexTimeoutError') ||
    [...causes(err)].some((e) => POOL_TIMEOUT.test(String((e as { message?: unknown }).message)))
  ) {
    return new DomainError('CONFLICT', 'DATABASE_BUSY');
  }
  return undefined;
}
