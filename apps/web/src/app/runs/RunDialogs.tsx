import { useMutation, useQuery } from '@tanstack/react-query';
import { useDraftState } from '../lib/drafts';
import { useLocale, useT } from '../lib/i18n';
import { trpc, trpcClient } from '../lib/trpc';
import { FormDialog } from '../ui/Dialog';
import { useTaskMutation } from '../ui/useTaskMutation';
import { RunFields, type RunFieldValues, runGeneral } from './RunFields';
import { type RunAnswer, refreshRuns, runName } from './run-data';

interface RunDialogProps {
  run: RunAnswer;
  open: boolean;
  onClose: () => void;
}

/** Title, configuration and description of an open run (MODIFY_DOCUMENT, checked against the version read). */
export function EditRunDialog({ run, open, onClose }: RunDialogProps) {
  const t = useT();
  const lang = useLocale();
  const g = run.document.Root.General;
  // Starts from the run as it is now; an unsaved change is kept as a draft.
  const form = useDraftState<RunFieldValues>(`edit-run:${run.docRef}`, {
    Title: g.Title,
    Configuration: g.Configuration,
    Description: g.Description,
  });
  const save = useMutation(
    trpc.documents.modifyDocument.mutationOptions({
      onSuccess: () => {
        form.clear();
        return refreshRuns();
      },
    }),
  );
  return (
    <FormDialog
      open={open}
      onClose={() => {
        save.reset();
        onClose();
      }}
      title={t('runs.editTitle', { run: g.Id })}
      submitLabel={t('runs.save')}
      busy={save.isPending}
      error={save.error}
      onDiscard={form.held ? form.clear : undefined}
      onSubmit={() =>
        save.mutate(
          {
            docRef: run.docRef,
            locale: lang,
            document: { Root: { General: runGeneral(form.value) } },
            expectedModelVersion: run.document.__meta.modelVersion,
          },
          { onSuccess: onClose },
        )
      }
    >
      <RunFields value={form.value} onChange={form.setValue} />
    </FormDialog>
  );
}

/** A copy of the run (open or closed) as a new open run: a task, followed in the tray. */
export function CopyRunDialog({ run, open, onClose }: RunDialogProps) {
  const t = useT();
  const g = run.document.Root.General;
  const form = useDraftState(`copy-run:${run.docRef}`, t('runs.copyTitle', { title: g.Title }));
  const title = form.value;
  const copy = useTaskMutation(
    (input: { title: string }) => trpcClient.runs.copyTestRun.mutate({ testRunDocRef: run.docRef, title: input.title }),
    () => ({ type: 'COPY_TEST_RUN', subject: runName(run), onDone: () => void refreshRuns() }),
  );
  return (
    <FormDialog
      open={open}
      onClose={() => {
        copy.reset();
        onClose();
      }}
      title={t('runs.copyDialog', { run: runName(run) })}
      submitLabel={t('dialog.copy')}
      busy={copy.isPending}
      error={copy.error}
      onDiscard={form.held ? form.clear : undefined}
      onSubmit={() =>
        copy.mutate(
          { title: title.trim() },
          {
            onSuccess: () => {
              form.clear();
              onClose();
            },
          },
        )
      }
    >
      <p>{t('runs.copyLead')}</p>
      <label className="field">
        <span>{t('runs.field.title')}</span>
        <input required maxLength={500} value={title} onChange={(e) => form.setValue(e.target.value)} name="title" />
      </label>
    </FormDialog>
  );
}

/** Closing freezes the run for good: a task, followed in the tray. */
export function CloseRunDialog({ run, open, onClose }: RunDialogProps) {
  const t = useT();
  const close = useTaskMutation(
    () => trpcClient.runs.closeTestRun.mutate({ testRunDocRef: run.docRef }),
    () => ({ type: 'CLOSE_TEST_RUN', subject: runName(run), onDone: () => void refreshRuns() }),
  );
  return (
    <FormDialog
      open={open}
      onClose={() => {
        close.reset();
        onClose();
      }}
      title={t('runs.closeDialog', { run: runName(run) })}
      submitLabel={t('runs.close')}
      busy={close.isPending}
      error={close.error}
      onSubmit={() => close.mutate(undefined, { onSuccess: onClose })}
    >
      <p>{t('runs.closeLead')}</p>
    </FormDialog>
  );
}

/** Only an empty run goes; the dialog says beforehand when it still holds suites, the server decides. */
export function DeleteRunDialog({ run, open, onClose, onDeleted }: RunDialogProps & { onDeleted?: () => void }) {
  const t = useT();
  const empty = useQuery({
    ...trpc.runs.checkTestRunEmpty.queryOptions({ testRunDocRef: run.docRef }),
    enabled: open,
    staleTime: 0,
  });
  const remove = useMutation(
    trpc.runs.deleteTestRun.mutationOptions({
      onSuccess: async () => {
        onClose();
        onDeleted?.();
        await refreshRuns();
      },
    }),
  );
  return (
    <FormDialog
      open={open}
      onClose={() => {
        remove.reset();
        onClose();
      }}
      title={t('runs.deleteDialog', { run: runName(run) })}
      submitLabel={t('dialog.delete')}
      danger
      busy={remove.isPending}
      error={remove.error}
      onSubmit={() => remove.mutate({ testRunDocRef: run.docRef })}
    >
      <p>{empty.data === false ? t('runs.deleteNotEmpty') : t('runs.deleteLead')}</p>
    </FormDialog>
  );
}
