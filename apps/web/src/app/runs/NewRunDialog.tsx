import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { narrow, type VersionAnswer } from '../lib/documents';
import { useDraftState } from '../lib/drafts';
import { useLocale, useT } from '../lib/i18n';
import { trpcClient } from '../lib/trpc';
import { FormDialog } from '../ui/Dialog';
import { VersionPicker } from '../ui/VersionPicker';
import { AddToRunDialog } from './AddToRunDialog';
import { emptyRunFields, RunFields, type RunFieldValues, runGeneral } from './RunFields';
import { type RunAnswer, type RunScope, refreshRuns, runName } from './run-data';

/**
 * A new run in two steps: its title, configuration, description and version (ADD_DOCUMENT), then the suites and
 * test cases that go into it; either way it opens afterwards.
 */
export function NewRunDialog({
  scope,
  versions,
  version,
  open,
  onClose,
}: {
  scope: RunScope;
  versions: VersionAnswer[];
  /** The version the list shows; none: the latest. */
  version: number | undefined;
  open: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const lang = useLocale();
  const navigate = useNavigate();
  const form = useDraftState<RunFieldValues>(`new-run:${scope.projectId}/${scope.subProjectId}`, emptyRunFields);
  const [chosenVersion, setChosenVersion] = useState<number | undefined>();
  const latest = versions.find((v) => v.document.Root.General.IsLatestVersion)?.document.Root.General.VersionNumber;
  useEffect(() => {
    if (open) setChosenVersion(version);
  }, [open, version]);
  const [created, setCreated] = useState<RunAnswer | null>(null);
  const create = useMutation({
    mutationFn: async () => {
      const docRef = await trpcClient.documents.addDocument.mutate({
        documentModelName: 'TestRun-dm',
        locale: lang,
        document: {
          Root: {
            General: {
              ProjectId: scope.projectId,
              SubprojectId: scope.subProjectId,
              ...(chosenVersion ? { ProjectVersionNumber: chosenVersion } : {}),
              ...runGeneral(form.value),
            },
          },
        },
      });
      void refreshRuns();
      return narrow(await trpcClient.documents.getDocument.query({ docRef }), 'TestRun-dm');
    },
    onSuccess: (run) => {
      form.clear();
      setCreated(run ?? null);
    },
  });
  const openRun = () => {
    if (!created) return;
    const runId = created.document.Root.General.Id;
    setCreated(null);
    onClose();
    void navigate({ to: '/p/$projectId/$subProjectId/runs/$runId', params: { ...scope, runId } });
  };
  if (created)
    return (
      <AddToRunDialog
        scope={scope}
        run={created}
        open
        onClose={openRun}
        onAdded={openRun}
        lead={t('runs.pick.createdLead', { run: runName(created) })}
        cancelLabel={t('runs.pick.skip')}
      />
    );
  return (
    <FormDialog
      open={open}
      onClose={() => {
        create.reset();
        onClose();
      }}
      title={t('runs.newTitle')}
      submitLabel={t('runs.createNext')}
      busy={create.isPending}
      error={create.error}
      onDiscard={form.held ? form.clear : undefined}
      onSubmit={() => create.mutate()}
    >
      <RunFields value={form.value} onChange={form.setValue} />
      <VersionPicker versions={versions} value={chosenVersion ?? latest} onChange={setChosenVersion} />
    </FormDialog>
  );
}
