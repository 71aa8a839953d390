import { z } from 'zod';
import { DefectCategory } from './risk';

/** Comma separated thresholds, ascending, e.g. '20,40,60,80'. */
const thresholds = (max: number) =>
  z
    .string()
    .regex(/^\d+(\.\d+)?(,\d+(\.\d+)?){3}$/, 'four comma separated numbers')
    .refine((s) => {
      const n = s.split(',').map(Number);
      return n.every((v, i) => v >= 0 && v <= max && (i === 0 || v > (n[i - 1] ?? 0)));
    }, `ascending numbers from 0 to ${max}`);

/**
 * Five rows of five cells H, M or L; rows separated by ';'. Rows are the frequency sections (and the likelihoods),
 * columns the severity sections (and the impacts), each from the highest.
 */
const riskMatrix = z.string().regex(/^([HML](,[HML]){4})(;[HML](,[HML]){4}){4}$/, 'a 5x5 matrix of H, M and L');
/** Three rows (MANDATORY, OPTIONAL, NO_TEST) of five cells (FUNCTIONAL, PERFORMANCE, SECURITY, USABILITY, MODEL). */
const scopeMatrix = z.string().regex(/^([HML](,[HML]){4})(;[HML](,[HML]){4}){2}$/, 'a 3x5 matrix of H, M and L');
const weight = z.number().min(0, 'a weight is not negative');

/** The risk settings; each field is validated on its own, so a refusal names the field. */
const riskBaseFields = {
  TestHistoryFrequency: thresholds(100),
  TestHistorySeverity: thresholds(10),
  ClusterDefectWeightMapping: z.object({
    Blocker: weight,
    Critical: weight,
    Major: weight,
    Normal: weight,
    Minor: weight,
  }),
  testHistoryRiskLevelMatrixStr: riskMatrix,
  releaseScopeRiskLevelMatrixStr: scopeMatrix,
  /** How many of a case's latest counted results its test history weighs. */
  TestHistoryExecutionCount: z.number().int().min(1).max(100),
  /** The category of a defect named without one (`BUG-1` rather than `BUG-1:Major`). */
  DefaultDefectCategory: DefectCategory,
};

export const defaultRiskBaseSetting = {
  TestHistoryFrequency: '20,40,60,80',
  TestHistorySeverity: '0.75,1.5,3.5,5',
  ClusterDefectWeightMapping: { Blocker: 10, Critical: 5, Major: 2, Normal: 1, Minor: 0.5 },
  // Rows: frequency sections (likelihoods) from highest to lowest; columns: severity sections (impacts) likewise.
  testHistoryRiskLevelMatrixStr: 'H,H,H,M,M;H,H,M,M,L;H,M,M,L,L;M,M,L,L,L;M,L,L,L,L',
  // Rows: MANDATORY, OPTIONAL, NO_TEST; columns: FUNCTIONAL, PERFORMANCE, SECURITY, USABILITY, MODEL.
  releaseScopeRiskLevelMatrixStr: 'H,H,H,M,M;M,M,M,L,L;L,L,L,L,L',
  TestHistoryExecutionCount: 10,
  DefaultDefectCategory: 'Normal',
} as const;

/** The fields added after the first release fill in with their defaults, so settings stored before still read. */
export const RiskBaseSetting = z.object({
  ...riskBaseFields,
  releaseScopeRiskLevelMatrixStr: scopeMatrix.default(defaultRiskBaseSetting.releaseScopeRiskLevelMatrixStr),
  TestHistoryExecutionCount: riskBaseFields.TestHistoryExecutionCount.default(
    defaultRiskBaseSetting.TestHistoryExecutionCount,
  ),
  DefaultDefectCategory: DefectCategory.default(defaultRiskBaseSetting.DefaultDefectCategory),
});
export type RiskBaseSetting = z.output<typeof RiskBaseSetting>;

const overview = z.object({ pageSize: z.number().int().min(1).max(10_000), sort: z.string() });
const fields = z.array(z.string());

export const ProjectSettingGroups = z.object({
  testSuiteSetting: z.object({
    testSuiteOverview: overview,
    testCaseOverview: overview,
    testCaseOverviewDisplayedFields: fields,
  }),
  testRunSetting: z.object({
    testRunOverview: overview,
    testSelection: overview,
    testCaseOverview: overview,
    testCaseOverviewDisplayedFields: fields,
    testScope: z.enum(['ALL', 'ASSIGNED_TO_ME']),
  }),
  generalSetting: z.object({
    jiraSetting: z.object({
      DefaultUrl: z.string(),
      AdditionalInstances: z.array(z.object({ Url: z.string(), Token: z.string() })),
    }),
    azureDevOpsSetting: z.object({ defaultUrl: z.string() }),
    testCaseTreeSetting: z.object({ lazyLoadingEnable: z.boolean(), expandLevel: z.number().int().min(0).max(20) }),
    tdsSetting: z.object({ inTdsTenant: z.boolean(), tdsUrl: z.string(), elster: z.boolean() }),
    riskBaseSetting: RiskBaseSetting,
  }),
});
export type ProjectSettingGroups = z.infer<typeof ProjectSettingGroups>;

/**
 * A modify may send any subset of groups and fields; what it sends replaces what is stored. `riskBaseSetting` is
 * merged field by field too (its weights as one object).
 */
export const ProjectSettingPatch = z.object({
  testSuiteSetting: ProjectSettingGroups.shape.testSuiteSetting.partial().optional(),
  testRunSetting: ProjectSettingGroups.shape.testRunSetting.partial().optional(),
  generalSetting: ProjectSettingGroups.shape.generalSetting
    .partial()
    .extend({ riskBaseSetting: z.object(riskBaseFields).partial().optional() })
    .optional(),
});
export type ProjectSettingPatch = z.infer<typeof ProjectSettingPatch>;

/** Defaults of content/docs/en/api/document-model/project.md. */
export const defaultProjectSetting: ProjectSettingGroups = {
  testSuiteSetting: {
    testSuiteOverview: { pageSize: 50, sort: 'Order ASC' },
    testCaseOverview: { pageSize: 100, sort: 'Order ASC' },
    testCaseOverviewDisplayedFields: ['Id', 'Title', 'Status', 'Automation', 'User'],
  },
  testRunSetting: {
    testRunOverview: { pageSize: 50, sort: 'CreatedOn DESC' },
    testSelection: { pageSize: 50, sort: 'Title ASC' },
    testCaseOverview: { pageSize: 100, sort: 'Order ASC' },
    testCaseOverviewDisplayedFields: ['Id', 'Title', 'Result', 'Tester'],
    testScope: 'ALL',
  },
  generalSetting: {
    jiraSetting: { DefaultUrl: '', AdditionalInstances: [] },
    azureDevOpsSetting: { defaultUrl: '' },
    testCaseTreeSetting: { lazyLoadingEnable: false, expandLevel: 2 },
    tdsSetting: { inTdsTenant: false, tdsUrl: '', elster: false },
    riskBaseSetting: {
      ...defaultRiskBaseSetting,
      ClusterDefectWeightMapping: { ...defaultRiskBaseSetting.ClusterDefectWeightMapping },
    },
  },
};
