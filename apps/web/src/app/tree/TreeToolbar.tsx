import { useT } from '../lib/i18n';

/** New folder and new case (f, n), for a role that edits. */
export function TreeToolbar({ onCreate }: { onCreate: (node: 'folder' | 'case') => void }) {
  const t = useT();
  return (
    <div className="tree-toolbar">
      <button
        type="button"
        className="button small"
        onClick={() => onCreate('folder')}
        data-testid="new-folder"
        aria-keyshortcuts="f"
      >
        {t('tree.newFolder')}
      </button>
      <button
        type="button"
        className="button small primary"
        onClick={() => onCreate('case')}
        data-testid="new-case"
        aria-keyshortcuts="n"
      >
        {t('tree.newCase')}
      </button>
    </div>
  );
}
