import type { z } from 'zod';
import { DomainError } from '../errors';

/** Validates a part of a document; issues are listed with their path from the params root. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, path: (string | number)[]): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => ({
    path: [...path, ...i.path].join('.'),
    message: i.message,
    code: i.code,
  }));
  throw new DomainError('INVALID_PARAMS', 'INVALID_PARAMS', {}, { issues });
}
