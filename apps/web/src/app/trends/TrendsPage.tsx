import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useVersions } from '../lib/scope';
import { useScopePage } from '../lib/scope-page';
import { trpc } from '../lib/trpc';
import { RunsBreadcrumb } from '../runs/RunsBreadcrumb';
import { ErrorMessage } from '../ui/ErrorMessage';
import { VersionPicker } from '../ui/VersionPicker';
import { FlakyCases } from './FlakyCases';
import { useTrendsT } from './messages';
import { RunChanges } from './RunChanges';
import { RunsTable } from './RunsTable';
import { TrendChart } from './TrendChart';
import { DEFAULT_RUN_COUNT, RUN_COUNTS, type TrendRun } from './trends-data';
import './trends.css';
import { PageHead } from '../ui/PageHead';

const route = getRouteApi('/authed/p/$projectId/$subProjectId/trends');

/** A select of the runs shown, by id and title. */
function RunSelect({
  label,
  runs,
  value,
  onChange,
  testId,
}: {
  label: string;
  runs: TrendRun[];
  value: string;
  onChange: (id: string) => void;
  testId: string;
}) {
  return (
    <label className="field">
      <span>{label}</span>
      <select value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
        {[...runs].reverse().map((run) => (
          <option key={run.id} value={run.id}>
            {run.id} {run.title}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * A version's latest runs side by side: their pass rate as a chart and a table, the failed cases that changed
 * between two of them, and the flakiest cases. The address keeps the version, the number of runs and the two compared.
 */
export function TrendsPage() {
  const words = useTrendsT();
  const { lang, params, search, navigate, scope } = useScopePage(route);
  const { projectId, subProjectId } = params;
  const { versions, version } = useVersions({ ...scope, version: search.v });
  const count = search.n && RUN_COUNTS.includes(search.n) ? search.n : DEFAULT_RUN_COUNT;
  const base = { projectId, subprojectId: subProjectId, ...(search.v ? { version: search.v } : {}), locale: lang };
  const trends = useQuery({
    ...trpc.runs.getVersionRunTrends.queryOptions({ ...base, runs: count }),
    placeholderData: keepPreviousData,
  });
  const runs = trends.data?.runs ?? [];
  // The two newest runs unless the address names others among those shown.
  const shown = (id: string | undefined) => (id && runs.some((run) => run.id === id) ? id : undefined);
  const from = shown(search.from) ?? runs.at(-2)?.id;
  const to = shown(search.to) ?? runs.at(-1)?.id;
  // The comparison alone: it needs no more runs than two, nor the flaky cases.
  const compared = useQuery({
    ...trpc.runs.getVersionRunTrends.queryOptions({
      ...base,
      runs: 2,
      flakyLimit: 1,
      compare: { from: from ?? '', to: to ?? '' },
    }),
    enabled: from !== undefined && to !== undefined && runs.length > 1,
    placeholderData: keepPreviousData,
  });
  const pick = (key: 'from' | 'to') => (id: string) =>
    void navigate({ search: (s) => ({ ...s, from, to, [key]: id }), replace: true });

  return (
    <section className="page trends-page">
      <RunsBreadcrumb scope={scope} current={words('trends.title')} />
      <PageHead title={words('trends.title')} />
      <p className="muted">{words('trends.lead')}</p>
      <search className="toolbar">
        <VersionPicker
          versions={versions}
          value={search.v ?? version}
          onChange={(v) => void navigate({ search: (s) => ({ ...s, v, from: undefined, to: undefined }) })}
        />
        <label className="field">
          <span>{words('trends.count')}</span>
          <select
            value={count}
            onChange={(e) => void navigate({ search: (s) => ({ ...s, n: Number(e.target.value) }), replace: true })}
            data-testid="trend-count"
          >
            {RUN_COUNTS.map((n) => (
              <option key={n} value={n}>
                {words('trends.countOption', { count: n })}
              </option>
            ))}
          </select>
        </label>
      </search>
      <ErrorMessage error={trends.error} onRetry={() => void trends.refetch()} />
      {trends.data && !runs.length && <p className="muted">{words('trends.none')}</p>}
      {runs.length > 0 && (
        <>
          <section className="card" aria-labelledby="trend-chart-title">
            <h2 id="trend-chart-title">{words('trends.chart')}</h2>
            <TrendChart runs={runs} />
          </section>
          <section className="card" aria-labelledby="trend-runs-title">
            <h2 id="trend-runs-title">{words('trends.runs')}</h2>
            <RunsTable scope={scope} runs={runs} />
          </section>
        </>
      )}
      {runs.length > 1 && from && to && (
        <section className="card" aria-labelledby="trend-compare-title">
          <h2 id="trend-compare-title">{words('trends.compare')}</h2>
          <div className="toolbar">
            <RunSelect
              label={words('trends.from')}
              runs={runs}
              value={from}
              onChange={pick('from')}
              testId="compare-from"
            />
            <RunSelect label={words('trends.to')} runs={runs} value={to} onChange={pick('to')} testId="compare-to" />
          </div>
          <ErrorMessage error={compared.error} onRetry={() => void compared.refetch()} />
          {compared.data?.changes && <RunChanges scope={scope} changes={compared.data.changes} />}
        </section>
      )}
      {runs.length > 1 && trends.data && (
        <section className="card" aria-labelledby="trend-flaky-title">
          <h2 id="trend-flaky-title">{words('trends.flaky')}</h2>
          <p className="small muted">{words('trends.flakyLead')}</p>
          <FlakyCases scope={scope} flaky={trends.data.flaky} />
        </section>
      )}
    </section>
  );
}
