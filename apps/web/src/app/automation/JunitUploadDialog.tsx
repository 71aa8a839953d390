import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocale } from '../lib/i18n';
import { trpcClient } from '../lib/trpc';
import { uploadFile } from '../lib/upload';
import { type RunScope, refreshRuns } from '../runs/run-data';
import { FormDialog } from '../ui/Dialog';
import { useTaskMutation } from '../ui/useTaskMutation';
import { type JunitResult, JunitSummary } from './JunitSummary';
import { useAutomationT } from './messages';
import { useFollowedTask } from './task-state';
import './automation.css';

/**
 * Uploads JUnit XML files into an open run (POST /api/v2/attachment, then IMPORT_JUNIT_RESULTS): the import runs as a
 * task whose progress shows here and in the tray, and ends with what it matched and what it could not.
 */
export function JunitUploadDialog({
  scope,
  run,
  onClose,
}: {
  scope: RunScope;
  run: { id: string; name: string };
  onClose: () => void;
}) {
  const words = useAutomationT();
  const lang = useLocale();
  const [files, setFiles] = useState<File[]>([]);
  const [taskRef, setTaskRef] = useState('');
  const [uploading, setUploading] = useState('');
  const task = useFollowedTask<JunitResult>(taskRef);
  const upload = useMutation({
    mutationFn: async () => {
      const ids: string[] = [];
      for (const file of files) {
        setUploading(file.name);
        ids.push((await uploadFile(file, scope, 'TestRun-dm')).attachmentId);
      }
      return ids;
    },
    onSettled: () => setUploading(''),
  });
  const start = useTaskMutation(
    (attachmentIds: string[]) =>
      trpcClient.automation.importJunitResults.mutate({
        projectId: scope.projectId,
        subprojectId: scope.subProjectId,
        testRunId: run.id,
        attachmentIds,
        locale: lang,
      }),
    () => ({ type: 'IMPORT_JUNIT_RESULTS', subject: run.name }),
  );
  // The run's lists and figures show the imported results once the task is done.
  const refreshed = useRef(false);
  useEffect(() => {
    if (!task.done || refreshed.current) return;
    refreshed.current = true;
    void refreshRuns();
  }, [task.done]);

  const submit = () => {
    if (task.done || task.error !== undefined) return onClose();
    upload.mutate(undefined, {
      onSuccess: (ids) => start.mutate(ids, { onSuccess: (docRef) => setTaskRef(docRef) }),
    });
  };
  const busy = upload.isPending || start.isPending || task.running;
  const ended = task.done || task.error !== undefined;
  const size = Math.ceil(files.reduce((sum, file) => sum + file.size, 0) / 1024);
  return (
    <FormDialog
      open
      wide
      onClose={onClose}
      title={words('junit.title', { run: run.name })}
      submitLabel={ended ? words('junit.done') : busy ? words('junit.importing') : words('junit.submit')}
      busy={busy || (!ended && files.length === 0)}
      error={upload.error ?? start.error}
      onSubmit={submit}
    >
      <p className="small muted">{words('junit.lead')}</p>
      <label className="field">
        <span>{words('junit.files')}</span>
        <input
          type="file"
          accept=".xml,application/xml,text/xml"
          multiple
          disabled={busy || ended}
          onChange={(e) => setFiles([...(e.target.files ?? [])])}
          data-testid="junit-files"
        />
      </label>
      {files.length > 0 && !uploading && (
        <p className="small">{words('junit.chosen', { count: files.length, size })}</p>
      )}
      {uploading && (
        <p className="small" aria-live="polite">
          {words('junit.uploading', { file: uploading })}
        </p>
      )}
      {taskRef && !ended && (
        <div
          className="progress"
          role="progressbar"
          aria-label={words('junit.progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={task.progress}
          data-testid="junit-progress"
        >
          <div className="progress-bar" style={{ width: `${task.progress}%` }} />
        </div>
      )}
      {task.error !== undefined && (
        <p className="error" role="alert" data-testid="junit-error">
          {words('junit.failed', { message: task.error })}
        </p>
      )}
      {task.result && <JunitSummary result={task.result} />}
    </FormDialog>
  );
}
