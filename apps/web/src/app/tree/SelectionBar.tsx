import { useT } from '../lib/i18n';
import type { TreeRow } from './tree-data';
import type { TreeDialog } from './tree-dialog';

/** What the selected lines can do together: move, copy, set a property (cases only), or clear the selection. */
export function SelectionBar({
  rows,
  onDialog,
  onClear,
}: {
  rows: TreeRow[];
  onDialog: (dialog: TreeDialog) => void;
  onClear: () => void;
}) {
  const t = useT();
  return (
    <div className={`selection-bar ${rows.length ? '' : 'empty'}`} aria-live="polite">
      {rows.length > 0 && (
        <>
          <span data-testid="selection-count">{t('tree.selected', { count: rows.length })}</span>
          <button type="button" className="button small" onClick={() => onDialog({ kind: 'move', items: rows })}>
            {t('tree.moveTo')}
          </button>
          <button type="button" className="button small" onClick={() => onDialog({ kind: 'copy', items: rows })}>
            {t('tree.copyTo')}
          </button>
          {rows.some((r) => r.kind === 'case') && (
            <button
              type="button"
              className="button small"
              onClick={() => onDialog({ kind: 'property' })}
              data-testid="set-property"
            >
              {t('tree.setProperty')}
            </button>
          )}
          <button type="button" className="button small" onClick={onClear}>
            {t('tree.clearSelection')}
          </button>
        </>
      )}
    </div>
  );
}
