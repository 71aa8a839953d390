import {
  Combobox,
  ComboboxItem,
  ComboboxLabel,
  ComboboxList,
  ComboboxProvider,
  Dialog,
  DialogDismiss,
  DialogHeading,
} from '@ariakit/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { SearchHit } from '@tmt/contract';
import { useState } from 'react';
import { useT } from '../lib/i18n';
import type { Scope } from '../lib/scope';
import { trpc } from '../lib/trpc';
import { ErrorMessage } from '../ui/ErrorMessage';
import { useSearchText } from '../ui/useSearchText';
import { useSearchT } from './messages';
import './search.css';

const FIRST_PAGE = 20;
const LONG_PAGE = 50;

/** The text last searched, so the dialog opens again where the user left it (until the page reloads). */
let lastText = '';

/** Where a hit opens: a case in its suite's tree, a suite, a run. */
function useOpenHit(scope: Scope, onClose: () => void) {
  const navigate = useNavigate();
  const params = { projectId: scope.projectId, subProjectId: scope.subProjectId };
  const search = { v: scope.version };
  return (hit: SearchHit) => {
    onClose();
    if (hit.documentModelName === 'TestRun-dm')
      void navigate({ to: '/p/$projectId/$subProjectId/runs/$runId', params: { ...params, runId: hit.Id } });
    else if (hit.documentModelName === 'TestSuite-dm')
      void navigate({
        to: '/p/$projectId/$subProjectId/suites/$suiteId',
        params: { ...params, suiteId: hit.Id },
        search,
      });
    else
      void navigate({
        to: '/p/$projectId/$subProjectId/suites/$suiteId/cases/$caseId',
        params: { ...params, suiteId: hit.TestSuiteId ?? '', caseId: hit.Id },
        search,
      });
  };
}

function HitLabel({ hit }: { hit: SearchHit }) {
  const words = useSearchT();
  return (
    <>
      <span className="search-hit-title">
        <code>{hit.Id}</code> {hit.Title}
      </span>
      <span className="muted small">
        {words(`search.model.${hit.documentModelName}`)}
        {hit.documentModelName === 'TestCase-dm' &&
          hit.TestSuiteId &&
          ` · ${words('search.inSuite', { suite: hit.TestSuiteId })}`}
        {hit.Status && ` · ${words(hit.Status === 'active' ? 'search.run.active' : 'search.run.inactive')}`}
      </span>
    </>
  );
}

/** Finds the cases, suites and runs of a version by words or id as one types; ↑ ↓ choose a hit, Enter opens it. */
export function SearchDialog({ scope, onClose }: { scope: Scope; onClose: () => void }) {
  const t = useT();
  const words = useSearchT();
  const [query, setQuery] = useState(lastText);
  const [text, setText] = useSearchText(query || undefined, (q) => {
    lastText = q ?? '';
    setQuery(lastText);
  });
  const [limit, setLimit] = useState(FIRST_PAGE);
  const open = useOpenHit(scope, onClose);
  const hits = useQuery({
    ...trpc.documents.searchVersion.queryOptions({
      projectId: scope.projectId,
      subProjectId: scope.subProjectId,
      ...(scope.version ? { projectVersionNumber: scope.version } : {}),
      text: query,
      page: { offset: 0, limit },
    }),
    enabled: query.trim() !== '',
    placeholderData: keepPreviousData,
  });
  const entries = query ? (hits.data?.entries ?? []) : [];
  return (
    <Dialog
      open
      onClose={onClose}
      className="dialog search-dialog"
      backdrop={<div className="dialog-backdrop" />}
      data-testid="search-dialog"
    >
      <DialogHeading className="dialog-title">
        {scope.version ? words('search.title', { version: scope.version }) : words('search.titleLatest')}
      </DialogHeading>
      <ComboboxProvider
        value={text}
        setValue={(value) => {
          setText(value);
          setLimit(FIRST_PAGE);
        }}
        includesBaseElement={false}
      >
        <ComboboxLabel className="visually-hidden">{words('search.label')}</ComboboxLabel>
        <Combobox
          className="input search-input"
          placeholder={words('search.placeholder')}
          autoSelect
          autoFocus
          data-testid="search-input"
        />
        <p className="muted small">{words('search.hint')}</p>
        <ErrorMessage error={hits.error} onRetry={() => void hits.refetch()} />
        <ComboboxList className="search-hits" aria-label={words('search.results')} data-testid="search-hits">
          {entries.map((hit) => (
            <ComboboxItem
              key={hit.docRef}
              className="search-hit"
              focusOnHover
              hideOnClick={false}
              onClick={() => open(hit)}
              data-testid="search-hit"
            >
              <HitLabel hit={hit} />
            </ComboboxItem>
          ))}
        </ComboboxList>
        <p className="muted small" role="status" data-testid="search-status">
          {query && hits.isFetching && !hits.data
            ? words('search.searching')
            : query && hits.data && entries.length === 0
              ? words('search.none', { text: query })
              : hits.data?.more && limit === LONG_PAGE
                ? words('search.refine')
                : ''}
        </p>
        {query && hits.data?.more && limit < LONG_PAGE && (
          <button type="button" className="button" onClick={() => setLimit(LONG_PAGE)} data-testid="search-more">
            {words('search.more')}
          </button>
        )}
      </ComboboxProvider>
      <div className="dialog-actions">
        <DialogDismiss className="button">{t('dialog.close')}</DialogDismiss>
      </div>
    </Dialog>
  );
}
