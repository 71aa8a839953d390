import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { dropDraft } from '../lib/drafts';
import { useLocale } from '../lib/i18n';
import { notify } from '../lib/notices';
import { refreshContent } from '../lib/refresh-content';
import { queryClient, trpc, trpcClient } from '../lib/trpc';
import { useSuitesT } from './messages';

/** Where the typed name of a document waits until it is saved or given up (lib/drafts.ts). */
export const renameDraftKey = (docRef: string) => `rename:${docRef}`;

/**
 * Renaming one suite, folder or case of a tree in place (MODIFY_DOCUMENT of its Title). At most one is being renamed;
 * a refused save keeps it open, with the typed name and the server's reason. `onEnd` hears of a rename that ended
 * (saved or cancelled), so focus can go back to its line.
 */
export function useRename(onEnd: (docRef: string) => void) {
  const t = useSuitesT();
  const lang = useLocale();
  const [renaming, setRenaming] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: async ({ docRef, title }: { docRef: string; title: string }) => {
      await trpcClient.documents.modifyDocument.mutate({
        docRef,
        locale: lang,
        document: { Root: { General: { Title: title } } },
      });
      // The editor of a renamed case reads it again, so its next save is not refused as stale.
      await Promise.all([
        refreshContent(),
        queryClient.invalidateQueries({ queryKey: trpc.documents.getDocument.queryKey({ docRef }) }),
      ]);
      return title;
    },
    onSuccess: (title, { docRef }) => {
      dropDraft(renameDraftKey(docRef));
      setRenaming(null);
      onEnd(docRef);
      notify(t('rename.saved', { title }));
    },
  });
  return {
    renaming,
    error: save.error,
    busy: save.isPending,
    start: (docRef: string) => {
      save.reset();
      setRenaming(docRef);
    },
    cancel: () => {
      if (!renaming) return;
      dropDraft(renameDraftKey(renaming));
      save.reset();
      setRenaming(null);
      onEnd(renaming);
    },
    save: (docRef: string, title: string) => save.mutate({ docRef, title: title.trim() }),
  };
}

export type Rename = ReturnType<typeof useRename>;
