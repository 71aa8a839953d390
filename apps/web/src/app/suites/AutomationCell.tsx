import type { SuiteAnswer } from '../lib/documents';
import { formatPercent, useEnumLabel, useLocale, useT } from '../lib/i18n';

/** A suite's automation: a bar of its cases by automation state, and the share automated. */
export function AutomationCell({ suite }: { suite: SuiteAnswer }) {
  const t = useT();
  const lang = useLocale();
  const label = useEnumLabel();
  const f = suite.document.Root.DisplayFields;
  const total = f.TotalTestCases || 1;
  return (
    <div className="coverage">
      <div className="coverage-bar" aria-hidden="true">
        {f.AutomationCoverage.filter((c) => c.count > 0).map((c) => (
          <span
            key={c.name}
            className={`coverage-${c.name.toLowerCase()}`}
            style={{ width: `${(100 * c.count) / total}%` }}
            title={`${label('Automation', c.name)}: ${c.count}`}
          />
        ))}
      </div>
      <span className="small">
        {t('suites.automated', { percent: formatPercent(lang, f.PercentageOfAutomatedCases) })}
      </span>
    </div>
  );
}
