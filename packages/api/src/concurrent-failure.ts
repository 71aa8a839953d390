import { DomainError, hasErrorName, sqlStateOf, timeoutRefusal } from '@tmt/core';

/** A deadlock or serialization failure: PostgreSQL rolled the call's transaction back, and running it again may pass. */
export const isRetryable = (err: unknown): boolean => {
  const state = sqlStateOf(err);
  return state === '40P01' || state === '40001';
};

/**
 * Another call deleted what this one was about to link to or read under lock (a foreign key now points nowhere,
 * or a row checked a moment ago is gone), or held what it needed too long (see timeoutRefusal): a conflict with the
 * state, not an internal error.
 */
export function concurrentChange(err: unknown): DomainError | undefined {
  if (sqlStateOf(err) === '23503' || hasErrorName(err, 'NotFoundError')) {
    return new DomainError('CONFLICT', 'CONCURRENTLY_CHANGED');
  }
  return timeoutRefusal(err);
}
