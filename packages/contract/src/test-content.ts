import { z } from 'zod';
import {
  AdditionalToolsAid,
  AssignmentValue,
  Automation,
  Dependency,
  Impact,
  Likelihood,
  Prioritization,
  RecommendedPriority,
  TestCaseStatus,
  TestCaseType,
  TestFocus,
} from './enumerations';
import { textLimits as max } from './text-limits';

const text = (max: number) => z.string().max(max);
const title = z.string().trim().min(1, 'Title must not be empty').max(max.Title);

/** Comma separated tags; each tag is trimmed, empty ones dropped, at most 100 characters. */
export const TagsText = z
  .string()
  .max(2_000)
  .transform((s) =>
    s
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
  )
  .refine((tags) => tags.every((t) => t.length <= 100), 'a tag has at most 100 characters');

/** Accepts a value bare or in the `{ Value }` wrapper the spec uses for lists of values. */
const unwrapValue = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) => (v !== null && typeof v === 'object' && 'Value' in v ? (v as { Value: unknown }).Value : v),
    item,
  );
const valueList = <T extends z.ZodType>(item: T) => z.array(unwrapValue(item)).default([]);
const Priority = unwrapValue(RecommendedPriority);

export const TestSuiteGeneralInput = z.object({
  Title: title,
  Description: text(max.Description).default(''),
  Tags: TagsText.default([]),
  RecommendedPriority: Priority.nullable().default(null),
});
export const TestSuiteGeneralPatch = z.object({
  Title: title.optional(),
  Description: text(max.Description).optional(),
  Tags: TagsText.optional(),
  RecommendedPriority: Priority.nullable().optional(),
});

export const TestFolderGeneralInput = z.object({ Title: title, Description: text(max.Description).default('') });
// Spelled out rather than `.partial()`: defaults would fill fields the caller did not send.
export const TestFolderGeneralPatch = z.object({
  Title: title.optional(),
  Description: text(max.Description).optional(),
});

export const TestStepInput = z.object({
  /** Kept when it is a uuid the case already has or a new unique uuid; generated otherwise. */
  Id: z.uuid().optional(),
  Action: text(max.Action).default(''),
  ExpectedResult: text(max.ExpectedResult).default(''),
});

/** Every writable group of a test case; read-only fields (SearchTags, CombinationLikelihoodImpact, RiskLevel, AdditionalInfo, …) are not here and so are dropped. */
export const TestCaseInput = z.object({
  General: z.object({
    Title: title,
    Description: text(max.Description).default(''),
    Status: TestCaseStatus.default('NEW'),
    Type: TestCaseType.nullable().default(null),
    Automation: Automation.nullable().default(null),
    Prioritization: Prioritization.nullable().default(null),
    /** Minutes. */
    EstimatedExecutionTime: z.number().int().min(0).max(1_000_000).nullable().default(null),
    User: z.string().max(max.User).nullable().default(null),
    ImportantAdditionForNextTestRun: z.boolean().default(false),
  }),
  Criteria: z
    .object({
      TimeRelevance: z.boolean().default(false),
      AdditionalToolsAids: valueList(AdditionalToolsAid),
      Assignment: valueList(AssignmentValue),
      Dependency: Dependency.nullable().default(null),
      TestFocus: TestFocus.nullable().default(null),
      Tags: TagsText.default([]),
    })
    .prefault({}),
  Conditions: z.object({ Preconditions: text(max.Preconditions).default('') }).prefault({}),
  Sources: z
    .object({ Tickets: text(max.Tickets).default(''), Documents: text(max.Documents).default('') })
    .prefault({}),
  Risk: z
    .object({
      AutoCalculateLikelihood: z.boolean().default(false),
      Likelihood: Likelihood.nullable().default(null),
      AutoCalculateImpact: z.boolean().default(false),
      Impact: Impact.nullable().default(null),
    })
    .prefault({}),
  TestSteps: z.array(TestStepInput).max(1_000).default([]),
});
export type TestCaseInput = z.output<typeof TestCaseInput>;
