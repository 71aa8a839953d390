import type { ColumnDef } from '@tanstack/react-table';
import { type ReactNode, useMemo } from 'react';
import { useT } from '../lib/i18n';
import { DataTable } from '../ui/DataTable';
import { resultColour } from '../ui/result-colour';
import { BLOCKED, countOf, FAILED, type Figures, PASSED, resultKey, UNTESTED } from './statistics';

export interface FigureRow extends Figures {
  key: string;
  name: ReactNode;
}

/** Every result of a row as a bar, and in words for those who do not see it. */
function ResultBar({ row }: { row: Figures }) {
  const t = useT();
  const words = row.counts.map((c) => `${t(resultKey(c.result))} ${c.count}`).join(', ');
  return (
    <div className="result-bar">
      <div className="coverage-bar" aria-hidden="true">
        {row.counts.map((c) => (
          <span
            key={c.result}
            style={{ ...resultColour(c.result), width: `${(100 * c.count) / row.total}%` }}
            title={`${t(resultKey(c.result))}: ${c.count}`}
          />
        ))}
      </div>
      <span className="visually-hidden">{words}</span>
    </div>
  );
}

/** The figures of the run's suites or testers, one row each, as the server counted them. */
export function FigureTable({
  rows,
  nameHeader,
  empty,
  testId,
}: {
  rows: FigureRow[];
  nameHeader: string;
  empty: string;
  testId: string;
}) {
  const t = useT();
  const columns = useMemo<ColumnDef<FigureRow>[]>(() => {
    const figure = (id: string, header: string, value: (row: FigureRow) => number, narrow = false) => ({
      id,
      header,
      cell: ({ row }: { row: { original: FigureRow } }) => value(row.original),
      meta: { className: narrow ? 'numeric hide-narrow' : 'numeric' },
    });
    return [
      { id: 'name', header: nameHeader, cell: ({ row }) => row.original.name },
      figure('total', t('dashboard.total'), (r) => r.total),
      figure('tested', t('dashboard.tested'), (r) => r.tested, true),
      figure('passed', t('dashboard.passed'), (r) => countOf(r.counts, PASSED)),
      figure('failed', t('dashboard.failed'), (r) => countOf(r.counts, FAILED)),
      figure('blocked', t('dashboard.blocked'), (r) => countOf(r.counts, BLOCKED)),
      figure('untested', t('dashboard.untested'), (r) => countOf(r.counts, UNTESTED), true),
      {
        id: 'results',
        header: t('dashboard.results'),
        cell: ({ row }) => <ResultBar row={row.original} />,
        meta: { className: 'hide-narrow' },
      },
    ];
  }, [t, nameHeader]);
  return (
    <DataTable
      rows={rows}
      columns={columns}
      rowId={(row) => row.key}
      query={{ isPending: false, isFetching: false, data: true }}
      empty={empty}
      className="figure-table"
      testId={testId}
      rowTestId="figure-row"
    />
  );
}
