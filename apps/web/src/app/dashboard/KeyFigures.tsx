import type { MessageKey } from '../lib/i18n';
import { formatPercent, useLocale, useT } from '../lib/i18n';
import { resultColour } from '../ui/result-colour';
import { BLOCKED, countOf, FAILED, PASSED, percentOf, type Statistics, UNTESTED } from './statistics';

/** How far the run is, and how it went: the figures a release meeting asks for first. */
export function KeyFigures({ statistics }: { statistics: Statistics }) {
  const t = useT();
  const lang = useLocale();
  const counts = statistics.results.map(({ result, count }) => ({ result, count }));
  const passed = countOf(counts, PASSED);
  // `tone`: the result code whose colour a figure wears.
  const figures: { key: MessageKey; value: string; tone?: number }[] = [
    { key: 'dashboard.total', value: String(statistics.total) },
    { key: 'dashboard.tested', value: String(statistics.tested) },
    { key: 'dashboard.passed', value: String(passed), tone: 2 },
    { key: 'dashboard.failed', value: String(countOf(counts, FAILED)), tone: 5 },
    { key: 'dashboard.blocked', value: String(countOf(counts, BLOCKED)), tone: 3 },
    { key: 'dashboard.untested', value: String(countOf(counts, UNTESTED)), tone: 1 },
    { key: 'dashboard.passRate', value: formatPercent(lang, percentOf(passed, statistics.tested)) },
  ];
  return (
    <section className="card" aria-labelledby="dashboard-figures">
      <h2 id="dashboard-figures">{t('dashboard.figures')}</h2>
      <div
        className="progress dashboard-progress"
        role="progressbar"
        aria-label={t('dashboard.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={statistics.progress}
        aria-valuetext={formatPercent(lang, statistics.progress)}
        data-testid="dashboard-progress"
      >
        <div className="progress-bar" style={{ width: `${statistics.progress}%` }} />
      </div>
      <p className="small muted">
        {t('dashboard.progress')}: {formatPercent(lang, statistics.progress)}
      </p>
      <dl className="key-figures">
        {figures.map((f) => (
          <div key={f.key} data-testid="key-figure" data-figure={f.key.slice('dashboard.'.length)}>
            <dt>
              {f.tone && <span className="swatch" style={resultColour(f.tone)} aria-hidden="true" />}
              {t(f.key)}
            </dt>
            <dd>{f.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
