import { DomainError } from '../errors';

/**
 * Refuses (STALE_MODEL_VERSION) a change based on another version than the stored one, read under the row lock.
 * `expected` is the call's opt-in `expectedModelVersion`; `__meta` of a sent document is never read (spec: read only).
 */
export function checkModelVersion(expected: number | undefined, current: number): void {
  if (expected !== undefined && expected !== current) {
    throw new DomainError('CONFLICT', 'STALE_MODEL_VERSION', { expected: String(expected), current: String(current) });
  }
}
