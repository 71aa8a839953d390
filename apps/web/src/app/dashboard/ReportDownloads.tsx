import type { MessageKey } from '../lib/i18n';
import { type Locale, useLocale, useT } from '../lib/i18n';
import { trpcClient } from '../lib/trpc';
import { TaskFileButtons } from '../ui/TaskFileButtons';

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

function ReportButton({ report, run }: { report: Report; run: { docRef: string; name: string } }) {
  const t = useT();
  const lang = useLocale();
  const name = t(report.label);
  return (
    <TaskFileButtons
      memoryKey={`report ${run.docRef} ${report.kind}`}
      start={() => report.request(run.docRef, lang)}
      task={{ type: report.type, subject: run.name }}
      fallbackName={report.fallbackName}
      labels={{
        create: t('dashboard.create', { report: name }),
        creating: t('dashboard.creating', { report: name }),
        download: t('dashboard.download', { report: name }),
        again: t('dashboard.again'),
      }}
      className="report"
      testId={`report-${report.kind}`}
      downloadTestId="report-download"
    />
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
