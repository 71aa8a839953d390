import type { CaseAnswer } from '../lib/documents';
import { useT } from '../lib/i18n';
import { reasonOf } from '../lib/trpc';
import { ErrorMessage } from '../ui/ErrorMessage';
import type { KeptDraft } from './case-draft';

/**
 * What the editor tells above the fields: a draft that came back (and whether the case changed since), a frozen case,
 * a role that only reads, and a refused save (a stale one with the button that reads the case again).
 */
export function EditorNotices({
  doc,
  kept,
  dirty,
  editable,
  saving,
  error,
  onDiscard,
  onLoadCurrent,
}: {
  doc: CaseAnswer;
  kept: KeptDraft | undefined;
  dirty: boolean;
  editable: boolean;
  saving: boolean;
  error: unknown;
  onDiscard: () => void;
  onLoadCurrent: () => void;
}) {
  const t = useT();
  return (
    <>
      {kept && dirty && (
        <div className="notice notice-info draft-notice" role="status" data-testid="draft-restored">
          <span>
            {t(kept.modelVersion === doc.document.__meta.modelVersion ? 'draft.restored' : 'draft.restoredStale')}
          </span>
          {editable && (
            <button type="submit" className="button small primary" disabled={saving}>
              {t('draft.save')}
            </button>
          )}
          <button type="button" className="button small" onClick={onDiscard}>
            {t('draft.discard')}
          </button>
        </div>
      )}
      {doc.document.Root.Metadata.IsFrozen && <p className="notice notice-info">{t('case.frozen')}</p>}
      {!editable && (
        <p className="notice notice-info" data-testid="read-only">
          {t('case.readOnly')}
        </p>
      )}
      <ErrorMessage error={error} />
      {reasonOf(error) === 'STALE_MODEL_VERSION' && (
        <button type="button" className="button small" onClick={onLoadCurrent} data-testid="load-current">
          {t('case.loadCurrent')}
        </button>
      )}
    </>
  );
}
