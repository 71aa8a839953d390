import type { EnumName } from '../lib/enum-labels';
import { type Translate, useEnumLabel, useT } from '../lib/i18n';

/** Texts longer than this show their start, and open to the whole text. */
const SHORT = 80;

/** The case fields whose values are an enumeration's, by the field name in the document (Risk's are nested). */
const enumFields: Partial<Record<string, EnumName>> = {
  Status: 'Status',
  Type: 'Type',
  Automation: 'Automation',
  Prioritization: 'Prioritization',
  Dependency: 'Dependency',
  TestFocus: 'TestFocus',
  Likelihood: 'Likelihood',
  Impact: 'Impact',
  AdditionalToolsAids: 'AdditionalToolsAids',
  Assignment: 'Assignment',
};

interface Step {
  Id?: string;
  No?: number;
  Action?: string;
  ExpectedResult?: string;
}

const isSteps = (field: string, value: unknown): value is Step[] => field === 'TestSteps' && Array.isArray(value);

function Text({ text }: { text: string }) {
  if (text.length <= SHORT && !text.includes('\n')) return <span className="history-text">{text}</span>;
  return (
    <details className="history-long">
      <summary>
        <span className="history-clip">{`${text.slice(0, SHORT).split('\n')[0]}…`}</span>
      </summary>
      <span className="history-text">{text}</span>
    </details>
  );
}

const plain = (t: Translate, value: unknown): string =>
  value === null || value === undefined || value === ''
    ? t('history.unset')
    : typeof value === 'boolean'
      ? t(value ? 'history.yes' : 'history.no')
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);

/** One value of a changed field as a reader takes it in: labels for codes, steps as a list, long texts folded. */
export function ChangeValue({ field, value }: { field: string; value: unknown }) {
  const t = useT();
  const label = useEnumLabel();
  const enumName = enumFields[field];
  if (isSteps(field, value)) {
    if (!value.length) return <span className="muted">{t('history.unset')}</span>;
    return (
      <ol className="history-steps">
        {value.map((step) => (
          <li key={step.Id ?? step.No}>
            <Text text={[step.Action, step.ExpectedResult].filter(Boolean).join(' → ') || t('history.unset')} />
          </li>
        ))}
      </ol>
    );
  }
  if (Array.isArray(value)) {
    const items = value.map((v) => (enumName ? label(enumName, String(v)) : plain(t, v)));
    return <span className="history-text">{items.length ? items.join(', ') : t('history.unset')}</span>;
  }
  if (enumName && typeof value === 'string') return <span className="history-text">{label(enumName, value)}</span>;
  if (typeof value === 'string' && value) return <Text text={value} />;
  return <span className={value == null || value === '' ? 'muted' : 'history-text'}>{plain(t, value)}</span>;
}
