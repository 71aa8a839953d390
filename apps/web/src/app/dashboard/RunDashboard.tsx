import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useT } from '../lib/i18n';
import { trpc } from '../lib/trpc';
import { runName, useRun } from '../runs/run-data';
import { ErrorMessage } from '../ui/ErrorMessage';
import { FailedAndBlocked, PROBLEMS_PAGE_SIZE } from './FailedAndBlocked';
import { FigureTable } from './FigureTable';
import { KeyFigures } from './KeyFigures';
import { ReportDownloads } from './ReportDownloads';
import { ResultDistribution } from './ResultDistribution';
import type { Statistics } from './statistics';
import { useLiveStatistics } from './useLiveStatistics';

const route = getRouteApi('/authed/p/$projectId/$subProjectId/runs/$runId/dashboard');

/** The suites and testers of the run as rows of figures. */
function FigureSections({ statistics }: { statistics: Statistics }) {
  const t = useT();
  const suites = statistics.suites.map((s) => ({
    ...s,
    key: s.testSuiteDocRef,
    name: (
      <>
        <code>{s.id}</code> {s.title}
      </>
    ),
  }));
  const testers = statistics.testers.map((s) => ({
    ...s,
    key: s.tester ?? '',
    name: s.displayName ?? <span className="muted">{t('dashboard.noTester')}</span>,
  }));
  return (
    <div className="dashboard-tables">
      <section className="card" aria-labelledby="dashboard-suites">
        <h2 id="dashboard-suites">{t('dashboard.bySuite')}</h2>
        <FigureTable
          rows={suites}
          nameHeader={t('dashboard.suite')}
          empty={t('dashboard.noSuites')}
          testId="suite-figures"
        />
      </section>
      <section className="card" aria-labelledby="dashboard-testers">
        <h2 id="dashboard-testers">{t('dashboard.byTester')}</h2>
        <FigureTable
          rows={testers}
          nameHeader={t('dashboard.tester')}
          empty={t('dashboard.empty')}
          testId="tester-figures"
        />
      </section>
    </div>
  );
}

/**
 * A run's figures: progress, the result distribution, each suite and tester, the failed and blocked cases, and its
 * reports. The server counts; the page downloads what it shows, whatever the size of the run, and counts again when
 * results are saved.
 */
export function RunDashboard() {
  const t = useT();
  const params = route.useParams();
  const { run } = useRun(params, params.runId);
  const [page, setPage] = useState(1);
  useLiveStatistics(params.runId);
  const statistics = useQuery({
    ...trpc.runs.getTestRunStatistics.queryOptions({
      testRunDocRef: run?.docRef ?? '',
      page: { offset: (page - 1) * PROBLEMS_PAGE_SIZE, limit: PROBLEMS_PAGE_SIZE },
    }),
    enabled: Boolean(run),
    placeholderData: keepPreviousData,
  });
  const data = statistics.data;
  return (
    <div className="dashboard" data-testid="dashboard" aria-busy={statistics.isFetching}>
      <h2 className="visually-hidden">{t('dashboard.title')}</h2>
      <ErrorMessage error={statistics.error} onRetry={() => void statistics.refetch()} />
      {statistics.isPending && <p className="muted">{t('app.loading')}</p>}
      {run && <ReportDownloads run={{ docRef: run.docRef, name: runName(run) }} />}
      {data && data.total === 0 && <p className="muted">{t('dashboard.empty')}</p>}
      {data && data.total > 0 && (
        <>
          <div className="dashboard-overview">
            <KeyFigures statistics={data} />
            <ResultDistribution statistics={data} />
          </div>
          <FigureSections statistics={data} />
          <FailedAndBlocked
            run={params}
            list={data.failedAndBlocked}
            page={page}
            fetching={statistics.isFetching}
            onPage={setPage}
          />
        </>
      )}
    </div>
  );
}
