/**
 * The most characters the API takes in the text fields of test content and executions, by field name. The schemas
 * read them here, and so does the console, whose inputs stop at them and count down near them (no zod in its
 * bundle for it).
 */
export const textLimits = {
  Title: 500,
  Description: 20_000,
  User: 255,
  Preconditions: 50_000,
  Tickets: 5_000,
  Documents: 5_000,
  Action: 20_000,
  ExpectedResult: 20_000,
  ResultDetails: 20_000,
  Defects: 2_000,
  Tester: 255,
} as const;

export type LimitedField = keyof typeof textLimits;
