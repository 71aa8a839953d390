import type { z } from 'zod';
import { DomainError } from '../errors';

export interface InputIssue {
  path: string;
  message: string;
  code: string;
}

/** Issues name their path from the params root, like the contract's own (`params.document.Root.General.Title`). */
const issuePath = (path: PropertyKey[]) => ['params', ...path.map(String)].join('.');

export const invalidInput = (issues: InputIssue[]) =>
  new DomainError('INVALID_PARAMS', 'INVALID_PARAMS', {}, { issues });

/** Validates a part of a document; issues are listed with their path from the params root. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, path: (string | number)[]): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw invalidInput(
    result.error.issues.map((i) => ({ path: issuePath([...path, ...i.path]), message: i.message, code: i.code })),
  );
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The groups of `document.Root` a model reads. Root and every one of these groups that is sent must be an object:
 * a group of 5, null, text, a list or a boolean is refused rather than taken as "nothing to change".
 */
export function documentGroups<G extends string>(
  document: unknown,
  groups: readonly G[],
): Partial<Record<G, Record<string, unknown>>> {
  const root = isObject(document) ? document.Root : undefined;
  if (!isObject(root)) {
    throw invalidInput([
      { path: issuePath(['document', 'Root']), message: 'Root must be an object', code: 'invalid_type' },
    ]);
  }
  const issues = groups
    .filter((group) => root[group] !== undefined && !isObject(root[group]))
    .map((group) => ({
      path: issuePath(['document', 'Root', group]),
      message: `${group} must be an object`,
      code: 'invalid_type',
    }));
  if (issues.length) throw invalidInput(issues);
  return Object.fromEntries(groups.filter((g) => root[g] !== undefined).map((g) => [g, root[g]])) as Partial<
    Record<G, Record<string, unknown>>
  >;
}
