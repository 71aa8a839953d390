import { useState } from 'react';
import type { SuiteAnswer } from '../lib/documents';
import { useT } from '../lib/i18n';
import type { Scope } from '../lib/scope';
import { useTreeRows } from '../tree/tree-data';
import { Icon } from '../ui/Icon';

/**
 * A suite's folders and test cases to pick from, each folder read when it is opened. With the whole suite picked,
 * every case shows as picked.
 */
export function CasePickTree({
  scope,
  version,
  suite,
  picked,
  onToggle,
}: {
  scope: Scope;
  version: number;
  suite: SuiteAnswer;
  picked: 'all' | string[];
  onToggle: (caseRef: string) => void;
}) {
  const t = useT();
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const { rows, rootLoading } = useTreeRows(scope, version, suite, expanded);
  const g = suite.document.Root.General;
  const toggleFolder = (ref: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(ref)) next.add(ref);
      return next;
    });
  return (
    <ul className="pick-tree" aria-label={t('runs.pick.casesOf', { suite: `${g.Id} ${g.Title}` })}>
      {rootLoading && <li className="muted small">{t('app.loading')}</li>}
      {!rootLoading && rows.length === 0 && <li className="muted small">{t('tree.empty')}</li>}
      {rows.map((row) => (
        <li key={row.docRef} style={{ paddingInlineStart: `${(row.depth - 1) * 1.2}rem` }}>
          {row.kind === 'folder' ? (
            <button
              type="button"
              className="pick-folder"
              aria-expanded={row.expanded}
              onClick={() => toggleFolder(row.docRef)}
            >
              <span className="tree-twisty" aria-hidden="true">
                {row.expanded ? '▾' : '▸'}
              </span>
              <Icon name="folder" />
              <code>{row.id}</code> {row.title}
              {row.loading && <span className="spinner" aria-hidden="true" />}
            </button>
          ) : (
            <label className="check">
              <input
                type="checkbox"
                checked={picked === 'all' || picked.includes(row.docRef)}
                disabled={picked === 'all'}
                onChange={() => onToggle(row.docRef)}
              />
              <Icon name="file" />
              <code>{row.id}</code> {row.title}
            </label>
          )}
        </li>
      ))}
    </ul>
  );
}
