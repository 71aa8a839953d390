import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { downloadTaskFile } from '../lib/download-task-file';
import { type Locale, useLocale, useT } from '../lib/i18n';
import type { MessageKey } from '../lib/messages';
import { useTrackedTasks } from '../lib/tasks';
import { trpcClient } from '../lib/trpc';
import { ErrorMessage } from '../ui/ErrorMessage';
import { useTaskMutation } from '../ui/useTaskMutation';

interface Report {
  kind: 'pdf' | 'csv';
  type: 'GENERATE_REPORT' | 'GENERATE_CSV_REPORT';
  label: MessageKey;
  fallbackName: string;
  /** Starts the task; answers its docRef. */
  request: (testRunDocRef: string, lang: Locale) => Promise<string>;
}

const reports: Report[] = [
  {
    kind: 'pdf',
    type: 'GENERATE_REPORT',
    label: 'dashboard.report.pdf',
    fallbackName: 'report.pdf',
    request: (testRunDocRef, lang) => trpcClient.automation.generateReport.mutate({ testRunDocRef, locale: lang }),
  },
  {
    kind: 'csv',
    type: 'GENERATE_CSV_REPORT',
    label: 'dashboard.report.csv',
    fallbackName: 'executions.csv',
    // Spreadsheet programs in German settings split on `;`.
    request: (testRunDocRef, lang) =>
      trpcClient.automation.generateCsvReport.mutate({
        testRunDocRef,
        locale: lang,
        delimiter: lang === 'de' ? ';' : ',',
      }),
  },
];

/** The last report task of each run and kind in this session, so coming back to the dashboard still offers it. */
const lastTasks = new Map<string, string>();

function ReportButton({ report, run }: { report: Report; run: { docRef: string; name: string } }) {
  const t = useT();
  const lang = useLocale();
  const key = `${run.docRef} ${report.kind}`;
  const [taskRef, setTaskRef] = useState(() => lastTasks.get(key));
  const task = useTrackedTasks().find((tracked) => tracked.docRef === taskRef);
  const name = t(report.label);
  const create = useTaskMutation(
    () => report.request(run.docRef, lang),
    () => ({ type: report.type, subject: run.name }),
  );
  const download = useMutation({ mutationFn: (ref: string) => downloadTaskFile(ref, report.fallbackName) });
  const start = () =>
    create.mutate(undefined, {
      onSuccess: (ref) => {
        lastTasks.set(key, ref);
        setTaskRef(ref);
      },
    });
  const running = create.isPending || (task !== undefined && !task.settled);
  return (
    <div className="report" data-testid={`report-${report.kind}`}>
      {task?.settled === 'DONE' && taskRef ? (
        <>
          <button
            type="button"
            className="button primary"
            disabled={download.isPending}
            onClick={() => download.mutate(taskRef)}
            data-testid="report-download"
          >
            {t('dashboard.download', { report: name })}
          </button>
          <button type="button" className="button small" onClick={start}>
            {t('dashboard.again')}
          </button>
        </>
      ) : (
        <button type="button" className="button" disabled={running} aria-busy={running} onClick={start}>
          {running ? t('dashboard.creating', { report: name }) : t('dashboard.create', { report: name })}
        </button>
      )}
      <ErrorMessage error={create.error ?? download.error} />
    </div>
  );
}

/** The run's PDF report and CSV export: made as tasks (the tray shows their progress), then saved from here. */
export function ReportDownloads({ run }: { run: { docRef: string; name: string } }) {
  const t = useT();
  return (
    <section className="card dashboard-reports" aria-labelledby="dashboard-reports">
      <h2 id="dashboard-reports">{t('dashboard.reports')}</h2>
      <p className="small muted">{t('dashboard.reportsLead')}</p>
      <div className="reports">
        {reports.map((report) => (
          <ReportButton key={report.kind} report={report} run={run} />
        ))}
      </div>
    </section>
  );
}
