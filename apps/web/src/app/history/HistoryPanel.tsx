import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate, useLocale, useT } from '../lib/i18n';
import { notify } from '../lib/notices';
import { queryClient, trpc } from '../lib/trpc';
import { FormDialog } from '../ui/Dialog';
import { ErrorMessage } from '../ui/ErrorMessage';
import { HistoryEntryItem } from './HistoryEntryItem';
import { type HistoryEntry, historyKey, useHistory } from './history-query';
import './history.css';

/**
 * A case's history, newest first, a page at a time, with "Restore this version" on each older entry for those who
 * may edit the case (RESTORE_DOCUMENT_VERSION, asked first). `onRestored` reads the case again, so the editor shows
 * the restored values.
 */
export function HistoryPanel({
  docRef,
  canRestore,
  onRestored,
}: {
  docRef: string;
  canRestore: boolean;
  onRestored: () => void;
}) {
  const t = useT();
  const lang = useLocale();
  const { query, entries } = useHistory(docRef);
  const [chosen, setChosen] = useState<HistoryEntry | null>(null);
  const restore = useMutation(
    trpc.documents.restoreDocumentVersion.mutationOptions({
      onSuccess: async () => {
        notify(t('history.restored', { date: formatDate(lang, chosen?.changedOn ?? Date.now()) }));
        setChosen(null);
        await queryClient.invalidateQueries({ queryKey: historyKey(docRef) });
        onRestored();
      },
    }),
  );
  if (query.error) return <ErrorMessage error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <p className="muted">{t('app.loading')}</p>;
  return (
    // The panel sits in the case's form: the dialog's submit must not reach it and save the case.
    <section className="history" aria-label={t('history.list')} onSubmit={(e) => e.stopPropagation()}>
      {entries.length === 0 && <p className="muted">{t('history.empty')}</p>}
      <ol className="history-list">
        {entries.map((entry, index) => (
          <HistoryEntryItem
            key={entry.id}
            entry={entry}
            // The newest entry is the case as it is; a deleted state is not one to go back to.
            onRestore={
              canRestore && index > 0 && entry.operation !== 'DELETED'
                ? () => {
                    restore.reset();
                    setChosen(entry);
                  }
                : undefined
            }
          />
        ))}
      </ol>
      {query.hasNextPage && (
        <button
          type="button"
          className="button small"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
          data-testid="history-more"
        >
          {query.isFetchingNextPage ? t('app.loading') : t('history.more')}
        </button>
      )}
      <FormDialog
        open={chosen !== null}
        onClose={() => setChosen(null)}
        title={t('history.restoreTitle', { date: chosen ? formatDate(lang, chosen.changedOn) : '' })}
        submitLabel={t('history.restoreSubmit')}
        busy={restore.isPending}
        error={restore.error}
        onSubmit={() => chosen && restore.mutate({ docRef, historyId: chosen.id, locale: lang })}
      >
        <p>{t('history.restoreLead')}</p>
      </FormDialog>
    </section>
  );
}
