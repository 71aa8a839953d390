import { z } from 'zod';
import { AttachmentsInput } from './attachments';
import { RecommendedPriority } from './enumerations';
import { textLimits } from './text-limits';

const title = z.string().trim().min(1, 'Title must not be empty').max(500);

/** A run is `active` until CLOSE_TEST_RUN makes it `inactive` (closed, frozen). */
export const TestRunStatus = z.enum(['active', 'inactive']);
export type TestRunStatus = z.infer<typeof TestRunStatus>;

export * from './result-codes';

export const ResultCode = z.number().int().min(1).max(11);

/** SET_TEST_EXECUTION_PROPERTY: the properties one call sets on many executions of a run (a result never Untested). */
export const ExecutionProperty = z.discriminatedUnion('property', [
  z.object({ property: z.literal('Tester'), value: z.string().trim().min(1).max(255).nullable() }),
  z.object({ property: z.literal('Result'), value: ResultCode }),
  z.object({ property: z.literal('Defects'), value: z.string().trim().max(2_000).nullable() }),
  z.object({ property: z.literal('ResultDetails'), value: z.string().trim().max(20_000).nullable() }),
]);

export const TestRunGeneralInput = z.object({
  Title: title,
  Description: z.string().max(20_000).default(''),
  Configuration: z.string().max(2_000).default(''),
  Status: TestRunStatus.default('active'),
});
// Spelled out rather than `.partial()`: defaults would fill fields the caller did not send.
export const TestRunGeneralPatch = z.object({
  Title: title.optional(),
  Description: z.string().max(20_000).optional(),
  Configuration: z.string().max(2_000).optional(),
  Status: TestRunStatus.optional(),
});

/** The writable part of a suite in a run (TestRunTestSuite-rm). */
export const SuiteInRunPatch = z.object({
  Assignee: z.string().trim().max(255).nullable().optional(),
  RecommendedPriority: z
    .preprocess(
      (v) => (v !== null && typeof v === 'object' && 'Value' in v ? (v as { Value: unknown }).Value : v),
      RecommendedPriority.nullable(),
    )
    .optional(),
});

const text = (max: number) => z.string().max(max).nullable().optional();

/** What SAVE_TEST_CASE_EXECUTION takes from the execution document. */
export const ExecutionInput = z.object({
  General: z.object({
    Result: ResultCode,
    ResultDetails: text(textLimits.ResultDetails),
    Defects: text(textLimits.Defects),
    Tester: z.string().trim().max(textLimits.Tester).nullable().optional(),
  }),
  TestSteps: z
    .array(z.object({ Id: z.uuid(), Result: ResultCode }))
    .max(1_000)
    .optional(),
  /** Replaces the execution's attachments; left out, they stay. */
  Attachments: AttachmentsInput.optional(),
});

/** One entry of SAVE_TEST_EXECUTIONS_ASYNC. */
export const BulkExecution = z.object({
  testCaseId: z.string().regex(/^C_[1-9]\d*$/, 'a test case id looks like C_1'),
  tester: z.string().trim().max(255).nullable().optional(),
  /** Replaces the execution's attachments when it is saved; left out, they stay. */
  attachments: AttachmentsInput.optional(),
  result: ResultCode,
  defects: text(2_000),
  details: text(20_000),
});
