import { DomainError } from '@tmt/core';

/** The SQLSTATE of a database failure behind `err`, following `cause` links (tRPC and MikroORM wrap it). */
function sqlState(err: unknown): string | undefined {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

const hasName = (err: unknown, name: string): boolean => {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { name?: unknown }).name === name) return true;
  }
  return false;
};

/** A deadlock or serialization failure: PostgreSQL rolled the call's transaction back, and running it again may pass. */
export const isRetryable = (err: unknown): boolean => {
  const state = sqlState(err);
  return state === '40P01' || state === '40001';
};

/**
 * Another call deleted what this one was about to link to or read under lock (a foreign key now points nowhere,
 * or a row checked a moment ago is gone): a conflict with the state, not an internal error.
 */
export function concurrentChange(err: unknown): DomainError | undefined {
  if (sqlState(err) === '23503' || hasName(err, 'NotFoundError')) {
    return new DomainError('CONFLICT', 'CONCURRENTLY_CHANGED');
  }
  return undefined;
}
