import { z } from 'zod';

/** The enumerations the document models use (content/docs/en/api/document-model/). */
export const TestCaseStatus = z.enum([
  'NEW',
  'IN_PROGRESS',
  'TO_BE_REVIEWED',
  'TO_BE_CORRECTED',
  'TO_BE_REVIEWED_AGAIN',
  'REVIEWED',
  'DONE',
]);
export const TestCaseType = z.enum(['FUNCTIONAL', 'PERFORMANCE', 'SECURITY', 'USABILITY', 'MODEL']);
export const Automation = z.enum(['TO_BE_EVALUATED', 'TO_BE_AUTOMATED', 'AUTOMATED', 'NOT_TO_BE_AUTOMATED']);
/** Suite statistics add NOT_DEFINED for cases without an automation value. */
export const AutomationCoverageName = z.enum([...Automation.options, 'NOT_DEFINED']);
export const Prioritization = z.enum(['MANDATORY', 'OPTIONAL', 'NO_TEST']);
export const RecommendedPriority = z.enum(['BLOCKER', 'HIGH', 'MEDIUM', 'LOW']);
export const AdditionalToolsAid = z.enum(['DATABASE', 'IMPORT_FILE', 'SCRIPT']);
export const AssignmentValue = z.enum(['CUSTOMER_APPROVAL', 'CUSTOMER_TEST']);
export const Dependency = z.enum(['INTERRELATION']);
export const TestFocus = z.enum(['CALCULATION', 'PERMISSION', 'REAL_TIME_CALCULATION']);
export const Likelihood = z.enum(['ALMOST_CERTAIN', 'LIKELY', 'POSSIBLE', 'UNLIKELY', 'RARE']);
export const Impact = z.enum(['SERIOUS', 'MAJOR', 'MODERATE', 'MINOR', 'INSIGNIFICANT']);
export const RiskLevel = z.enum(['LOW', 'MEDIUM', 'HIGH', 'UNDEFINED']);
export const Position = z.enum(['BOTTOM', 'TOP']);
export const CreatingEvent = z.enum(['USER_MANUALLY', 'NEW_VERSION_CREATED', 'IMPORTED', 'COPIED']);

export type AutomationCoverageName = z.infer<typeof AutomationCoverageName>;
export type RecommendedPriority = z.infer<typeof RecommendedPriority>;
export type RiskLevel = z.infer<typeof RiskLevel>;
export type CreatingEvent = z.infer<typeof CreatingEvent>;
