import { errorKinds, type Locale } from '@tmt/contract';
import type { DomainError } from '@tmt/core';
import { type JsonRpcError, protocolError } from './protocol';

/**
 * A domain error on the JSON-RPC error table: its kind's code, its reason's message in the call's language, its data
 * beside `reason`. The one mapping of domain errors: /api/v2/rpc, /api/trpc and the other routes answer through it.
 */
export const domainRpcError = (error: DomainError, locale: Locale): JsonRpcError =>
  protocolError(locale, errorKinds[error.kind], error.reason, error.params, error.data);
