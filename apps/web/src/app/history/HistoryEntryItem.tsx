import { formatDate, hasMessage, type MessageKey, useLocale, useT } from '../lib/i18n';
import { ChangeValue } from './ChangeValue';
import type { HistoryEntry } from './history-query';

interface Change {
  /** The document field, or `Group.Field` for a field of a changed group (Risk, Criteria, Sources). */
  field: string;
  old: unknown;
  new: unknown;
}

const isGroup = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A changed group (an object) as the changes of its fields; other changes as they are. */
function fieldChanges(changes: HistoryEntry['changes']): Change[] {
  return (changes ?? []).flatMap((change) => {
    if (!isGroup(change.old) && !isGroup(change.new))
      return [{ field: change.field, old: change.old, new: change.new }];
    const old = isGroup(change.old) ? change.old : {};
    const next = isGroup(change.new) ? change.new : {};
    return [...new Set([...Object.keys(old), ...Object.keys(next)])]
      .filter((key) => JSON.stringify(old[key] ?? null) !== JSON.stringify(next[key] ?? null))
      .map((key) => ({ field: `${change.field}.${key}`, old: old[key] ?? null, new: next[key] ?? null }));
  });
}

/** The editor's label of a field (`case.field.*`, else its group's), or its name when the editor has none. */
function useFieldLabel(): (field: string) => string {
  const t = useT();
  return (field) => {
    const name = field.split('.').at(-1) as string;
    for (const key of [`case.field.${name}`, `case.group.${name}`]) {
      if (hasMessage(key)) return t(key);
    }
    return name;
  };
}

/** One entry of a case's history: who, when, through what, and each changed field before and after. */
export function HistoryEntryItem({ entry, onRestore }: { entry: HistoryEntry; onRestore?: () => void }) {
  const t = useT();
  const lang = useLocale();
  const fieldLabel = useFieldLabel();
  const changes = fieldChanges(entry.changes);
  return (
    <li className="history-entry" data-testid="history-entry" data-operation={entry.operation}>
      <div className="history-head">
        <strong>{t(`history.op.${entry.operation}` as MessageKey)}</strong>
        <span data-testid="history-who">{entry.changedBy}</span>
        <time dateTime={new Date(entry.changedOn).toISOString()}>{formatDate(lang, entry.changedOn)}</time>
        <span className="muted small">{t('history.via', { via: entry.via })}</span>
        {onRestore && (
          <button type="button" className="button small" onClick={onRestore} data-testid="history-restore">
            {t('history.restore')}
          </button>
        )}
      </div>
      {entry.operation === 'CHANGED' &&
        (changes.length ? (
          <dl className="history-changes">
            {changes.map((change) => (
              <div key={change.field} className="history-change" data-testid="history-change" data-field={change.field}>
                <dt>{fieldLabel(change.field)}</dt>
                <dd className="history-old">
                  <span className="visually-hidden">{t('history.before')}: </span>
                  <ChangeValue field={change.field.split('.').at(-1) as string} value={change.old} />
                </dd>
                <dd className="history-arrow" aria-hidden="true">
                  →
                </dd>
                <dd className="history-new">
                  <span className="visually-hidden">{t('history.after')}: </span>
                  <ChangeValue field={change.field.split('.').at(-1) as string} value={change.new} />
                </dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="muted small">{t('history.internal')}</p>
        ))}
    </li>
  );
}
