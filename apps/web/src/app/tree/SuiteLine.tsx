import type { RefObject } from 'react';
import type { SuiteAnswer } from '../lib/documents';
import { useT } from '../lib/i18n';
import { useSuitesT } from '../suites/messages';
import { RenameField } from '../suites/RenameField';
import type { Rename } from '../suites/useRename';
import { Icon } from '../ui/Icon';

/**
 * The suite itself, above its tree: a drop target (into the suite's top level), renamed in place like its lines (F2
 * once focused, or a double-click).
 */
export function SuiteLine({
  suite,
  target,
  dropping,
  editable,
  rename,
}: {
  suite: SuiteAnswer;
  target: RefObject<HTMLDivElement | null>;
  /** A drag is over the line. */
  dropping: boolean;
  editable: boolean;
  rename: Rename;
}) {
  const t = useT();
  const suiteWords = useSuitesT();
  const g = suite.document.Root.General;
  return (
    // biome-ignore lint/a11y/useSemanticElements: the suite's line above its tree and a drop target, no form
    <div
      ref={target}
      className={`tree-root ${dropping ? 'drop-combine' : ''}`}
      data-testid="tree-root"
      role="group"
      aria-label={`${g.Id} ${g.Title}`}
      title={editable ? `${t('tree.dropHint')} ${suiteWords('rename.start')}` : undefined}
      tabIndex={editable ? 0 : undefined}
      onKeyDown={(e) => {
        if (e.key !== 'F2' || !editable || e.target !== e.currentTarget) return;
        e.preventDefault();
        rename.start(suite.docRef);
      }}
      onDoubleClick={editable ? () => rename.start(suite.docRef) : undefined}
    >
      <Icon name="suite" /> <code>{g.Id}</code>{' '}
      {rename.renaming === suite.docRef ? (
        <RenameField docRef={suite.docRef} title={g.Title} item={`${g.Id} ${g.Title}`} rename={rename} />
      ) : (
        g.Title
      )}
    </div>
  );
}
