import { invalidParams } from '../errors';
import type { VersionSpec } from './resolve-version';

const scopeFields = {
  ProjectId: 'projectId',
  SubprojectId: 'subProjectId',
  ProjectVersionNumber: 'projectVersionNumber',
} as const;

/**
 * Splits the filters that choose the project version (ProjectId, SubprojectId, ProjectVersionNumber) from the
 * ones that filter rows. A scope filter takes one value and cannot exclude.
 */
export function takeScopeFilters(filters: string[]): { spec: VersionSpec; rest: string[] } {
  const spec: VersionSpec = {};
  const rest: string[] = [];
  for (const entry of filters) {
    const colon = entry.indexOf(':');
    const name = entry
      .slice(0, colon)
      .replace(/^-?Root\.[A-Za-z]+\./, '')
      .replace(/^-/, '');
    const key = Object.hasOwn(scopeFields, name) ? scopeFields[name as keyof typeof scopeFields] : undefined;
    if (!key) {
      rest.push(entry);
      continue;
    }
    const value = entry.slice(colon + 1);
    if (entry.startsWith('-') || spec[key] !== undefined) throw invalidParams('INVALID_PARAMS', { field: name });
    if (key === 'projectVersionNumber') {
      if (!/^[1-9]\d*$/.test(value)) throw invalidParams('INVALID_PARAMS', { field: name });
      spec.projectVersionNumber = Number(value);
    } else spec[key] = value;
  }
  return { spec, rest };
}
