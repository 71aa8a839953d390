import { useMutation } from '@tanstack/react-query';
import { useDraftState } from '../lib/drafts';
import { useLocale, useT } from '../lib/i18n';
import { refreshContent } from '../lib/refresh-content';
import type { Scope } from '../lib/scope';
import { trpc } from '../lib/trpc';
import { FormDialog } from '../ui/Dialog';
import { SuiteFields } from './SuiteFields';

/** A new test suite in the version shown, with its title, description and priority. */
export function NewSuiteDialog({
  scope,
  version,
  open,
  onClose,
}: {
  scope: Scope;
  version: number | undefined;
  open: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const lang = useLocale();
  const form = useDraftState(`new-suite:${scope.projectId}/${scope.subProjectId}`, {
    title: '',
    description: '',
    priority: '',
  });
  const { title, description, priority } = form.value;
  const add = useMutation(trpc.documents.addDocument.mutationOptions({ onSuccess: () => refreshContent() }));
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('suites.newTitle')}
      submitLabel={t('dialog.create')}
      busy={add.isPending}
      error={add.error}
      onDiscard={form.held ? form.clear : undefined}
      onSubmit={() =>
        add.mutate(
          {
            documentModelName: 'TestSuite-dm',
            locale: lang,
            document: {
              Root: {
                General: {
                  ProjectId: scope.projectId,
                  SubprojectId: scope.subProjectId,
                  ...(version ? { ProjectVersionNumber: version } : {}),
                  Title: title.trim(),
                  Description: description,
                  RecommendedPriority: priority ? { Value: priority } : null,
                },
              },
            },
          },
          {
            onSuccess: () => {
              form.clear();
              onClose();
            },
          },
        )
      }
    >
      <SuiteFields form={form} />
    </FormDialog>
  );
}
