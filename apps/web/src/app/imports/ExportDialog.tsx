import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { downloadTaskFile } from '../lib/download-task-file';
import { useLocale } from '../lib/i18n';
import type { Scope } from '../lib/scope';
import { useTaskDocument } from '../lib/tasks';
import { trpcClient } from '../lib/trpc';
import { FormDialog } from '../ui/Dialog';
import { useTaskMutation } from '../ui/useTaskMutation';
import { useDialogT } from './dialog-messages';

type Format = 'csv' | 'xlsx';

/**
 * Export of a suite's test cases (or a whole version's) as CSV or xlsx: EXPORT_TEST_CASES runs as a task, followed
 * here and in the tray; once it is DONE the file is downloaded from here. Loaded lazily.
 */
export function ExportDialog({
  scope,
  version,
  suite,
  onClose,
}: {
  scope: Scope;
  version: number | undefined;
  /** `S_n` and its name; absent: the whole version. */
  suite?: { id: string; name: string };
  onClose: () => void;
}) {
  const t = useDialogT();
  const lang = useLocale();
  const [format, setFormat] = useState<Format>('csv');
  const [taskRef, setTaskRef] = useState('');
  const root = useTaskDocument(taskRef)?.document.Root;
  const status = taskRef ? root?.General.Status : undefined;
  const what = suite?.name ?? t('exports.versionName', { version: version ?? '' });
  const start = useTaskMutation(
    (chosen: Format) =>
      trpcClient.imports.exportTestCases.mutate({
        projectId: scope.projectId,
        subprojectId: scope.subProjectId,
        ...(version ? { version } : {}),
        ...(suite ? { testSuiteId: suite.id } : {}),
        format: chosen,
        // Spreadsheet programs in German settings split on `;`.
        delimiter: lang === 'de' ? ';' : ',',
        locale: lang,
      }),
    () => ({ type: 'EXPORT_TEST_CASES', subject: what }),
  );
  const fallbackName = `${suite?.id ?? `V_${version ?? ''}`}-test-cases.${format}`;
  const download = useMutation({ mutationFn: () => downloadTaskFile(taskRef, fallbackName) });
  const running = start.isPending || status === 'NEW' || status === 'RUNNING' || (taskRef !== '' && !status);
  const done = status === 'DONE';
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('exports.title', { what })}
      submitLabel={done ? t('exports.download') : running ? t('exports.running') : t('exports.start')}
      busy={running || download.isPending}
      error={start.error ?? download.error}
      onSubmit={() => (done ? download.mutate() : start.mutate(format, { onSuccess: setTaskRef }))}
    >
      <p className="small muted">{t('exports.lead')}</p>
      <fieldset className="field">
        <legend>{t('exports.format')}</legend>
        {(['csv', 'xlsx'] as const).map((value) => (
          <label key={value} className="check">
            <input
              type="radio"
              name="export-format"
              value={value}
              checked={format === value}
              onChange={() => {
                setFormat(value);
                setTaskRef('');
              }}
              data-testid={`export-${value}`}
            />
            {t(value === 'csv' ? 'exports.csv' : 'exports.xlsx')}
          </label>
        ))}
      </fieldset>
      {status === 'ERROR' && (
        <p className="error" role="alert">
          {t('exports.failed', { message: root?.Error?.Message ?? '' })}
        </p>
      )}
    </FormDialog>
  );
}
