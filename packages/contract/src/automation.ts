import { z } from 'zod';
import { Locale } from './enums';
import { DocRef, ProjectId, SubprojectId, VersionNumber } from './ids';

/**
 * The automation area: exports for test tools (EXPORT_QF_DATA_*), runs for them (CREATE_QF_RUN), results from CI
 * (IMPORT_JUNIT_RESULTS) and run reports (GENERATE_REPORT, GENERATE_CSV_REPORT). What a task produces is downloaded
 * from GET /api/automation/data/{taskRequestId}; the shapes of those files are declared here too.
 */

const RunId = z.string().regex(/^R_[1-9]\d*$/, 'a test run id looks like R_1');
const SuiteId = z.string().regex(/^S_[1-9]\d*$/, 'a test suite id looks like S_1');
const runRef = DocRef.refine((r) => r.startsWith('TestRun-dm/'), 'a docRef of TestRun-dm');

/** The version an export or a QF run is made of. */
export const QfVersionParams = z.object({
  projectId: ProjectId,
  subprojectId: SubprojectId,
  version: VersionNumber,
  locale: Locale.optional(),
});

export const QF_RUN_DEFAULT_TITLE = 'QF-TEST - Test Automation';

export const CreateQfRunParams = QfVersionParams.extend({
  title: z.string().trim().min(1, 'Title must not be empty').max(500).default(QF_RUN_DEFAULT_TITLE),
  /** The language the automation tool runs in; recorded in the run's Configuration. */
  language: z.string().trim().min(1).max(20).default('En'),
});

/** GENERATE_REPORT: the report is written in `locale` (else the call's language). */
export const GenerateReportParams = z.object({ testRunDocRef: runRef, locale: Locale.optional() });

export const GenerateCsvReportParams = z.object({
  testRunDocRef: runRef,
  locale: Locale.optional(),
  /** `,` (RFC 4180, the default) or `;` (what spreadsheet programs in German locales expect). */
  delimiter: z.enum([',', ';']).default(','),
});

/** The largest number of JUnit files one import merges. */
export const MAX_JUNIT_FILES = 50;

export const ImportJunitResultsParams = z
  .object({
    /** `P_n`; or the Project-Id header. */
    projectId: ProjectId.optional(),
    subprojectId: SubprojectId.optional(),
    /** Uploaded JUnit XML files (POST /api/v2/attachment), merged. */
    attachmentIds: z.array(z.uuid()).max(MAX_JUNIT_FILES).optional(),
    /** JUnit XML documents sent inline (up to the request body limit), merged with the uploaded ones. */
    xml: z.array(z.string().min(1)).max(MAX_JUNIT_FILES).optional(),
    /** The open run the results go to (`R_n`); without it a new run is created. */
    testRunId: RunId.optional(),
    /** Title of the run created when no `testRunId` is given. */
    testRunTitle: z.string().trim().min(1).max(500).optional(),
    /** Version of the run created when no `testRunId` is given; the latest by default. */
    version: VersionNumber.optional(),
    /** Unmatched tests become cases of this suite (`S_n`) in the run's version; without it they are only reported. */
    targetTestSuiteId: SuiteId.optional(),
    locale: Locale.optional(),
  })
  .refine((p) => (p.attachmentIds?.length ?? 0) + (p.xml?.length ?? 0) > 0, {
    message: 'name at least one JUnit file: attachmentIds or xml',
    path: ['attachmentIds'],
  })
  .refine((p) => (p.attachmentIds?.length ?? 0) + (p.xml?.length ?? 0) <= MAX_JUNIT_FILES, {
    message: `at most ${MAX_JUNIT_FILES} JUnit files in one import`,
    path: ['xml'],
  });

// --- What GET /api/automation/data/{taskRequestId} answers -------------------------------------------------------

const epochMs = z.number().int().describe('epoch milliseconds');

const nodeFields = {
  technicalId: z.uuid(),
  /** `P_n`/`SP_n`, `V_n`, `S_n`, `F_n`, `C_n`. */
  id: z.string(),
  title: z.string(),
};
const CaseNode = z.strictObject({ type: z.literal('TestCase'), ...nodeFields });
/**
 * A folder in a folder has this same shape again, as deep as the folders go. (Said in words: a recursive reference
 * in the published JSON Schema would send some OpenRPC tools into an endless expansion.)
 */
const InnerFolderNode = z.looseObject({ type: z.literal('TestFolder'), ...nodeFields, children: z.array(z.unknown()) });
const FolderNode = z.strictObject({
  type: z.literal('TestFolder'),
  ...nodeFields,
  children: z.array(z.union([CaseNode, InnerFolderNode])),
});
const SuiteNode = z.strictObject({
  type: z.literal('TestSuite'),
  ...nodeFields,
  children: z.array(z.union([CaseNode, FolderNode])),
});
const VersionNode = z.strictObject({ type: z.literal('Version'), ...nodeFields, children: z.array(SuiteNode) });
/** The root: the project, or the sub project when one is exported. */
const ProjectNode = z.strictObject({ type: z.literal('Project'), ...nodeFields, children: z.array(VersionNode) });

/**
 * EXPORT_QF_DATA_STRUCTURE: the structure tree Project → Version → TestSuite → TestFolder… → TestCase, in tree order,
 * as it is (content/docs/en/api/reference/automation.md); `X-TMT-Export-Type` and `X-TMT-Exported-On` of the download say what and when.
 */
export const ExportStructure = ProjectNode.meta({ id: 'ExportStructure' });

/** What changed in a case against the version this one was derived from. */
export const VersionDelta = z.strictObject({
  /** The version compared with; null in a first version. */
  comparedWith: z.number().int().nullable(),
  /** NEW: no case of this Id there; CHANGED: `changedFields` differ; UNCHANGED. */
  change: z.enum(['NEW', 'CHANGED', 'UNCHANGED']),
  changedFields: z.array(z.string()),
});

export const ExportTestCase = z
  .strictObject({
    technicalId: z.uuid(),
    id: z.string(),
    title: z.string(),
    versionNumber: z.number().int(),
    /** The case's latest saved result in any run (code 1–11 and its English name); null when it was never tested. */
    state: z
      .strictObject({ result: z.number().int(), resultName: z.string(), testedOn: epochMs, testRunId: z.string() })
      .nullable(),
    tags: z.array(z.string()),
    status: z.string(),
    assignee: z.string().nullable(),
    type: z.string().nullable(),
    automation: z.string().nullable(),
    prioritization: z.string().nullable(),
    versionDelta: VersionDelta,
    description: z.string(),
    attachments: z.array(
      z.strictObject({ attachmentId: z.uuid(), fileName: z.string(), mimeType: z.string(), size: z.number() }),
    ),
    precondition: z.string(),
    testSteps: z.array(
      z.strictObject({ no: z.number().int(), id: z.string(), action: z.string(), expectedResult: z.string() }),
    ),
    /** The suite and folders above the case, their titles from the suite down. */
    path: z.array(z.string()),
    testSuiteId: z.string(),
    /** The key JUnit imports matched the case by (classname#name), once one did. */
    automationKey: z.string().nullable(),
    metadata: z.strictObject({
      createdOn: epochMs,
      createdBy: z.string(),
      editedOn: epochMs,
      editedBy: z.string(),
      /** The same case in the version this one was derived from; null when it is new in this version. */
      derivedFrom: z.strictObject({ versionNumber: z.number().int(), technicalId: z.uuid() }).nullable(),
    }),
  })
  .meta({ id: 'ExportTestCase' });

/** EXPORT_QF_DATA_DETAIL: the detail list, every case of the version in tree order, as it is (content/docs/en/api/reference/automation.md). */
export const ExportDetail = z.array(ExportTestCase).meta({ id: 'ExportDetail' });

export type ExportStructure = z.infer<typeof ExportStructure>;
export type ExportDetail = z.infer<typeof ExportDetail>;
