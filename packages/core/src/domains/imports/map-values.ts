import { Automation, Prioritization, TestCaseType } from '@tmt/contract';

/**
 * How the values other tools write are read as TMT's (the guide "Moving to TMT" lists them). Keys are lower case,
 * with spaces, dashes and underscores folded to one space; TMT's own names are always understood.
 */
const fold = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');

const table = <T extends string>(own: readonly T[], pairs: Record<string, T>) =>
  new Map<string, T>([...own.map((name) => [fold(name), name] as const), ...Object.entries(pairs)]);

const priorities = table(Prioritization.options, {
  critical: 'MANDATORY',
  blocker: 'MANDATORY',
  high: 'MANDATORY',
  'must test': 'MANDATORY',
  '4 must test high': 'MANDATORY',
  '3 must test': 'MANDATORY',
  medium: 'OPTIONAL',
  normal: 'OPTIONAL',
  low: 'OPTIONAL',
  trivial: 'OPTIONAL',
  '2 test if time': 'OPTIONAL',
  'test if time': 'OPTIONAL',
  "1 don't test": 'NO_TEST',
  "don't test": 'NO_TEST',
  'not set': 'OPTIONAL',
  undefined: 'OPTIONAL',
});

const types = table(TestCaseType.options, {
  acceptance: 'FUNCTIONAL',
  compatibility: 'FUNCTIONAL',
  destructive: 'FUNCTIONAL',
  other: 'FUNCTIONAL',
  regression: 'FUNCTIONAL',
  smoke: 'FUNCTIONAL',
  'smoke & sanity': 'FUNCTIONAL',
  sanity: 'FUNCTIONAL',
  integration: 'FUNCTIONAL',
  e2e: 'FUNCTIONAL',
  unit: 'FUNCTIONAL',
  automated: 'FUNCTIONAL',
  exploratory: 'FUNCTIONAL',
  load: 'PERFORMANCE',
  stress: 'PERFORMANCE',
  accessibility: 'USABILITY',
  'user experience': 'USABILITY',
});

const automations = table(Automation.options, {
  automated: 'AUTOMATED',
  yes: 'AUTOMATED',
  true: 'AUTOMATED',
  'to be automated': 'TO_BE_AUTOMATED',
  manual: 'NOT_TO_BE_AUTOMATED',
  none: 'NOT_TO_BE_AUTOMATED',
  no: 'NOT_TO_BE_AUTOMATED',
  false: 'NOT_TO_BE_AUTOMATED',
  'not automated': 'NOT_TO_BE_AUTOMATED',
  'is not automated': 'NOT_TO_BE_AUTOMATED',
  'to be evaluated': 'TO_BE_EVALUATED',
});

export const valueTables = { priority: priorities, type: types, automation: automations } as const;
export type MappedField = keyof typeof valueTables;

/** A value read as TMT's: `undefined` when the file's value has no TMT counterpart. */
export function mapValue(field: MappedField, value: string): string | undefined {
  return (valueTables[field] as Map<string, string>).get(fold(value));
}
