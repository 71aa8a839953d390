import { Menu, MenuButton, MenuItem, MenuProvider } from '@ariakit/react';
import { useState } from 'react';
import { useT } from '../lib/i18n';
import { useCan } from '../lib/permissions';
import { PinButton, PinMenuItem } from '../pins/PinControls';
import { CloseRunDialog, CopyRunDialog, DeleteRunDialog, EditRunDialog } from './RunDialogs';
import { isClosed, type RunAnswer, type RunScope, runName } from './run-data';

type Action = 'edit' | 'copy' | 'close' | 'delete';

/**
 * Pin, edit, copy, close and delete of one run: a menu in a list row, buttons in the run's header. People who may not
 * change runs may only pin it; a closed run can still be copied, and deleted once it holds no suites.
 */
export function RunActions({
  scope,
  run,
  layout,
  onDeleted,
}: {
  scope: RunScope;
  run: RunAnswer;
  layout: 'menu' | 'buttons';
  onDeleted?: () => void;
}) {
  const t = useT();
  const can = useCan(scope);
  const [dialog, setDialog] = useState<Action | null>(null);
  const closed = isClosed(run);
  const actions: { key: Action; label: string; disabled: boolean }[] = can('edit')
    ? [
        { key: 'edit', label: t('runs.edit'), disabled: closed },
        { key: 'copy', label: t('runs.copy'), disabled: false },
        { key: 'close', label: t('runs.close'), disabled: closed },
        { key: 'delete', label: t('runs.delete'), disabled: false },
      ]
    : [];
  const pin = { docRef: run.docRef, pinned: run.document.Root.Metadata.IsPinned, item: runName(run) };
  const danger = (key: Action) => (key === 'delete' ? ' danger' : '');
  const closeDialog = () => setDialog(null);
  return (
    <>
      {layout === 'menu' ? (
        <MenuProvider>
          <MenuButton
            className="icon-button"
            aria-label={t('runs.actions', { run: runName(run) })}
            data-testid="run-actions"
          >
            <span aria-hidden="true">⋯</span>
          </MenuButton>
          <Menu className="menu" gutter={4} portal>
            <PinMenuItem {...pin} />
            {actions.map((a) => (
              <MenuItem
                key={a.key}
                className={`menu-item${danger(a.key)}`}
                disabled={a.disabled}
                accessibleWhenDisabled
                onClick={() => setDialog(a.key)}
              >
                {a.label}
              </MenuItem>
            ))}
          </Menu>
        </MenuProvider>
      ) : (
        <>
          <PinButton {...pin} />
          {actions.map((a) => (
            <button
              key={a.key}
              type="button"
              className={`button${danger(a.key)}`}
              disabled={a.disabled}
              onClick={() => setDialog(a.key)}
              data-testid={`run-${a.key}`}
            >
              {a.label}
            </button>
          ))}
        </>
      )}
      <EditRunDialog run={run} open={dialog === 'edit'} onClose={closeDialog} />
      <CopyRunDialog run={run} open={dialog === 'copy'} onClose={closeDialog} />
      <CloseRunDialog run={run} open={dialog === 'close'} onClose={closeDialog} />
      <DeleteRunDialog run={run} open={dialog === 'delete'} onClose={closeDialog} onDeleted={onDeleted} />
    </>
  );
}
