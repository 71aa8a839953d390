import { useDraftState } from '../lib/drafts';
import { useT } from '../lib/i18n';
import type { Scope } from '../lib/scope';
import { trpcClient } from '../lib/trpc';
import { FormDialog } from '../ui/Dialog';
import { DraftInput, DraftTextArea } from '../ui/DraftFields';
import { useTaskMutation } from '../ui/useTaskMutation';

/** A new version of the project, copied from the latest as a task; `onCreated` once the task is done. */
export function NewVersionDialog({
  scope,
  open,
  onClose,
  onCreated,
}: {
  scope: Scope;
  open: boolean;
  onClose: () => void;
  onCreated: () => void;
}) {
  const t = useT();
  const form = useDraftState(`new-version:${scope.projectId}/${scope.subProjectId}`, { title: '', description: '' });
  const { title, description } = form.value;
  const create = useTaskMutation(
    (input: { title: string; description: string }) =>
      trpcClient.projects.createProjectVersion.mutate({
        document: {
          Root: {
            General: {
              ProjectId: scope.projectId,
              SubprojectId: scope.subProjectId,
              Title: input.title,
              Description: input.description,
            },
          },
        },
      }),
    (input) => ({ type: 'CREATE_PROJECT_VERSION', subject: input.title, onDone: onCreated }),
  );
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('version.newTitle')}
      submitLabel={t('dialog.create')}
      busy={create.isPending}
      error={create.error}
      onDiscard={form.held ? form.clear : undefined}
      onSubmit={() =>
        create.mutate(
          { title: title.trim(), description },
          {
            onSuccess: () => {
              form.clear();
              onClose();
            },
          },
        )
      }
    >
      <p className="muted">{t('version.newLead')}</p>
      <DraftInput form={form} name="title" label={t('version.titleField')} required />
      <DraftTextArea form={form} name="description" label={t('version.description')} />
    </FormDialog>
  );
}
