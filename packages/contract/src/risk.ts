import { z } from 'zod';
import { Locale } from './enums';
import { DocRef, ProjectId, SubprojectId, VersionNumber } from './ids';

/**
 * Risk-based testing (user guide, "Risk"; the RiskLevel-dm document model page): the categories a defect is
 * weighed by, the result codes the test history counts, and the params of the risk level methods.
 */

/** The defect categories of `ClusterDefectWeightMapping`, from the heaviest. */
export const DefectCategory = z.enum(['Blocker', 'Critical', 'Major', 'Normal', 'Minor']);
export type DefectCategory = z.infer<typeof DefectCategory>;

/** Results that say whether a case passed (Passed, Failed (new), Failed (known)): the test history counts these alone. */
export const RESULTS_COUNTED_BY_HISTORY = [2, 5, 6] as const;

/** The levels a risk run may start from; UNDEFINED is no level. */
export const MinimumRiskLevel = z.enum(['HIGH', 'MEDIUM', 'LOW']);

/** Why CREATE_RUN_BY_RISK_LEVEL chose a case. */
export const RiskSelectionReason = z.enum(['RISK_LEVEL', 'NO_TEST_HISTORY']);

const versionSpec = {
  projectId: ProjectId.optional(),
  subProjectId: SubprojectId.optional(),
  projectVersionNumber: VersionNumber.optional(),
};

/** REBUILD_RISK_LEVEL_DOCUMENTS: the version whose documents are computed again. */
export const RebuildRiskLevelDocumentsParams = z.object({ ...versionSpec, locale: Locale.optional() });

const suiteRef = DocRef.refine((r) => r.startsWith('TestSuite-dm/'), 'a docRef of TestSuite-dm');

/** CREATE_RUN_BY_RISK_LEVEL: a new active run of the cases of a version at or above a risk level. */
export const CreateRunByRiskLevelParams = z.object({
  ...versionSpec,
  minimumRiskLevel: MinimumRiskLevel,
  title: z.string().trim().min(1, 'Title must not be empty').max(500),
  description: z.string().max(20_000).default(''),
  configuration: z.string().max(2_000).default(''),
  testSuiteDocRefs: z.array(suiteRef).min(1).max(10_000).optional(),
  maxTestCases: z.number().int().min(1).max(100_000).optional(),
  includeCasesWithoutHistory: z.boolean().default(true),
  locale: Locale.optional(),
});
