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
