import { z } from 'zod';

export const Locale = z.enum(['en', 'de']);
export type Locale = z.infer<typeof Locale>;

export const DocumentModelName = z.enum([
  'Project-dm',
  'ProjectVersion-dm',
  'ProjectSetting-dm',
  'TestSuite-dm',
  'TestFolder-dm',
  'TestCase-dm',
  'TestRun-dm',
  'TestRunTestCaseAdditionalFields-dm',
  'TaskRequest-dm',
  'Tag-dm',
  'RiskLevel-dm',
  'User-dm',
  'Attachment-dm',
]);
export type DocumentModelName = z.infer<typeof DocumentModelName>;

export const RelationshipModel = z.enum([
  'ProjectSubproject-rm',
  'TestRunTestSuite-rm',
  'TestSuiteTestCaseFolder-rm',
  'TestFolderTestCaseFolder-rm',
]);
export type RelationshipModel = z.infer<typeof RelationshipModel>;

/** The sub project placeholder: "the parent project itself". */
export const NO_SUBPROJECT = '_';
