import { DomainError } from '../errors';
import { invalidInput } from './parse-input';

/**
 * The `__meta.modelVersion` a client sent back with a modify, if any. It is the one part of `__meta` read on
 * input: a client that sends it asks for optimistic concurrency. Absent or null means "no check".
 */
export function sentModelVersion(document: unknown): number | undefined {
  const meta = (document as { __meta?: unknown } | null)?.__meta;
  if (meta === undefined || meta === null || typeof meta !== 'object') return undefined;
  const version = (meta as { modelVersion?: unknown }).modelVersion;
  if (version === undefined || version === null) return undefined;
  if (typeof version !== 'number' || !Number.isSafeInteger(version) || version < 1) {
    throw invalidInput([
      {
        path: 'params.document.__meta.modelVersion',
        message: 'modelVersion is a whole number from 1',
        code: 'invalid_type',
      },
    ]);
  }
  return version;
}

/** Refuses (STALE_MODEL_VERSION) a modify based on another version than the stored one, read under the row lock. */
export function checkModelVersion(sent: number | undefined, current: number): void {
  if (sent !== undefined && sent !== current) {
    throw new DomainError('CONFLICT', 'STALE_MODEL_VERSION', { expected: String(sent), current: String(current) });
  }
}
