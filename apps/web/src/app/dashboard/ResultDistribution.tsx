import { useMemo } from 'react';
import { formatPercent, translate, useLocale, useT } from '../lib/i18n';
import { resultColour } from '../ui/result-colour';
import { ResultChart } from './ResultChart';
import { percentOf, resultKey, type Statistics } from './statistics';

/** The results that occur in the run: a chart, and a table with the same figures that is also its legend. */
export function ResultDistribution({ statistics }: { statistics: Statistics }) {
  const t = useT();
  const lang = useLocale();
  const { total } = statistics;
  const slices = useMemo(
    () =>
      statistics.results
        .filter((r) => r.count > 0)
        .map((r) => ({ result: r.result, name: translate(lang, resultKey(r.result)), count: r.count })),
    [statistics.results, lang],
  );
  const share = (count: number) => formatPercent(lang, percentOf(count, total));
  const summary = slices.map((s) => `${s.name} ${s.count} (${share(s.count)})`).join(', ');
  return (
    <section className="card" aria-labelledby="dashboard-distribution">
      <h2 id="dashboard-distribution">{t('dashboard.distribution')}</h2>
      <div className="distribution">
        <ResultChart
          slices={slices}
          label={t('dashboard.chartLabel', { summary })}
          centre={{ value: formatPercent(lang, statistics.progress), label: t('dashboard.tested') }}
        />
        <table className="data-table result-table" data-testid="result-table">
          <thead>
            <tr>
              <th scope="col">{t('dashboard.result')}</th>
              <th scope="col" className="numeric">
                {t('dashboard.count')}
              </th>
              <th scope="col" className="numeric">
                {t('dashboard.share')}
              </th>
            </tr>
          </thead>
          <tbody>
            {slices.map((s) => (
              <tr key={s.result} data-testid="result-row" data-result={s.result}>
                <th scope="row">
                  <span className="swatch" style={resultColour(s.result)} aria-hidden="true" />
                  {s.name}
                </th>
                <td className="numeric">{s.count}</td>
                <td className="numeric">{share(s.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
