import { z } from 'zod';

/** Comma separated thresholds, ascending, e.g. '20,40,60,80'. */
const thresholds = (max: number) =>
  z
    .string()
    .regex(/^\d+(\.\d+)?(,\d+(\.\d+)?){3}$/, 'four comma separated numbers')
    .refine((s) => {
      const n = s.split(',').map(Number);
      return n.every((v, i) => v >= 0 && v <= max && (i === 0 || v > (n[i - 1] ?? 0)));
    }, `ascending numbers from 0 to ${max}`);

/** Five rows of five cells H, M or L; rows separated by ';'. Row = frequency section, column = severity section. */
const riskMatrix = z.string().regex(/^([HML](,[HML]){4})(;[HML](,[HML]){4}){4}$/, 'a 5x5 matrix of H, M and L');

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
    riskBaseSetting: z.object({
      TestHistoryFrequency: thresholds(100),
      TestHistorySeverity: thresholds(10),
      ClusterDefectWeightMapping: z.object({
        Blocker: z.number().min(0),
        Critical: z.number().min(0),
        Major: z.number().min(0),
        Normal: z.number().min(0),
        Minor: z.number().min(0),
      }),
      testHistoryRiskLevelMatrixStr: riskMatrix,
    }),
  }),
});
export type ProjectSettingGroups = z.infer<typeof ProjectSettingGroups>;

/** A modify may send any subset of groups and fields; what it sends replaces what is stored. */
export const ProjectSettingPatch = z.object({
  testSuiteSetting: ProjectSettingGroups.shape.testSuiteSetting.partial().optional(),
  testRunSetting: ProjectSettingGroups.shape.testRunSetting.partial().optional(),
  generalSetting: ProjectSettingGroups.shape.generalSetting.partial().optional(),
});
export type ProjectSettingPatch = z.infer<typeof ProjectSettingPatch>;

/** Defaults of spec part 1 §9. */
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
      TestHistoryFrequency: '20,40,60,80',
      TestHistorySeverity: '0.75,1.5,3.5,5',
      ClusterDefectWeightMapping: { Blocker: 10, Critical: 5, Major: 2, Normal: 1, Minor: 0.5 },
      // Rows: frequency sections from highest to lowest; columns: severity sections from highest to lowest.
      testHistoryRiskLevelMatrixStr: 'H,H,H,M,M;H,H,M,M,L;H,M,M,L,L;M,M,L,L,L;M,L,L,L,L',
    },
  },
};
