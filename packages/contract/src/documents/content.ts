import { z } from 'zod';
import {
  AdditionalToolsAid,
  AssignmentValue,
  Automation,
  AutomationCoverageName,
  CreatingEvent,
  Dependency,
  Impact,
  Likelihood,
  Prioritization,
  RecommendedPriority,
  RiskLevel,
  TestCaseStatus,
  TestCaseType,
  TestFocus,
} from '../enumerations';
import {
  AssignedToVersion,
  epochMs,
  int,
  LatestExecutionData,
  modelDocument,
  nullableText,
  pinMetadata,
  stepAttachments,
  text,
  valueItems,
  versionFields,
} from './envelope';

const versionMetadata = { AssignedToVersion, LatestTestCaseExecutionData: LatestExecutionData, ...pinMetadata };
const priority = z.strictObject({ Value: RecommendedPriority }).nullable();

export const TestSuiteDocument = modelDocument(
  'TestSuite-dm',
  'TestSuiteDocument',
  {
    General: z.strictObject({
      ...versionFields,
      Title: text,
      Id: text,
      TechnicalId: text,
      TenantId: text,
      Order: text,
      /** Comma separated. */
      Tags: text,
      Description: text,
      SearchableTags: valueItems,
      SearchTags: valueItems,
      RecommendedPriority: priority,
    }),
    DisplayFields: z.strictObject({
      TotalTestCases: int,
      /** Percent, one decimal. */
      PercentageOfAutomatedCases: z.number(),
      AutomationCoverage: z.array(z.strictObject({ name: AutomationCoverageName, count: int })),
      AssigneesOfTestCases: z.array(text),
      TestCasesWithAssignee: int,
    }),
  },
  versionMetadata,
);

export const TestFolderDocument = modelDocument('TestFolder-dm', 'TestFolderDocument', {
  General: z.strictObject({
    ...versionFields,
    Title: text,
    Id: text,
    Description: text,
    TechnicalId: text,
    TenantId: text,
    TestSuiteId: text,
  }),
});

/** A case's risk as stored, with the level computed from likelihood and impact. */
export const CaseRiskGroup = z.strictObject({
  AutoCalculateLikelihood: z.boolean(),
  Likelihood: Likelihood.nullable(),
  AutoCalculateImpact: z.boolean(),
  Impact: Impact.nullable(),
  CombinationLikelihoodImpact: nullableText,
  RiskLevel,
});

export const TestCaseDocument = modelDocument(
  'TestCase-dm',
  'TestCaseDocument',
  {
    General: z.strictObject({
      ...versionFields,
      Title: text,
      Description: text,
      Status: TestCaseStatus,
      Type: TestCaseType.nullable(),
      Automation: Automation.nullable(),
      Prioritization: Prioritization.nullable(),
      /** Minutes. */
      EstimatedExecutionTime: int.nullable(),
      User: nullableText,
      ImportantAdditionForNextTestRun: z.boolean(),
      Id: text,
      TechnicalId: text,
      TenantId: text,
      TestSuiteId: text,
      HasAssignee: z.boolean(),
    }),
    Criteria: z.strictObject({
      TimeRelevance: z.boolean(),
      AdditionalToolsAids: z.array(z.strictObject({ Value: AdditionalToolsAid })),
      Assignment: z.array(z.strictObject({ Value: AssignmentValue })),
      Dependency: Dependency.nullable(),
      TestFocus: TestFocus.nullable(),
      Tags: text,
      SearchTags: valueItems,
    }),
    Conditions: z.strictObject({ Preconditions: text }),
    Sources: z.strictObject({ Tickets: text, Documents: text }),
    Risk: CaseRiskGroup,
    TestSteps: z.array(
      z.strictObject({ Id: z.string(), No: int, Action: text, ExpectedResult: text, Attachments: stepAttachments }),
    ),
    AdditionalInfo: z.strictObject({
      TriggeredBy: nullableText,
      TriggeredAt: epochMs.nullable(),
      CreatingEvent,
      Path: text,
      CurrentPath: text,
      SourceTestCaseInfo: z
        .strictObject({ Tool: text, File: text, ExternalId: nullableText })
        .nullable()
        .describe('Where an imported case came from (IMPORT_TEST_CASES); null for every other case.'),
    }),
  },
  { ...versionMetadata, IsImported: z.boolean(), IsFrozen: z.boolean() },
);

export const TagDocument = modelDocument('Tag-dm', 'TagDocument', {
  General: z.strictObject({ ProjectId: text, TenantId: text, TechnicalId: text, Value: text, LowerCaseValue: text }),
});
