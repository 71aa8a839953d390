import { useMutation } from '@tanstack/react-query';
import type { VersionAnswer } from '../lib/documents';
import { useDraftState } from '../lib/drafts';
import { useLocale, useT } from '../lib/i18n';
import { notify } from '../lib/notices';
import { refreshContent } from '../lib/refresh-content';
import { trpc, trpcClient } from '../lib/trpc';
import { FormDialog } from '../ui/Dialog';
import { DraftInput, DraftTextArea } from '../ui/DraftFields';
import { useTaskMutation } from '../ui/useTaskMutation';
import { useVersionsT } from './messages';
import { versionName } from './version-data';

interface VersionDialogProps {
  version: VersionAnswer;
  onClose: () => void;
}

/** Title, description and key points (MODIFY_DOCUMENT, checked against the version read); input is a draft. */
export function EditVersionDialog({ version, onClose }: VersionDialogProps) {
  const t = useT();
  const words = useVersionsT();
  const lang = useLocale();
  const g = version.document.Root.General;
  const form = useDraftState(`edit-version:${version.docRef}`, {
    title: g.Title,
    description: g.Description,
    keyPoints: g.KeyPoints,
  });
  const { title, description, keyPoints } = form.value;
  // Done here rather than per call: the list read again after the save may replace the menu this dialog opened from.
  const save = useMutation(
    trpc.documents.modifyDocument.mutationOptions({
      onSuccess: () => {
        form.clear();
        onClose();
        notify(words('versions.saved', { version: g.VersionNumber }));
        return refreshContent();
      },
    }),
  );
  return (
    <FormDialog
      open
      onClose={onClose}
      title={words('versions.editTitle', { version: versionName(version) })}
      submitLabel={words('versions.save')}
      busy={save.isPending}
      error={save.error}
      onDiscard={form.held ? form.clear : undefined}
      onSubmit={() =>
        save.mutate({
          docRef: version.docRef,
          locale: lang,
          expectedModelVersion: version.document.__meta.modelVersion,
          document: { Root: { General: { Title: title.trim(), Description: description, KeyPoints: keyPoints } } },
        })
      }
    >
      <DraftInput form={form} name="title" label={t('version.titleField')} required />
      <DraftTextArea form={form} name="description" label={t('version.description')} />
      <DraftTextArea form={form} name="keyPoints" label={words('versions.keyPoints')} />
    </FormDialog>
  );
}

/**
 * CLOSE_PROJECT_VERSION as a task. With open runs the version waits for them (the task answers how many); the list
 * then says so and links to them.
 */
export function CloseVersionDialog({ version, onClose }: VersionDialogProps) {
  const words = useVersionsT();
  const number = version.document.Root.General.VersionNumber;
  const close = useTaskMutation(
    () => trpcClient.projects.closeProjectVersion.mutate({ projectVersionDocRef: version.docRef }),
    () => ({
      type: 'CLOSE_PROJECT_VERSION',
      subject: versionName(version),
      onDone: (result) => {
        const { closed, openRuns } = (result ?? {}) as { closed?: boolean; openRuns?: number };
        notify(
          closed
            ? words('versions.closed', { version: number })
            : words('versions.waiting', { version: number, count: openRuns ?? 0 }),
        );
        void refreshContent();
      },
    }),
  );
  return (
    <FormDialog
      open
      onClose={onClose}
      title={words('versions.closeTitle', { version: versionName(version) })}
      submitLabel={words('versions.closeSubmit')}
      danger
      busy={close.isPending}
      error={close.error}
      onSubmit={() =>
        close.mutate(undefined, {
          onSuccess: () => {
            onClose();
            void refreshContent();
          },
        })
      }
    >
      <p>{words('versions.closeLead')}</p>
    </FormDialog>
  );
}

/** DELETE_PROJECT_VERSION as a task, after a warning; a refusal (the project's last version) shows in words. */
export function DeleteVersionDialog({ version, onClose }: VersionDialogProps) {
  const t = useT();
  const words = useVersionsT();
  const number = version.document.Root.General.VersionNumber;
  const remove = useTaskMutation(
    () => trpcClient.projects.deleteProjectVersion.mutate({ projectVersionDocRef: version.docRef }),
    () => ({
      type: 'DELETE_PROJECT_VERSION',
      subject: versionName(version),
      onDone: () => {
        notify(words('versions.deleted', { version: number }));
        void refreshContent();
      },
    }),
  );
  return (
    <FormDialog
      open
      onClose={onClose}
      title={words('versions.deleteTitle', { version: versionName(version) })}
      submitLabel={t('dialog.delete')}
      danger
      busy={remove.isPending}
      error={remove.error}
      onSubmit={() => remove.mutate(undefined, { onSuccess: onClose })}
    >
      <p>{words('versions.deleteLead')}</p>
    </FormDialog>
  );
}
