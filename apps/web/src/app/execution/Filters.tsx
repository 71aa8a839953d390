import { useT } from '../lib/i18n';
import type { Advance } from './ExecutionTree';
import { RESULTS, resultLabel } from './results';

export interface FilterValues {
  result?: string;
  tester?: string;
  mine?: boolean;
}

/**
 * The filters of the execution view (result, tester, assigned to me: kept in the address) and what happens after a
 * result is recorded.
 */
export function Filters({
  values,
  testers,
  advance,
  onChange,
  onAdvance,
}: {
  values: FilterValues;
  /** The run's testers: name and display name. */
  testers: [string, string][];
  advance: Advance;
  onChange: (values: FilterValues) => void;
  onAdvance: (advance: Advance) => void;
}) {
  const t = useT();
  const filtered = Boolean(values.result || values.tester || values.mine);
  return (
    <fieldset className="run-filters" data-testid="run-filters">
      <legend className="visually-hidden">{t('execution.filters')}</legend>
      <label className="inline-field">
        <span>{t('execution.filter.result')}</span>
        <select
          value={values.result ?? ''}
          onChange={(e) => onChange({ ...values, result: e.target.value || undefined })}
          data-testid="filter-result"
        >
          <option value="">{t('execution.filter.anyResult')}</option>
          {RESULTS.map((code) => (
            <option key={code} value={String(code)}>
              {t(resultLabel(code))}
            </option>
          ))}
        </select>
      </label>
      <label className="inline-field">
        <span>{t('execution.filter.tester')}</span>
        <select
          value={values.tester ?? ''}
          disabled={values.mine}
          onChange={(e) => onChange({ ...values, tester: e.target.value || undefined })}
          data-testid="filter-tester"
        >
          <option value="">{t('execution.filter.anyTester')}</option>
          <option value="-">{t('execution.filter.noTester')}</option>
          {testers.map(([name, display]) => (
            <option key={name} value={name}>
              {display}
            </option>
          ))}
        </select>
      </label>
      <label className="check">
        <input
          type="checkbox"
          checked={Boolean(values.mine)}
          onChange={(e) => onChange({ ...values, mine: e.target.checked || undefined })}
          data-testid="filter-mine"
        />
        {t('execution.filter.mine')}
      </label>
      <button
        type="button"
        className="button small"
        disabled={!filtered}
        onClick={() => onChange({ result: undefined, tester: undefined, mine: undefined })}
      >
        {t('execution.filter.clear')}
      </button>
      <label className="inline-field run-advance">
        <span>{t('execution.advance')}</span>
        <select value={advance} onChange={(e) => onAdvance(e.target.value as Advance)} data-testid="advance">
          <option value="next">{t('execution.advance.next')}</option>
          <option value="untested">{t('execution.advance.untested')}</option>
        </select>
      </label>
    </fieldset>
  );
}
