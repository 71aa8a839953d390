import { type Locale, RpcErrorCode } from '@tmt/contract';
import { DomainError } from '@tmt/core';
import { TRPCError } from '@trpc/server';
import { concurrentChange } from '../concurrent-failure';
import { domainRpcError } from './domain-rpc-error';
import { type JsonRpcError, protocolError } from './protocol';

interface SchemaIssue {
  path?: readonly (PropertyKey | { key: PropertyKey })[];
  message: string;
  code?: string;
}

const hasIssues = (e: unknown): e is { issues: SchemaIssue[] } =>
  typeof e === 'object' && e !== null && Array.isArray((e as { issues?: unknown }).issues);

const issuePath = (i: SchemaIssue) =>
  (i.path ?? []).map((seg) => String(typeof seg === 'object' && seg !== null ? seg.key : seg)).join('.');

/**
 * A domain error, a schema failure, or a database refusal a caller can retry (a lock, statement or pool wait that
 * timed out: -32009, see concurrentChange) on the JSON-RPC table; `undefined` for anything else. Every route that
 * answers JSON-RPC error bodies (uploads, downloads, event streams) maps through here, as procedures do.
 */
export function knownRpcError(err: unknown, locale: Locale): JsonRpcError | undefined {
  const thrown = err instanceof TRPCError ? err.cause : err;
  const cause = thrown instanceof DomainError ? thrown : concurrentChange(thrown);
  if (cause) return domainRpcError(cause, locale);
  if (err instanceof TRPCError && err.code === 'BAD_REQUEST' && hasIssues(thrown)) {
    const issues = thrown.issues.map((i) => ({
      path: ['params', issuePath(i)].filter(Boolean).join('.'),
      message: i.message,
      code: i.code,
    }));
    return protocolError(locale, RpcErrorCode.INVALID_PARAMS, 'INVALID_PARAMS', {}, { issues });
  }
  return undefined;
}

/** The generic -32603 answer: no detail, only the request id to quote. */
export const internalRpcError = (locale: Locale, requestId: string): JsonRpcError =>
  protocolError(locale, RpcErrorCode.INTERNAL_ERROR, 'INTERNAL_ERROR', { requestId }, { requestId });

/**
 * Maps what a procedure threw onto the JSON-RPC error table. Anything unexpected is reported to `onInternal`
 * (which logs it with the request id) and answered as -32603 without detail.
 */
export function toRpcError(
  err: unknown,
  locale: Locale,
  requestId: string,
  onInternal: (err: unknown) => void,
): JsonRpcError {
  const known = knownRpcError(err, locale);
  if (known) return known;
  onInternal(err);
  return internalRpcError(locale, requestId);
}
