import { useEnumLabel } from '../lib/i18n';
import type { RiskDoc } from '../lib/risk-docs';
import { useRiskT } from './messages';
import { byHeatmapLevel, cellLevel, heatmapGrid, LEVELS } from './risk-figures';

/** The version's cases in a 3×3 grid of business logic × test history levels, and how many have each heatmap level. */
export function RiskHeatmap({ docs }: { docs: readonly RiskDoc[] }) {
  const words = useRiskT();
  const label = useEnumLabel();
  const { grid, outside } = heatmapGrid(docs);
  const levels = byHeatmapLevel(docs);
  return (
    <section className="risk-section" aria-labelledby="risk-heatmap-title">
      <h2 id="risk-heatmap-title">{words('risk.heatmap')}</h2>
      <table className="risk-heatmap" data-testid="risk-heatmap">
        <caption className="muted small">{words('risk.heatmapCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">
              {words('risk.businessLogic')} ↓ / {words('risk.testHistory')} →
            </th>
            {LEVELS.map((history) => (
              <th key={history} scope="col">
                {label('RiskLevel', history)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {LEVELS.map((business, row) => (
            <tr key={business}>
              <th scope="row">{label('RiskLevel', business)}</th>
              {LEVELS.map((history, column) => {
                const count = grid[row]?.[column] ?? 0;
                return (
                  <td
                    key={history}
                    className={`risk-cell level-${cellLevel(business, history).toLowerCase()}`}
                    title={words('risk.cell', {
                      count,
                      business: label('RiskLevel', business),
                      history: label('RiskLevel', history),
                    })}
                    data-testid={`risk-cell-${business}-${history}`}
                  >
                    {count}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {outside > 0 && (
        <p className="muted small" data-testid="risk-outside">
          {words('risk.undefinedCount', { count: outside })}
        </p>
      )}
      <h3>{words('risk.byLevel')}</h3>
      <ul className="risk-levels" data-testid="risk-levels">
        {(['HIGH', 'MEDIUM', 'LOW', 'UNDEFINED'] as const).map((level) => (
          <li key={level} className={`risk-level level-${level.toLowerCase()}`} data-testid={`risk-level-${level}`}>
            <span>{label('RiskLevel', level)}</span> <strong>{levels[level]}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}
