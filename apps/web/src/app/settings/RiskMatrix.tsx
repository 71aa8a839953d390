import type { EnumName } from '../lib/enum-labels';
import { useEnumLabel } from '../lib/i18n';
import { useSettingsT } from './messages';
import { formatMatrix, parseMatrix } from './risk-preview';

const NEXT: Record<string, string> = { H: 'M', M: 'L', L: 'H' };

interface RiskMatrixProps {
  label: string;
  /** `H,H,M,…;…`: rows separated by `;`. */
  value: string;
  rows: { enumName: EnumName; values: readonly string[] };
  columns: { enumName: EnumName; values: readonly string[] };
  disabled: boolean;
  onChange: (value: string) => void;
  testId: string;
}

/** A risk matrix as a grid of H/M/L cells; a click (or Enter, Space) on a cell moves it on to the next level. */
export function RiskMatrix({ label, value, rows, columns, disabled, onChange, testId }: RiskMatrixProps) {
  const words = useSettingsT();
  const enumLabel = useEnumLabel();
  const cells = parseMatrix(value);
  const set = (r: number, c: number) =>
    onChange(
      formatMatrix(cells.map((row, i) => (i === r ? row.map((v, j) => (j === c ? (NEXT[v] ?? 'H') : v)) : row))),
    );
  return (
    <div className="table-wrap">
      <table className="risk-matrix" data-testid={testId}>
        <caption>{label}</caption>
        <thead>
          <tr>
            <td />
            {columns.values.map((column) => (
              <th key={column} scope="col">
                {enumLabel(columns.enumName, column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.values.map((row, r) => (
            <tr key={row}>
              <th scope="row">{enumLabel(rows.enumName, row)}</th>
              {columns.values.map((column, c) => {
                const level = cells[r]?.[c] ?? 'L';
                return (
                  <td key={column}>
                    <button
                      type="button"
                      className={`risk-cell level-${level}`}
                      disabled={disabled}
                      aria-label={words('settings.cell', {
                        row: enumLabel(rows.enumName, row),
                        column: enumLabel(columns.enumName, column),
                        level: words(`settings.level.${level as 'H' | 'M' | 'L'}`),
                      })}
                      onClick={() => set(r, c)}
                    >
                      {level}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
