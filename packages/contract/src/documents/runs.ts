import { z } from 'zod';
import { RecommendedPriority } from '../enumerations';
import { TaskStatus, TaskType, TaskVisibility } from '../tasks';
import { ResultCode, TestRunStatus } from '../test-run';
import {
  AssignedToVersion,
  epochMs,
  int,
  modelDocument,
  nullableText,
  pinMetadata,
  projectFields,
  stepAttachments,
  TreePath,
  text,
  versionFields,
} from './envelope';
import { RiskLevelData, RiskSelectionGroup } from './risk';

export const TestRunDocument = modelDocument(
  'TestRun-dm',
  'TestRunDocument',
  {
    General: z.strictObject({
      ...versionFields,
      Title: text,
      Description: text,
      Configuration: text,
      Status: TestRunStatus,
      Id: text,
      TenantId: text,
      TechnicalId: text,
      TestSuiteCount: int,
      /** Percent of executions with a result other than untested, one decimal. */
      Progress: z.number(),
    }),
    DisplayFields: z.strictObject({
      TotalTestCases: int,
      ResultCounts: z.array(z.strictObject({ Result: ResultCode, Name: text, Count: int })),
      TestCasesWithTester: int,
      TestersOfTestCases: z.array(text),
    }),
  },
  {
    ClosedBy: nullableText,
    ClosedOn: epochMs.nullable(),
    DisplayClosedOn: nullableText,
    AssignedToVersion,
    ...pinMetadata,
  },
);

/** A suite's execution in a run (the link's own document). */
export const SuiteExecutionDocument = modelDocument('TestRunTestSuite-rm', 'SuiteExecutionDocument', {
  General: z.strictObject({
    TenantId: text,
    ...projectFields,
    Assignee: nullableText,
    RecommendedPriority: z.strictObject({ Value: RecommendedPriority }).nullable(),
  }),
});

/** A case's execution in a run. */
export const CaseExecutionDocument = modelDocument(
  'TestRunTestCaseAdditionalFields-dm',
  'CaseExecutionDocument',
  {
    General: z.strictObject({
      TenantId: text,
      Id: text,
      Result: ResultCode,
      TestRunDocRef: text,
      TestSuiteDocRef: text,
      TestCaseDocRef: text,
      ...projectFields,
      ResultDetails: nullableText,
      Defects: nullableText,
      HasTester: z.boolean(),
      Tester: nullableText,
    }),
    TestSteps: z.array(z.strictObject({ Id: text, Number: int, Result: ResultCode, Attachments: stepAttachments })),
    DisplayFields: z.strictObject({
      TesterDisplayName: nullableText,
      ResultName: text,
      /** Where the case sits in its suite (a closed run: where it sat at the close), to show the run as a tree. */
      TestCasePath: TreePath,
    }),
    /** The case's risk data (its RiskLevel-dm document's); a closed run's as it was at the close. */
    RiskLevelData,
    /** Why CREATE_RUN_BY_RISK_LEVEL chose the case; null in runs put together otherwise. */
    RiskSelection: RiskSelectionGroup,
  },
  {
    TestedBy: nullableText,
    TestedOn: epochMs.nullable(),
    LatestTestCaseExecutionData: z.strictObject({
      TestRunId: text,
      TestCaseId: nullableText,
      TestCaseTitle: nullableText,
    }),
  },
);

export const TaskDocument = modelDocument('TaskRequest-dm', 'TaskDocument', {
  General: z.strictObject({
    Status: TaskStatus,
    Visibility: TaskVisibility,
    Type: TaskType,
    TenantId: text,
    ProjectId: nullableText,
    SubprojectId: nullableText,
    ProjectVersionNumber: int.nullable(),
    TechnicalId: text,
  }),
  DisplayFields: z.strictObject({
    /** Seconds. */
    EstimatedTime: z.number(),
    Progress: z.number(),
    StartedOn: epochMs.nullable(),
    DisplayStartedOn: nullableText,
    FinishedOn: epochMs.nullable(),
    DisplayFinishedOn: nullableText,
    Attempts: int,
  }),
  /** The parameters of its type, as requested. */
  Parameters: z.array(z.strictObject({ Key: text, Value: text })),
  /** What a DONE task produced; its shape depends on the task type. */
  Result: z.unknown(),
  Error: z.strictObject({ Reason: nullableText, Message: nullableText }).nullable(),
});
