import { formatDate, useLocale, useT } from '../lib/i18n';
import { resultLabel } from './results';
import type { Refusal } from './useRecordResult';

/**
 * Why the last save was refused (the row shows what it showed before again), and for a stale one whose save it
 * was, with the choice to load theirs or save ours over it. It floats over the screen, so nothing moves under it.
 */
export function RefusalNote({
  refusal,
  onLoadTheirs,
  onSaveMine,
  onDismiss,
}: {
  refusal: Refusal;
  onLoadTheirs: (refusal: Refusal) => void;
  onSaveMine: (refusal: Refusal) => void;
  onDismiss: () => void;
}) {
  const t = useT();
  const lang = useLocale();
  const { theirs, row } = refusal;
  return (
    <div className="error refusal" role="alert" data-testid="save-refused">
      <p>
        {theirs
          ? t('execution.stale', {
              user: theirs.by,
              id: row.caseId,
              result: t(resultLabel(theirs.result)),
              date: theirs.on ? formatDate(lang, theirs.on) : '',
            })
          : t('execution.refused', { id: row.caseId, message: refusal.message })}
      </p>
      <div className="refusal-actions">
        {theirs && (
          <>
            <button type="button" className="button small" onClick={() => onLoadTheirs(refusal)}>
              {t('execution.loadTheirs')}
            </button>
            <button type="button" className="button small primary" onClick={() => onSaveMine(refusal)}>
              {t('execution.saveMine')}
            </button>
          </>
        )}
        <button type="button" className="button small" onClick={onDismiss}>
          {t('execution.dismiss')}
        </button>
      </div>
    </div>
  );
}
