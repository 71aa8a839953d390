import { z } from 'zod';
import { ProjectSettingGroups } from '../project-setting';
import { roleNames } from '../roles';
import { epochMs, int, MetadataFields, modelDocument, nullableText, projectFields, text } from './envelope';

const projectGeneral = z.strictObject({
  Title: text,
  Id: text,
  TechnicalId: text,
  TenantId: text,
  /** `_` for a parent project. */
  ParentId: text,
  Description: text,
  /** Suites of the latest version. */
  TestSuites: int,
  /** `<closed runs>/<all runs>`. */
  TestRuns: text,
});

/** The caller's strongest role on the project (null: none applies, as for a parent read through a sub project role). */
const callerRoleMetadata = { CallerRole: z.enum(roleNames).nullable() };

export const ProjectDocument = modelDocument(
  'Project-dm',
  'ProjectDocument',
  { General: projectGeneral },
  callerRoleMetadata,
);

const versionGeneral = z.strictObject({
  ...projectFields,
  VersionNumber: int,
  DerivedVersionNumber: int.nullable(),
  DerivedVersionCreatedOn: epochMs.nullable(),
  DisplayDerivedVersionCreatedOn: nullableText,
  DerivedVersionTitle: nullableText,
  Status: text,
  Title: text,
  TenantId: text,
  Id: text,
  TechnicalId: text,
  WrapperNode: z.boolean(),
  UseSubjectSpecificOrderForTestSuite: z.boolean(),
  IsLatestVersion: z.boolean(),
  KeyPoints: text,
  Description: text,
  Ancestors: z.array(z.unknown()),
  CloseRequestOn: epochMs.nullable(),
  DisplayCloseRequestOn: nullableText,
  CloseStartOn: epochMs.nullable(),
  DisplayCloseStartOn: nullableText,
  CloseFinishedOn: epochMs.nullable(),
  DisplayCloseFinishedOn: nullableText,
  IsAwaitingClosure: z.boolean(),
});

export const ProjectVersionDocument = modelDocument('ProjectVersion-dm', 'ProjectVersionDocument', {
  General: versionGeneral,
});

/** LOAD_PROJECT_WITH_VERSION: the project with the version asked for as its `Version` group. */
export const ProjectWithVersionDocument = modelDocument(
  'Project-dm',
  'ProjectWithVersionDocument',
  {
    General: projectGeneral,
    Version: z.strictObject({ docRef: text, General: versionGeneral, Metadata: z.strictObject(MetadataFields) }),
  },
  callerRoleMetadata,
);

export const ProjectSettingDocument = modelDocument('ProjectSetting-dm', 'ProjectSettingDocument', {
  General: z.strictObject({ ...projectFields, TenantId: text, TechnicalId: text }),
  ...ProjectSettingGroups.shape,
});
