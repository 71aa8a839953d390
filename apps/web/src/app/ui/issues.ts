import { type LimitedField, textLimits } from '@tmt/contract/text-limits';
import type { MessageKey } from '../lib/i18n';
import { formatNumber, type Locale, type Translate } from '../lib/i18n';

/** One entry of an INVALID_PARAMS answer's `data.issues`: where (`params.document.Root.General.Title`) and why. */
export interface Issue {
  path?: string;
  message?: string;
  code?: string;
}

/** The console's name of each field the API names in an issue. */
const fieldLabels: Record<string, MessageKey> = {
  Title: 'case.field.Title',
  Description: 'case.field.Description',
  User: 'case.field.User',
  Tags: 'case.field.Tags',
  Preconditions: 'case.field.Preconditions',
  Tickets: 'case.field.Tickets',
  Documents: 'case.field.Documents',
  Action: 'case.steps.action',
  ExpectedResult: 'case.steps.expected',
  ResultDetails: 'execution.details',
  Defects: 'execution.defects',
  Tester: 'execution.tester',
};

const isLimited = (name: string): name is LimitedField => Object.hasOwn(textLimits, name);

/** "Step 2 · Action: at most 20,000 characters": the field as the console names it, and the reason in its words. */
export function issueText(t: Translate, lang: Locale, issue: Issue): string {
  const parts = (issue.path ?? '').split('.');
  const name = parts.at(-1) ?? '';
  const labelKey = fieldLabels[name];
  let field = labelKey ? t(labelKey) : name;
  const step = parts.indexOf('TestSteps');
  const index = Number(parts[step + 1]);
  if (step >= 0 && Number.isInteger(index)) field = `${t('case.steps.step', { no: index + 1 })} · ${field}`;
  const reason =
    issue.code === 'too_big' && isLimited(name)
      ? t('error.tooLong', { max: formatNumber(lang, textLimits[name]) })
      : issue.code === 'too_small'
        ? t('error.empty')
        : (issue.message ?? '');
  return field ? `${field}: ${reason}` : reason;
}

/** The issues of an error answer, when it has any. */
export function issuesOf(data: unknown): Issue[] {
  const issues = (data as { issues?: unknown } | undefined)?.issues;
  return Array.isArray(issues) ? issues.filter((i): i is Issue => typeof i === 'object' && i !== null) : [];
}
