import { Menu, MenuButton, MenuItem, MenuProvider } from '@ariakit/react';
import { lazy, Suspense, useState } from 'react';
import type { SuiteAnswer } from '../lib/documents';
import { useT } from '../lib/i18n';
import { refreshContent } from '../lib/refresh-content';
import type { Scope } from '../lib/scope';
import { trpcClient } from '../lib/trpc';
import { PinMenuItem } from '../pins/PinControls';
import { FormDialog } from '../ui/Dialog';
import { ErrorMessage } from '../ui/ErrorMessage';
import { useTaskMutation } from '../ui/useTaskMutation';
import { deleteTaskOf } from './delete-task';
import { useSuitesT } from './messages';

// Exporting and editing are rare: their dialogs load when first opened.
const ExportDialog = lazy(() => import('../imports/ExportDialog').then((m) => ({ default: m.ExportDialog })));
const EditSuiteDialog = lazy(() => import('./EditSuiteDialog').then((m) => ({ default: m.EditSuiteDialog })));

/** A suite's menu: export and pin (reading) for everyone; edit, copy and delete for a role that edits. */
export function SuiteActions({ scope, suite, canEdit }: { scope: Scope; suite: SuiteAnswer; canEdit: boolean }) {
  const t = useT();
  const words = useSuitesT();
  const g = suite.document.Root.General;
  const [confirm, setConfirm] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [editing, setEditing] = useState(false);
  const name = `${g.Id} ${g.Title}`;
  const copy = useTaskMutation(
    () =>
      trpcClient.suites.copyTestSuite.mutate({
        testSuiteDocRef: suite.docRef,
        title: t('suites.copyTitle', { title: g.Title }),
      }),
    () => ({ type: 'COPY_TEST_SUITE', subject: name, onDone: () => void refreshContent() }),
  );
  const remove = useTaskMutation(
    async () => {
      await trpcClient.suites.deleteTestSuite.mutate({ testSuiteDocRef: suite.docRef });
      return deleteTaskOf(scope, suite);
    },
    () => ({ type: 'DELETE_TEST_SUITE', subject: name, onDone: () => void refreshContent() }),
  );
  return (
    <>
      <MenuProvider>
        <MenuButton
          className="icon-button"
          aria-label={t('suites.actions', { suite: name })}
          data-testid="suite-actions"
        >
          <span aria-hidden="true">⋯</span>
        </MenuButton>
        <Menu className="menu" gutter={4} portal>
          <MenuItem className="menu-item" onClick={() => setExporting(true)} data-testid="suite-export">
            {t('exports.suite')}
          </MenuItem>
          <PinMenuItem docRef={suite.docRef} pinned={suite.document.Root.Metadata.IsPinned} item={name} />
          {canEdit && (
            <>
              <MenuItem className="menu-item" onClick={() => setEditing(true)} data-testid="suite-edit">
                {words('suiteEdit.open')}
              </MenuItem>
              <MenuItem className="menu-item" onClick={() => copy.mutate(undefined)}>
                {t('suites.copy')}
              </MenuItem>
              <MenuItem className="menu-item danger" onClick={() => setConfirm(true)}>
                {t('suites.delete')}
              </MenuItem>
            </>
          )}
        </Menu>
      </MenuProvider>
      <ErrorMessage error={copy.error} />
      {editing && (
        <Suspense fallback={null}>
          <EditSuiteDialog scope={scope} suite={suite} onClose={() => setEditing(false)} onSaved={refreshContent} />
        </Suspense>
      )}
      {exporting && (
        <Suspense fallback={null}>
          <ExportDialog
            scope={scope}
            version={g.ProjectVersionNumber}
            suite={{ id: g.Id, name }}
            onClose={() => setExporting(false)}
          />
        </Suspense>
      )}
      <FormDialog
        open={confirm}
        onClose={() => {
          setConfirm(false);
          remove.reset();
        }}
        title={t('suites.deleteTitle', { suite: name })}
        submitLabel={t('dialog.delete')}
        danger
        busy={remove.isPending}
        error={remove.error}
        onSubmit={() => remove.mutate(undefined, { onSuccess: () => setConfirm(false) })}
      >
        <p>{t('suites.deleteLead')}</p>
      </FormDialog>
    </>
  );
}
