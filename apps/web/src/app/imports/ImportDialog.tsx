import { useMutation, useQuery } from '@tanstack/react-query';
import { type ImportFormat, importFormats } from '@tmt/contract/case-import-fields';
import { useEffect, useRef } from 'react';
import { entriesOf } from '../lib/documents';
import { useDraftState } from '../lib/drafts';
import { useLocale } from '../lib/i18n';
import type { Scope } from '../lib/scope';
import { useTaskDocument } from '../lib/tasks';
import { trpc, trpcClient } from '../lib/trpc';
import { uploadFile } from '../lib/upload';
import { FormDialog } from '../ui/Dialog';
import { useTaskMutation } from '../ui/useTaskMutation';
import { autoMapping, ColumnMapping, type Mapping } from './ColumnMapping';
import { type DialogKey, useDialogT } from './dialog-messages';
import { type Delimiter, guessFormat, type Preview, readPreview, readWorkbookPreview } from './file-preview';
import { ImportReport, type ImportResult } from './ImportReport';

/**
 * The dialog's choices, kept as a draft: the uploaded file (by its attachment id, so a reload does not upload it
 * again), its preview, the format, separator, target suite and columns, and the tasks of the last dry run and import
 * (their results are read again from the tasks).
 */
interface ImportDraft {
  file: { name: string; size: number; attachmentId: string } | null;
  preview: Preview | null;
  format: ImportFormat;
  delimiter: Delimiter;
  /** `S_n`; empty: a new suite. */
  suiteId: string;
  suiteTitle: string;
  mapping: Mapping;
  dryRunRef: string;
  importRef: string;
}

const empty: ImportDraft = {
  file: null,
  preview: null,
  format: 'csv',
  delimiter: ',',
  suiteId: '',
  suiteTitle: '',
  mapping: {},
  dryRunRef: '',
  importRef: '',
};

const delimiters: [Delimiter, DialogKey][] = [
  [',', 'imports.delimiter.comma'],
  [';', 'imports.delimiter.semicolon'],
  ['\t', 'imports.delimiter.tab'],
];

/** A task's state as the dialog needs it: its status, progress, result and reason. */
function useTaskState(docRef: string) {
  const doc = useTaskDocument(docRef);
  const root = docRef ? doc?.document.Root : undefined;
  const status = root?.General.Status;
  return {
    running: docRef !== '' && status !== 'DONE' && status !== 'ERROR',
    status,
    progress: status === 'DONE' ? 100 : Math.round(root?.DisplayFields.Progress ?? 0),
    result: status === 'DONE' ? (root?.Result as ImportResult) : undefined,
    error: status === 'ERROR' ? (root?.Error?.Message ?? '') : undefined,
  };
}

/** The suites of the version the cases may go to, by title. */
function useSuiteChoices(scope: Scope, version: number | undefined) {
  const query = useQuery({
    ...trpc.suites.listTestSuites.queryOptions({
      projectSpec: {
        projectId: scope.projectId,
        subProjectId: scope.subProjectId,
        ...(version ? { projectVersionNumber: version } : {}),
      },
      filter: { filters: [] },
      page: { offset: 0, limit: 500 },
      sort: ['Title ASC'],
    }),
    enabled: Boolean(version),
  });
  return entriesOf(query.data?.entries, 'TestSuite-dm').map((entry) => entry.document.Root.General);
}

/**
 * Import on the suites screen: upload a file, choose its format, the suite and (for a spreadsheet) its columns, see
 * a dry run's report, then import with progress and end on a summary with links to the suite. Loaded lazily.
 */
export function ImportDialog({
  scope,
  version,
  onClose,
  onImported,
}: {
  scope: Scope;
  version: number | undefined;
  onClose: () => void;
  onImported: () => void;
}) {
  const t = useDialogT();
  const lang = useLocale();
  // One draft per version: its suites are the ones to choose from.
  const form = useDraftState<ImportDraft>(
    `import-cases:${scope.projectId}/${scope.subProjectId}/${version ?? ''}`,
    empty,
  );
  const v = form.value;
  const suites = useSuiteChoices(scope, version);
  const dry = useTaskState(v.dryRunRef);
  const run = useTaskState(v.importRef);
  /** A choice changes what a dry run said: its report (and a refusal of the last try) no longer holds. */
  const choose = (change: Partial<ImportDraft>) => {
    check.reset();
    start.reset();
    form.setValue((value) => ({ ...value, ...change, dryRunRef: '', importRef: '' }));
  };

  // The picked file, while this dialog is open: read again when another separator is chosen.
  const picked = useRef<File | null>(null);
  const upload = useMutation({
    mutationFn: async (file: File) => {
      picked.current = file;
      const read = /\.(xml|json)$/i.test(file.name)
        ? null
        : /\.xlsx$/i.test(file.name)
          ? readWorkbookPreview(file)
          : readPreview(file);
      const [uploaded, preview] = await Promise.all([uploadFile(file, scope, 'TestCase-dm'), read]);
      return { file, uploaded, preview };
    },
    onSuccess: ({ file, uploaded, preview }) =>
      choose({
        file: { name: file.name, size: file.size, attachmentId: uploaded.attachmentId },
        preview: preview && { headers: preview.headers, rows: preview.rows },
        format: guessFormat(file.name, preview?.headers),
        delimiter: preview !== null && 'delimiter' in preview ? (preview.delimiter as Delimiter) : ',',
        mapping: preview ? autoMapping(preview.headers, v.mapping) : v.mapping,
      }),
  });

  /** Another separator: the preview and the columns it offers are read again, when the file is still at hand. */
  const separate = async (delimiter: Delimiter) => {
    const file = picked.current;
    if (!file || file.name !== v.file?.name) return choose({ delimiter });
    const preview = await readPreview(file, delimiter);
    choose({
      delimiter,
      preview: { headers: preview.headers, rows: preview.rows },
      mapping: autoMapping(preview.headers, v.mapping),
    });
  };

  const params = (dryRun: boolean) => {
    const mapping = Object.fromEntries(
      Object.entries(v.mapping)
        .map(([field, header]) => [field, header.trim()])
        .filter(([, header]) => header),
    );
    const table = v.format === 'csv' || v.format === 'xlsx';
    return {
      projectId: scope.projectId,
      subprojectId: scope.subProjectId,
      ...(version ? { version } : {}),
      attachmentId: v.file?.attachmentId ?? '',
      format: v.format,
      ...(v.suiteId ? { testSuiteId: v.suiteId } : v.suiteTitle.trim() ? { testSuiteTitle: v.suiteTitle.trim() } : {}),
      ...(table && Object.keys(mapping).length ? { mapping } : {}),
      ...(v.format === 'csv' || v.format === 'testrail-csv' ? { delimiter: v.delimiter } : {}),
      dryRun,
      locale: lang,
    };
  };
  const check = useMutation({
    mutationFn: () => trpcClient.imports.importTestCases.mutate(params(true)),
    onSuccess: (docRef) => form.setValue((value) => ({ ...value, dryRunRef: docRef, importRef: '' })),
  });
  const start = useTaskMutation(
    () => trpcClient.imports.importTestCases.mutate(params(false)),
    () => ({ type: 'IMPORT_TEST_CASES', subject: v.file?.name ?? '' }),
  );

  // The lists show the new cases once the import is done, also when it was followed after a reload.
  const refreshed = useRef('');
  useEffect(() => {
    if (run.status !== 'DONE' || refreshed.current === v.importRef) return;
    refreshed.current = v.importRef;
    onImported();
  }, [run.status, v.importRef, onImported]);

  const done = run.status === 'DONE';
  const ready = dry.result && dry.result.problemCount === 0 && !run.error;
  const finish = () => {
    form.clear();
    onClose();
  };
  const submit = () => {
    if (done) finish();
    else if (ready)
      start.mutate(undefined, { onSuccess: (docRef) => form.setValue((x) => ({ ...x, importRef: docRef })) });
    else check.mutate();
  };
  const busy = upload.isPending || check.isPending || start.isPending || dry.running || run.running;
  const label = done
    ? t('imports.done')
    : run.running
      ? t('imports.importing')
      : ready
        ? t('imports.run')
        : dry.running
          ? t('imports.checking')
          : t('imports.dryRun');
  const table = v.format === 'csv' || v.format === 'xlsx';
  const shown = run.result ?? dry.result;
  const following = run.running ? run : dry.running ? dry : null;
  return (
    <FormDialog
      open
      wide
      onClose={done ? finish : onClose}
      title={t('imports.title')}
      submitLabel={label}
      busy={busy || !v.file}
      error={upload.error ?? check.error ?? start.error}
      onDiscard={form.held && !done ? form.clear : undefined}
      onSubmit={submit}
    >
      <p className="small muted">{t('imports.lead')}</p>
      <label className="field">
        <span>{v.file ? t('imports.fileAgain') : t('imports.file')}</span>
        <input
          type="file"
          accept=".xml,.csv,.json,.xlsx,.txt"
          disabled={busy}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) upload.mutate(file);
          }}
          data-testid="import-file"
        />
      </label>
      {upload.isPending && upload.variables ? (
        <p className="small" aria-live="polite">
          {t('imports.uploading', { file: upload.variables.name })}
        </p>
      ) : (
        v.file && (
          <p className="small" data-testid="import-file-name">
            {t('imports.uploaded', { file: v.file.name, size: Math.ceil(v.file.size / 1024) })}
          </p>
        )
      )}
      {v.file && (
        <>
          <div className="import-choices">
            <label className="field">
              <span>{t('imports.format')}</span>
              <select
                value={v.format}
                onChange={(e) => choose({ format: e.target.value as ImportFormat })}
                data-testid="import-format"
              >
                {importFormats.map((format) => (
                  <option key={format} value={format}>
                    {t(`imports.format.${format}` as DialogKey)}
                  </option>
                ))}
              </select>
            </label>
            {(v.format === 'csv' || v.format === 'testrail-csv') && (
              <label className="field">
                <span>{t('imports.delimiter')}</span>
                <select
                  value={v.delimiter}
                  onChange={(e) => void separate(e.target.value as Delimiter)}
                  data-testid="import-delimiter"
                >
                  {delimiters.map(([d, key]) => (
                    <option key={d} value={d}>
                      {t(key)}
                    </option>
                  ))}
                </select>
              </label>
            )}
            <label className="field">
              <span>{t('imports.suite')}</span>
              <select
                value={v.suiteId}
                onChange={(e) => choose({ suiteId: e.target.value })}
                data-testid="import-suite"
              >
                <option value="">{t('imports.newSuite')}</option>
                {suites.map((suite) => (
                  <option key={suite.Id} value={suite.Id}>
                    {suite.Id} {suite.Title}
                  </option>
                ))}
              </select>
            </label>
            {!v.suiteId && (
              <label className="field">
                <span>{t('imports.suiteTitle')}</span>
                <input
                  value={v.suiteTitle}
                  maxLength={500}
                  placeholder={t('imports.suiteTitleHint')}
                  onChange={(e) => choose({ suiteTitle: e.target.value })}
                  data-testid="import-suite-title"
                />
              </label>
            )}
          </div>
          {table && (
            <ColumnMapping preview={v.preview} mapping={v.mapping} onChange={(mapping) => choose({ mapping })} />
          )}
        </>
      )}
      {following && (
        <div
          className="progress"
          role="progressbar"
          aria-label={t(following === run ? 'imports.importing' : 'imports.checking')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={following.progress}
          data-testid="import-progress"
        >
          <div className="progress-bar" style={{ width: `${following.progress}%` }} />
        </div>
      )}
      {dry.error !== undefined && (
        <p className="error" role="alert" data-testid="import-error">
          {t('imports.dryRunFailed', { message: dry.error })}
        </p>
      )}
      {run.error !== undefined && (
        <p className="error" role="alert" data-testid="import-error">
          {t('imports.importFailed', { message: run.error })}
        </p>
      )}
      {shown && <ImportReport result={shown} scope={{ ...scope, version }} onLeave={finish} />}
    </FormDialog>
  );
}
