import { z } from 'zod';
import { ImportField, ImportFormat } from './case-import';
import { Position, RecommendedPriority } from './enumerations';
import { Locale } from './enums';
import { CaseProperty, ResetTestSuitesOrderParams } from './params';
import { PinnedModelName } from './pins';
import { MinimumRiskLevel } from './risk';
import type { TaskType } from './tasks';
import { BulkExecution, ExecutionProperty } from './test-run';

/**
 * What each task type stores in task_request.parameters (one Key/Value pair per field, the value as JSON) and what
 * its handler reads back. Ids are the rows' UUIDs; the business ids beside them are for the TaskRequest-dm
 * document. Tasks stored by earlier releases must still parse: fields are only ever added as optional. Every TaskType
 * has its entry (`taskParams` below does not compile without it).
 */
const id = z.guid();
const ids = z.array(id);

/** Where copied or moved tree nodes go: a suite or folder of one version. */
const TreeDestination = z.object({
  parentId: id,
  parentIsFolder: z.boolean(),
  suiteId: id,
  versionId: id,
  projectId: id,
});

/** An entry of SAVE_TEST_EXECUTIONS_ASYNC as its task keeps it: the attachments are the uploads' checked ids. */
const SavedExecution = BulkExecution.omit({ attachments: true }).extend({ attachments: z.array(z.uuid()).optional() });
/**
 * The entries of a SAVE_TEST_EXECUTIONS_ASYNC, kept as the task's input: tens of thousands of them would otherwise
 * be in the Parameters of its TaskRequest-dm document, read whole by every client that polls it.
 */
export const SavedExecutions = z.array(SavedExecution);

const TreeCopy = z.object({ nodeIds: ids, destination: TreeDestination, path: z.string() });
const TreeMove = z.object({ nodeIds: ids, destination: TreeDestination, position: Position });

export const taskParams = {
  CREATE_PROJECT_VERSION: z.object({
    projectId: id,
    title: z.string().nullable(),
    description: z.string(),
    keyPoints: z.string(),
  }),
  DELETE_PROJECT_VERSION: z.object({ versionId: id }),
  SET_TEST_EXECUTION_PROPERTY: z.object({ runId: id, executionIds: ids }).and(ExecutionProperty),
  CLOSE_PROJECT_VERSION: z.object({ versionId: id }),
  DELETE_PROJECT: z.object({ projectId: id }),
  DELETE_TEST_SUITE: z.object({ suiteId: id, suiteBusinessId: z.string() }),
  RESET_TEST_SUITES_ORDER: z.object({ versionId: id, sort: ResetTestSuitesOrderParams.shape.sort.unwrap() }),
  SET_TEST_CASE_PROPERTY: z.object({ caseIds: ids }).and(CaseProperty),
  SET_TEST_SUITE_PROPERTY: z
    .object({ suiteIds: ids, tagProjectId: id })
    .and(
      z.discriminatedUnion('property', [
        z.object({ property: z.literal('RecommendedPriority'), value: RecommendedPriority.nullable() }),
        z.object({ property: z.literal('Tags'), value: z.array(z.string()) }),
      ]),
    ),
  COPY_TEST_SUITE: z.object({ suiteId: id, title: z.string() }),
  COPY_TEST_FOLDER: TreeCopy,
  COPY_ITEMS_IN_TEST_SUITE: TreeCopy,
  MOVE_TEST_FOLDER: TreeMove,
  MOVE_ITEMS_IN_TEST_SUITE: TreeMove,
  CLOSE_TEST_RUN: z.object({ testRunId: id, testRunBusinessId: z.string() }),
  COPY_TEST_RUN: z.object({ testRunId: id, testRunBusinessId: z.string(), title: z.string().optional() }),
  ADD_TEST_CASES_TO_RUN_ASYNC: z.object({ testRunId: id, testCaseIds: z.array(z.string()) }),
  SAVE_TEST_EXECUTIONS_ASYNC: z.object({
    testRunId: id,
    decision: z.enum(['SKIP', 'SET_IN_PROGRESS']),
    /** How many entries the call sent; they are kept beside the request (SavedExecutions), not in its Parameters. */
    entries: z.number().int().nonnegative().optional(),
    /** Where tasks stored before `entries` keep them. */
    executions: z.array(SavedExecution).optional(),
  }),
  /** The deleted user's row and the name their open assignments carry. */
  HANDLE_AFTER_DELETING_USER: z.object({ userId: id, username: z.string() }),
  UPDATE_PIN_STATUS: z.object({
    /** The user whose pins change (app_user.id), as a task runs under the requester's name only. */
    userId: id,
    projectId: id,
    pinned: z.boolean(),
    documents: z.array(z.object({ model: PinnedModelName, id })),
  }),
  DELETE_PINNED_DOCUMENTS: z.object({ projectId: id }),
  EXPORT_QF_DATA_STRUCTURE: z.object({ versionId: id }),
  EXPORT_QF_DATA_DETAIL: z.object({ versionId: id }),
  GENERATE_REPORT: z.object({ testRunId: id, testRunBusinessId: z.string(), locale: Locale }),
  GENERATE_CSV_REPORT: z.object({
    testRunId: id,
    testRunBusinessId: z.string(),
    locale: Locale,
    delimiter: z.enum([',', ';']),
  }),
  IMPORT_JUNIT_RESULTS: z.object({
    /** The project (or sub project) row the run is in. */
    projectId: id,
    /** The open run the results go to; else `newRun` is created by the task. */
    testRunId: id.optional(),
    newRun: z.object({ title: z.string(), versionId: id }).optional(),
    /** Uploaded files, checked at the call; files sent inline are the task's input (a JSON array of texts). */
    attachmentIds: ids,
    inlineFiles: z.number().int().min(0),
    /** Where unmatched tests become cases; absent, they are only reported. */
    targetSuiteId: id.optional(),
  }),
  IMPORT_TEST_CASES: z.object({
    projectId: id,
    versionId: id,
    attachmentId: id,
    format: ImportFormat,
    /** The suite the cases go to; absent, one of `suiteTitle` is found in the version or created. */
    suiteId: id.optional(),
    suiteTitle: z.string().optional(),
    mapping: z.partialRecord(ImportField, z.string()).optional(),
    delimiter: z.enum([',', ';', '\t']),
    dryRun: z.boolean(),
  }),
  EXPORT_TEST_CASES: z.object({
    versionId: id,
    /** One suite; absent, the whole version. */
    suiteId: id.optional(),
    format: z.enum(['csv', 'xlsx']),
    delimiter: z.enum([',', ';']),
    fileName: z.string(),
  }),
  REBUILD_RISK_LEVEL_DOCUMENTS: z.object({ versionId: id }),
  CREATE_RUN_BY_RISK_LEVEL: z.object({
    versionId: id,
    minimumRiskLevel: MinimumRiskLevel,
    title: z.string(),
    description: z.string(),
    configuration: z.string(),
    /** Only cases of these suites; absent, the whole version. */
    suiteIds: ids.optional(),
    maxTestCases: z.number().int().optional(),
    includeCasesWithoutHistory: z.boolean(),
  }),
} satisfies Record<TaskType, z.ZodType>;

export type TaskParams = { [T in keyof typeof taskParams]: z.output<(typeof taskParams)[T]> };
