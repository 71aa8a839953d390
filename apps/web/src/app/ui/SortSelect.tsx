import type { MessageKey } from '../lib/i18n';
import { useT } from '../lib/i18n';

/** The sort of a list: the first of `sorts` is its default, which the address leaves out. */
export function SortSelect({
  sorts,
  value,
  onChange,
  testId,
}: {
  sorts: readonly string[];
  value: string;
  onChange: (sort: string | undefined) => void;
  testId: string;
}) {
  const t = useT();
  return (
    <label className="field">
      <span>{t('suites.sort')}</span>
      <select
        value={value}
        onChange={(e) => onChange(e.target.value === sorts[0] ? undefined : e.target.value)}
        data-testid={testId}
      >
        {sorts.map((s) => (
          <option key={s} value={s}>
            {t(`sort.${s}` as MessageKey)}
          </option>
        ))}
      </select>
    </label>
  );
}
