import { useEffect, useRef } from 'react';
import { useDraftState } from '../lib/drafts';

import { useSuitesT } from './messages';
import { type Rename, renameDraftKey } from './useRename';

/**
 * The name of a tree line being renamed: Enter saves, Escape cancels (and forgets the typed name). What is typed is
 * a draft: it survives a refused save, another screen and a reload, and comes back when renaming starts again.
 */
export function RenameField({
  docRef,
  title,
  item,
  rename,
}: {
  docRef: string;
  title: string;
  /** Names the line for screen readers ("F_2 Payment"). */
  item: string;
  rename: Rename;
}) {
  const t = useSuitesT();
  const form = useDraftState(renameDraftKey(docRef), title);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);
  return (
    <input
      ref={input}
      className="rename-input"
      value={form.value}
      aria-label={t('rename.label', { item })}
      title={t('rename.hint')}
      aria-invalid={rename.error ? true : undefined}
      aria-busy={rename.busy || undefined}
      data-testid="rename-input"
      // The line's own keys (n, f, m, Space, Delete, arrows) and clicks stay out of the typing.
      onClick={(e) => e.stopPropagation()}
      onDoubleClick={(e) => e.stopPropagation()}
      onKeyDown={(e) => {
        e.stopPropagation();
        if (e.key === 'Enter') {
          e.preventDefault();
          if (form.value.trim() === title) rename.cancel();
          else rename.save(docRef, form.value);
        } else if (e.key === 'Escape') {
          e.preventDefault();
          form.clear();
          rename.cancel();
        }
      }}
      onChange={(e) => form.setValue(e.target.value)}
    />
  );
}
