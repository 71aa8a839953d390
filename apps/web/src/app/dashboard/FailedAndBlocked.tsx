import { Link } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { formatDate, useLocale, useT } from '../lib/i18n';
import { DataTable } from '../ui/DataTable';
import { Pager } from '../ui/Pager';
import { resultColour } from '../ui/result-colour';
import { type Problem, resultKey, type Statistics } from './statistics';

export const PROBLEMS_PAGE_SIZE = 25;

/** One page of the run's failed and blocked cases with their defects, each leading to its execution. */
export function FailedAndBlocked({
  run,
  list,
  page,
  fetching,
  onPage,
}: {
  run: { projectId: string; subProjectId: string; runId: string };
  list: Statistics['failedAndBlocked'];
  page: number;
  fetching: boolean;
  onPage: (page: number) => void;
}) {
  const t = useT();
  const lang = useLocale();
  const columns = useMemo<ColumnDef<Problem>[]>(
    () => [
      {
        id: 'execution',
        header: t('dashboard.execution'),
        cell: ({ row }) => (
          <Link to="/p/$projectId/$subProjectId/runs/$runId" params={run} search={{ x: row.original.id }}>
            <code>{row.original.id}</code>
          </Link>
        ),
      },
      {
        id: 'case',
        header: t('dashboard.case'),
        cell: ({ row }) => (
          <>
            <code>{row.original.testCaseId}</code> {row.original.testCaseTitle}
          </>
        ),
      },
      {
        id: 'suite',
        header: t('dashboard.suite'),
        cell: ({ row }) => (
          <>
            <code>{row.original.testSuiteId}</code> {row.original.testSuiteTitle}
          </>
        ),
        meta: { className: 'hide-narrow' },
      },
      {
        id: 'result',
        header: t('dashboard.result'),
        cell: ({ row }) => (
          <span className="nowrap">
            <span className="swatch" style={resultColour(row.original.result)} aria-hidden="true" />
            {t(resultKey(row.original.result))}
          </span>
        ),
      },
      {
        id: 'defects',
        header: t('dashboard.defects'),
        cell: ({ row }) => row.original.defects,
      },
      {
        id: 'tester',
        header: t('dashboard.tester'),
        cell: ({ row }) => row.original.testerDisplayName,
        meta: { className: 'hide-narrow' },
      },
      {
        id: 'testedOn',
        header: t('dashboard.testedOn'),
        cell: ({ row }) => (row.original.testedOn ? formatDate(lang, row.original.testedOn) : ''),
        meta: { className: 'hide-narrow' },
      },
    ],
    [t, lang, run],
  );
  return (
    <section className="card" aria-labelledby="dashboard-problems">
      <h2 id="dashboard-problems">{t('dashboard.problems')}</h2>
      <DataTable
        rows={list.entries}
        columns={columns}
        rowId={(row) => row.docRef}
        query={{ isPending: false, isFetching: fetching, data: true }}
        empty={t('dashboard.problemsEmpty')}
        className="problems-table"
        testId="problems-table"
        rowTestId="problem-row"
      />
      {list.fullSize > PROBLEMS_PAGE_SIZE && (
        <Pager page={page} pageSize={PROBLEMS_PAGE_SIZE} total={list.fullSize} onPage={onPage} />
      )}
    </section>
  );
}
