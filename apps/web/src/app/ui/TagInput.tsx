import { Combobox, ComboboxItem, ComboboxLabel, ComboboxPopover, ComboboxProvider } from '@ariakit/react';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useState } from 'react';
import { entriesOf } from '../lib/documents';
import { useT } from '../lib/i18n';
import type { Scope } from '../lib/scope';
import { trpc } from '../lib/trpc';

/** Tags as chips, with the project's tags suggested while typing (LIST_DOCUMENTS of Tag-dm). */
export function TagInput({
  scope,
  tags,
  onChange,
}: {
  scope: Scope;
  tags: string[];
  onChange: (tags: string[]) => void;
}) {
  const t = useT();
  const [text, setText] = useState('');
  const known = useQuery(
    trpc.documents.listDocuments.queryOptions({
      documentModelName: 'Tag-dm',
      filter: { filters: [`ProjectId:${scope.projectId}`] },
      page: { offset: 0, limit: 500 },
      sort: ['Value ASC'],
    }),
  );
  const lower = tags.map((tag) => tag.toLowerCase());
  const suggestions = entriesOf(known.data?.entries, 'Tag-dm')
    .map((tag) => tag.document.Root.General.Value)
    .filter((value) => !lower.includes(value.toLowerCase()) && value.toLowerCase().includes(text.trim().toLowerCase()))
    .slice(0, 20);
  const add = (value: string) => {
    const tag = value.trim().replace(/,/g, '');
    if (tag && !lower.includes(tag.toLowerCase())) onChange([...tags, tag]);
    setText('');
  };
  return (
    <div className="field wide">
      <ComboboxProvider value={text} setValue={setText} setSelectedValue={(v) => add(String(v))}>
        <ComboboxLabel>{t('case.field.Tags')}</ComboboxLabel>
        <div className="tags">
          {tags.map((tag) => (
            <span key={tag} className="tag" data-testid="tag">
              {tag}
              <button
                type="button"
                className="tag-remove"
                aria-label={t('case.tags.remove', { tag })}
                onClick={() => onChange(tags.filter((x) => x !== tag))}
              >
                ×
              </button>
            </span>
          ))}
          <Combobox
            className="combobox tag-input"
            placeholder={t('case.tags.add')}
            data-testid="tag-input"
            onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => {
              if (
                (e.key === 'Enter' || e.key === ',') &&
                text.trim() &&
                !e.currentTarget.getAttribute('aria-activedescendant')
              ) {
                e.preventDefault();
                add(text);
              }
            }}
          />
        </div>
        {suggestions.length > 0 && (
          <ComboboxPopover className="popover listbox" gutter={4} portal aria-label={t('case.tags.suggestions')}>
            {suggestions.map((value) => (
              <ComboboxItem key={value} value={value} className="menu-item" data-testid="tag-suggestion" />
            ))}
          </ComboboxPopover>
        )}
      </ComboboxProvider>
    </div>
  );
}
