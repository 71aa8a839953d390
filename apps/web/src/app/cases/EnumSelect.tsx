import type { EnumName } from '../lib/enum-labels';
import { enumValues, useEnumLabel, useT } from '../lib/i18n';

/** A select over one enumeration, in the user's language; `optional` adds "not set". */
export function EnumSelect<V extends string>({
  name,
  value,
  onChange,
  optional = true,
  disabled,
  testId,
  id,
}: {
  id?: string;
  name: EnumName;
  value: V | null;
  onChange: (value: V | null) => void;
  optional?: boolean;
  disabled?: boolean;
  testId?: string;
}) {
  const t = useT();
  const label = useEnumLabel();
  return (
    <select
      id={id}
      value={value ?? ''}
      disabled={disabled}
      data-testid={testId}
      onChange={(e) => onChange((e.target.value || null) as V | null)}
    >
      {optional && <option value="">{t('case.notSet')}</option>}
      {enumValues(name)
        .filter((v) => name !== 'Automation' || v !== 'NOT_DEFINED')
        .map((v) => (
          <option key={v} value={v}>
            {label(name, v)}
          </option>
        ))}
    </select>
  );
}
