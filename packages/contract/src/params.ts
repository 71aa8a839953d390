import { z } from 'zod';
import {
  Automation,
  Position,
  Prioritization,
  RecommendedPriority,
  TestCaseStatus,
  TestCaseType,
} from './enumerations';
import { DocumentModelName, Locale } from './enums';
import { DocRef, ProjectId, SubprojectId, VersionNumber } from './ids';
import { Filter, Page, Sort } from './list';
import { ProjectSpec } from './project';
import { TagsText } from './test-content';
import { BulkExecution, ExecutionProperty } from './test-run';

/** Params of the documented methods. Unknown keys are dropped, so read-only extras never fail a call. */

const documentBody = z.object({ Root: z.record(z.string(), z.unknown()) }).loose();

/**
 * Optimistic concurrency, TMT's opt-in beyond the spec: the change is made only while the document's
 * `__meta.modelVersion` is still this one (else STALE_MODEL_VERSION). `__meta` in the sent document is never read.
 */
const ExpectedModelVersion = z.number().int().min(1).optional();

/**
 * ADD_DOCUMENT and MODIFY_DOCUMENT require `locale` (content/docs/en/api/introduction/json-rpc-endpoint.md), except for users, whose calls it does not show.
 * Checked beside the other issues of the params, so a call missing several names them all.
 */
const localeUnlessUser = <S extends z.ZodObject>(params: S, model: (params: Record<string, unknown>) => unknown) =>
  params.refine((p) => p.locale !== undefined || model(p) === 'User-dm', {
    path: ['locale'],
    message: 'locale is required: "en" or "de"',
    when: ({ value }) => typeof value === 'object' && value !== null,
  });

export const GetDocumentParams = z.object({ docRef: DocRef, locale: Locale.optional() });

export const LoadThumbnailUrlParams = z.object({ attachmentId: z.uuid(), locale: Locale.optional() });

export const LoadAttachmentUrlParams = z.object({ attachmentId: z.uuid(), docRef: DocRef, locale: Locale.optional() });
export const AddDocumentParams = localeUnlessUser(
  z.object({ documentModelName: DocumentModelName, locale: Locale.optional(), document: documentBody }),
  ({ documentModelName }) => documentModelName,
);
export const ModifyDocumentParams = localeUnlessUser(
  z.object({
    docRef: DocRef,
    locale: Locale.optional(),
    document: documentBody,
    expectedModelVersion: ExpectedModelVersion,
  }),
  ({ docRef }) => (typeof docRef === 'string' ? docRef.slice(0, docRef.indexOf('/')) : undefined),
);

export const LoadProjectsByTenantParams = z.object({ locale: Locale.optional() }).default({});

const SubprojectSource = z.object({
  docRef: DocRef.refine((r) => r.startsWith('Project-dm/'), 'a source is a Project-dm docRef'),
  relationshipModel: z.literal('ProjectSubproject-rm'),
  role: z.literal('parent'),
});
/** `filter` and `sort` are accepted and ignored: the spec documents them as not implemented. */
export const ListSubProjectsParams = z.object({
  page: Page,
  filter: z.unknown().optional(),
  sort: z.unknown().optional(),
  sources: z.array(SubprojectSource).min(1),
  locale: Locale.optional(),
});

/** Either `projectSpec` or the flat `projectId` / `subProjectId` / `projectVersionNumber`. */
export const LoadProjectWithVersionParams = z
  .object({
    projectSpec: ProjectSpec.optional(),
    projectId: ProjectId.optional(),
    subProjectId: SubprojectId.optional(),
    projectVersionNumber: VersionNumber.optional(),
    locale: Locale.optional(),
  })
  .transform(({ projectSpec, locale, ...flat }) => ({ ...flat, ...projectSpec, locale }));

export const LoadProjectSettingParams = z.object({
  projectId: ProjectId.optional(),
  subProjectId: SubprojectId.optional(),
  locale: Locale.optional(),
});

export const ListTestSuitesParams = z.object({
  projectSpec: ProjectSpec,
  filter: Filter,
  page: Page,
  sort: Sort,
  locale: Locale.optional(),
});

export const ListDocumentsParams = z.object({
  documentModelName: DocumentModelName,
  filter: Filter.optional(),
  page: Page,
  sort: Sort.optional(),
  locale: Locale.optional(),
});

const modelDocRef = (...models: string[]) =>
  DocRef.refine((r) => models.some((m) => r.startsWith(`${m}/`)), `a docRef of ${models.join(' or ')}`);

export const CreateTestCaseTreeNodeParams = z.object({
  documentModelName: z.enum(['TestCase-dm', 'TestFolder-dm']),
  locale: Locale.optional(),
  document: documentBody,
  parentNodeDocRef: modelDocRef('TestSuite-dm', 'TestFolder-dm'),
});

export const UpdateTestCaseTreeNodeParams = z.object({
  docRef: modelDocRef('TestCase-dm', 'TestFolder-dm'),
  locale: Locale.optional(),
  document: documentBody,
  expectedModelVersion: ExpectedModelVersion,
});

export const DeleteDocumentParams = z.object({
  docRef: modelDocRef('TestCase-dm', 'User-dm'),
  locale: Locale.optional(),
});
export const DeleteFolderParams = z.object({ docRef: modelDocRef('TestFolder-dm'), locale: Locale.optional() });

export const MoveTestCaseParams = z.object({
  sourceDocRef: modelDocRef('TestCase-dm'),
  destinationDocRef: modelDocRef('TestSuite-dm', 'TestFolder-dm'),
  predecessorDocRef: modelDocRef('TestCase-dm', 'TestFolder-dm').nullable().optional(),
  position: Position.default('BOTTOM'),
  locale: Locale.optional(),
});

/** CREATE_PROJECT_VERSION: the new version's fields; ProjectId / SubprojectId (or the headers) name the project. */
export const CreateProjectVersionParams = z.object({
  document: z.object({
    Root: z.object({
      General: z
        .object({
          ProjectId: ProjectId.optional(),
          SubprojectId: SubprojectId.optional(),
          Title: z.string().trim().min(1).max(255).optional(),
          Description: z.string().max(20_000).default(''),
          KeyPoints: z.string().max(20_000).default(''),
        })
        .prefault({}),
    }),
  }),
  locale: Locale.optional(),
});

export const DeleteTestSuiteParams = z.object({
  testSuiteDocRef: modelDocRef('TestSuite-dm'),
  locale: Locale.optional(),
});

export const CaseProperty = z.discriminatedUnion('property', [
  z.object({ property: z.literal('Status'), value: TestCaseStatus }),
  z.object({ property: z.literal('Type'), value: TestCaseType.nullable() }),
  z.object({ property: z.literal('Automation'), value: Automation.nullable() }),
  z.object({ property: z.literal('Prioritization'), value: Prioritization.nullable() }),
  z.object({ property: z.literal('User'), value: z.string().max(255).nullable() }),
  z.object({ property: z.literal('EstimatedExecutionTime'), value: z.number().int().min(0).max(1_000_000).nullable() }),
  z.object({ property: z.literal('ImportantAdditionForNextTestRun'), value: z.boolean() }),
]);

const someCases = z.array(modelDocRef('TestCase-dm')).min(1).max(10_000);

/**
 * SET_TEST_CASE_PROPERTY: one property set to one value on up to 10,000 cases of one project. The cases are named
 * `testCasesDocRefs`, as the spec's methods spell it (ADD_TEST_CASES_TO_RUN); `testCaseDocRefs`, this method's first
 * spelling, still works. When both are sent, `testCasesDocRefs` counts.
 */
export const SetTestCasePropertyParams = z
  .union([
    z.object({ testCasesDocRefs: someCases, locale: Locale.optional() }),
    z.object({ testCaseDocRefs: someCases, locale: Locale.optional() }),
  ])
  .and(CaseProperty)
  .transform((params) => {
    const { testCasesDocRefs, testCaseDocRefs, ...rest } = params as typeof params & {
      testCasesDocRefs?: string[];
      testCaseDocRefs?: string[];
    };
    return { ...rest, testCasesDocRefs: testCasesDocRefs ?? testCaseDocRefs ?? [] };
  });

const SuiteProperty = z.discriminatedUnion('property', [
  z.object({ property: z.literal('RecommendedPriority'), value: RecommendedPriority.nullable() }),
  z.object({ property: z.literal('Tags'), value: TagsText }),
]);

/** SET_TEST_SUITE_PROPERTY: one property set to one value on up to 10,000 suites of one project. */
export const SetTestSuitePropertyParams = z
  .object({ testSuiteDocRefs: z.array(modelDocRef('TestSuite-dm')).min(1).max(10_000), locale: Locale.optional() })
  .and(SuiteProperty);

/** RESET_TEST_SUITES_ORDER: renumbers the suite order of a version by one sort. */
export const ResetTestSuitesOrderParams = z.object({
  projectSpec: ProjectSpec,
  sort: z
    .enum(['Title ASC', 'Title DESC', 'Id ASC', 'Id DESC', 'CreatedOn ASC', 'CreatedOn DESC'])
    .default('Title ASC'),
  locale: Locale.optional(),
});

export const DeleteProjectVersionParams = z.object({
  projectVersionDocRef: modelDocRef('ProjectVersion-dm'),
  locale: Locale.optional(),
});

export const CloseProjectVersionParams = DeleteProjectVersionParams;

export const DeleteProjectParams = z.object({ projectDocRef: modelDocRef('Project-dm'), locale: Locale.optional() });

export const CopyTestSuiteParams = z.object({
  testSuiteDocRef: modelDocRef('TestSuite-dm'),
  title: z.string().trim().min(1).max(500).optional(),
  locale: Locale.optional(),
});

const treeItem = modelDocRef('TestCase-dm', 'TestFolder-dm');
const treeParent = modelDocRef('TestSuite-dm', 'TestFolder-dm');

export const CopyTestFolderParams = z.object({
  testFolderDocRef: modelDocRef('TestFolder-dm'),
  destinationDocRef: treeParent,
  locale: Locale.optional(),
});
export const MoveTestFolderParams = z.object({
  testFolderDocRef: modelDocRef('TestFolder-dm'),
  destinationDocRef: treeParent,
  position: Position.default('BOTTOM'),
  locale: Locale.optional(),
});
export const CopyItemsInTestSuiteParams = z.object({
  itemDocRefs: z.array(treeItem).min(1).max(1_000),
  destinationDocRef: treeParent,
  locale: Locale.optional(),
});
export const MoveItemsInTestSuiteParams = CopyItemsInTestSuiteParams.extend({ position: Position.default('BOTTOM') });

const runRef = modelDocRef('TestRun-dm');
const RunId = z.string().regex(/^R_[1-9]\d*$/, 'a test run id looks like R_1');
const CaseId = z.string().regex(/^C_[1-9]\d*$/, 'a test case id looks like C_1');
/** A run takes at most this many cases, suites or executions per call. */
const MAX_BULK = 10_000;

export const TestRunRefParams = z.object({ testRunDocRef: runRef, locale: Locale.optional() });

/** SET_TEST_EXECUTION_PROPERTY: one property set to one value on up to 10,000 executions of one open run. */
export const SetTestExecutionPropertyParams = z
  .object({
    testRunDocRef: runRef,
    testExecutionDocRefs: z.array(modelDocRef('TestRunTestCaseAdditionalFields-dm')).min(1).max(MAX_BULK),
    locale: Locale.optional(),
  })
  .and(ExecutionProperty);

export const ListTestRunsParams = z.object({
  page: Page,
  sort: Sort.default([]),
  filter: Filter.default({ filters: [] }),
  locale: Locale.optional(),
});

export const RunSuitesListParams = z.object({
  testRunDocRef: runRef,
  page: Page,
  sort: Sort.default([]),
  filter: Filter.default({ filters: [] }),
  locale: Locale.optional(),
});

export const RunSuitesParams = z.object({
  testRunDocRef: runRef,
  testSuiteDocRefs: z.array(modelDocRef('TestSuite-dm')).min(1).max(MAX_BULK),
  locale: Locale.optional(),
});

export const ListMultipleLinksTestCasesInRunParams = z.object({
  filter: z.unknown().optional(),
  sort: z.unknown().optional(),
  page: Page.optional(),
  testRunFilter: z.object({
    testRunDocRef: runRef,
    isTestCaseFilter: z.boolean().default(false),
    resultDocumentModel: z.string().optional(),
  }),
  sources: z
    .array(
      z.object({
        docRef: treeParent,
        relationshipModel: z.enum(['TestSuiteTestCaseFolder-rm', 'TestFolderTestCaseFolder-rm']),
        role: z.string().default('parent'),
      }),
    )
    .min(1)
    .max(100),
  locale: Locale.optional(),
});

export const GetTestCaseExecutionsParams = z.object({
  testRunDocRef: runRef,
  page: Page,
  testSuiteDocRef: modelDocRef('TestSuite-dm').optional(),
  locale: Locale.optional(),
});

export const GetTestCaseExecutionParams = z.object({
  testRunDocRef: runRef,
  docRef: modelDocRef('TestCase-dm'),
  locale: Locale.optional(),
});

export const RunCasesParams = z.object({
  testRunDocRef: runRef,
  testCasesDocRefs: z.array(modelDocRef('TestCase-dm')).min(1).max(MAX_BULK),
  locale: Locale.optional(),
});

export const RunCasesByIdParams = z.object({
  testRunId: RunId,
  testCaseIds: z.array(CaseId).min(1).max(MAX_BULK),
  locale: Locale.optional(),
});

export const SaveTestCaseExecutionParams = z.object({
  docRef: modelDocRef('TestRunTestCaseAdditionalFields-dm'),
  document: documentBody,
  locale: Locale.optional(),
  expectedModelVersion: ExpectedModelVersion,
});

export const SaveTestExecutionsAsyncParams = z.object({
  testRunId: RunId,
  decisionOnInvalidTestExecutionResult: z.enum(['SKIP', 'SET_IN_PROGRESS']),
  testExecutions: z.array(BulkExecution).min(1).max(MAX_BULK),
  locale: Locale.optional(),
});

export const CopyTestRunParams = z.object({
  testRunDocRef: runRef,
  title: z.string().trim().min(1).max(500).optional(),
  locale: Locale.optional(),
});
