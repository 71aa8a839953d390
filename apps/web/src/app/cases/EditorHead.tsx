import type { CaseAnswer } from '../lib/documents';
import { useT } from '../lib/i18n';
import { PinButton } from '../pins/PinControls';

/** The case's id and title, its pin, and for a role that edits: save state, discard, copy, delete and save. */
export function EditorHead({
  doc,
  editable,
  dirty,
  saving,
  onDiscard,
  onDialog,
}: {
  doc: CaseAnswer;
  editable: boolean;
  dirty: boolean;
  saving: boolean;
  onDiscard: () => void;
  onDialog: (dialog: 'copy' | 'delete') => void;
}) {
  const t = useT();
  const root = doc.document.Root;
  return (
    <div className="editor-head">
      <h2>
        <code>{root.General.Id}</code> {root.General.Title}
      </h2>
      <div className="editor-actions">
        <PinButton
          docRef={doc.docRef}
          pinned={root.Metadata.IsPinned}
          item={`${root.General.Id} ${root.General.Title}`}
        />
        {editable && (
          <>
            <span className="small muted" aria-live="polite">
              {saving ? t('case.saving') : dirty ? t('case.unsaved') : ''}
            </span>
            <button type="button" className="button small" disabled={!dirty} onClick={onDiscard}>
              {t('case.discard')}
            </button>
            <button type="button" className="button small" onClick={() => onDialog('copy')}>
              {t('case.copy')}
            </button>
            <button
              type="button"
              className="button small danger"
              onClick={() => onDialog('delete')}
              data-testid="delete-case"
            >
              {t('case.delete')}
            </button>
            <button
              type="submit"
              className="button primary"
              disabled={saving}
              data-testid="save-case"
              aria-keyshortcuts="Control+S"
            >
              {t('case.save')}
            </button>
          </>
        )}
      </div>
    </div>
  );
}
