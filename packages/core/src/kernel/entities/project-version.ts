import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { auditProperties } from './audit';

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
