import { DocumentPlace } from '@tmt/contract';
import { parseInput } from '../documents/parse-input';
import type { VersionSpec } from './resolve-version';

/**
 * The version a new document's General names (ProjectId, SubprojectId, ProjectVersionNumber), checked like any
 * param: a number or an object where an id belongs is invalid, never a value for the database to trip on.
 */
export function documentPlace(general: unknown): VersionSpec {
  const place = parseInput(DocumentPlace, general, ['document', 'Root', 'General']);
  return {
    projectId: place.ProjectId,
    subProjectId: place.SubprojectId,
    projectVersionNumber: place.ProjectVersionNumber,
  };
}
