import { Dialog, DialogDismiss, DialogHeading } from '@ariakit/react';
import type { FormEvent, ReactNode } from 'react';
import { useT } from '../lib/i18n';
import { ErrorMessage } from './ErrorMessage';

interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children?: ReactNode;
  submitLabel: string;
  /** Runs on submit; the dialog stays open with the error shown when it rejects. */
  onSubmit: () => void;
  busy?: boolean;
  error?: unknown;
  danger?: boolean;
  /** What closing without the action means here, when more than "Cancel". */
  cancelLabel?: string;
  /** Drops the form's kept draft (see useDraftState); offered while it holds input. */
  onDiscard?: () => void;
  /** A dialog that shows tables (`wide`) takes more of a wide screen. */
  wide?: boolean;
}

/** A modal form: a heading, fields, the error of the last try, Cancel and one action. Escape closes it. */
export function FormDialog({
  open,
  onClose,
  title,
  children,
  submitLabel,
  onSubmit,
  busy,
  error,
  danger,
  cancelLabel,
  onDiscard,
  wide,
}: FormDialogProps) {
  const t = useT();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      className={wide ? 'dialog wide' : 'dialog'}
      backdrop={<div className="dialog-backdrop" />}
      unmountOnHide
    >
      <form onSubmit={submit}>
        <DialogHeading className="dialog-title">{title}</DialogHeading>
        <div className="dialog-body">
          {children}
          <ErrorMessage error={error} />
        </div>
        <div className="dialog-actions">
          {onDiscard && (
            <button type="button" className="button" onClick={onDiscard} data-testid="dialog-discard">
              {t('draft.discard')}
            </button>
          )}
          <DialogDismiss className="button">{cancelLabel ?? t('dialog.cancel')}</DialogDismiss>
          <button
            type="submit"
            className={danger ? 'button danger' : 'button primary'}
            disabled={busy}
            data-testid="dialog-submit"
          >
            {submitLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** A modal with a heading and a Close button, for reading. */
export function InfoDialog({
  open,
  onClose,
  title,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      className="dialog"
      backdrop={<div className="dialog-backdrop" />}
      unmountOnHide
    >
      <DialogHeading className="dialog-title">{title}</DialogHeading>
      <div className="dialog-body">{children}</div>
      <div className="dialog-actions">
        <DialogDismiss className="button primary">{t('dialog.close')}</DialogDismiss>
      </div>
    </Dialog>
  );
}
