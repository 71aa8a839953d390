import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { auditProperties } from './audit';
import type { ProjectVersionRow } from './rows';

export const ProjectVersion = defineEntity({
  name: 'ProjectVersion',
  tableName: 'project_version',
  properties: (p) => ({
    id: p.uuid().primary(),
    projectId: p.uuid(),
    versionNumber: p.integer(),
    title: p.string(),
    description: p.text(),
    keyPoints: p.text(),
    status: p.string(),
    isLatestVersion: p.boolean(),
    wrapperNode: p.boolean(),
    useSubjectSpecificOrderForTestSuite: p.boolean(),
    ancestors: p.json<number[]>(),
    derivedVersionNumber: p.integer().nullable(),
    derivedVersionTitle: p.string().nullable(),
    derivedVersionCreatedOn: p.datetime().nullable(),
    closeRequestOn: p.datetime().nullable(),
    closeStartOn: p.datetime().nullable(),
    closeFinishedOn: p.datetime().nullable(),
    isAwaitingClosure: p.boolean(),
    // Kept by triggers (suite and case inserts and deletes); read, never written by the ORM.
    suiteCount: p.integer().default(0),
    caseCount: p.integer().default(0),
    ...auditProperties(),
  }),
});
export type ProjectVersion = InferEntity<typeof ProjectVersion>;

/** What calls working in a version read of it. */
export type VersionRecord = Pick<
  ProjectVersion,
  'id' | 'projectId' | 'versionNumber' | 'title' | 'status' | 'isLatestVersion' | 'suiteCount' | 'caseCount'
>;

/**
 * Reads a `project_version` row into a VersionRecord: plain data, since a hot read that merged an entity into the
 * identity map would pay for change tracking nobody uses.
 */
export function versionRecord(row: ProjectVersionRow): VersionRecord {
  return {
    id: row.id,
    projectId: row.project_id,
    versionNumber: row.version_number,
    title: row.title,
    status: row.status,
    isLatestVersion: row.is_latest_version,
    suiteCount: row.suite_count,
    caseCount: row.case_count,
  };
}
