import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { CaseAnswer } from '../lib/documents';
import { dropDraft } from '../lib/drafts';
import { useLocale, useT } from '../lib/i18n';
import { notify } from '../lib/notices';
import { changeListedDocument } from '../lib/optimistic';
import { refreshContent } from '../lib/refresh-content';
import { trpc } from '../lib/trpc';
import { type Draft, documentOf } from './case-draft';

/**
 * Saving a case's draft with UPDATE_TEST_CASE_TREE_NODE, and reading it again after a refusal or a restore.
 * `reload` reads the case again and answers it; a newer version starts the form afresh.
 */
export function useCaseSave({
  doc,
  draft,
  onAccepted,
  reload,
}: {
  doc: CaseAnswer;
  draft: Draft;
  onAccepted: (sent: Draft) => void;
  reload: () => Promise<CaseAnswer | undefined>;
}) {
  const t = useT();
  const lang = useLocale();
  const modelVersion = doc.document.__meta.modelVersion;
  // The version the next save expects: as read, then as each save's answer says, so a second save before the case
  // is read again is not refused as stale.
  const [expectedVersion, setExpectedVersion] = useState(modelVersion);
  useEffect(() => setExpectedVersion((known) => Math.max(known, modelVersion)), [modelVersion]);
  // Optimistic: the tree (and every list holding the case) shows the saved General fields at once; a refusal
  // puts them back, and the form keeps the draft with the server's reason (reading the case again would start
  // the form afresh, so that waits for the user: see `case.loadCurrent`).
  const save = useMutation(
    trpc.documents.updateTestCaseTreeNode.mutationOptions({
      onMutate: async () => ({
        sent: draft,
        undo: await changeListedDocument<CaseAnswer>(doc.docRef, (entry) => {
          const entryRoot = entry.document.Root;
          const General = { ...entryRoot.General, ...draft.General, Title: draft.General.Title.trim() };
          return { ...entry, document: { ...entry.document, Root: { ...entryRoot, General } } };
        }),
      }),
      onError: (_error, _input, context) => context?.undo(),
      onSuccess: async (answer, _input, context) => {
        if ('__meta' in answer) setExpectedVersion(answer.__meta.modelVersion);
        onAccepted(context.sent);
        notify(t('case.saved'));
        // Not awaited: the save is over with its answer, and the next Ctrl+S must not wait for the lists.
        void refreshContent();
      },
    }),
  );
  // The case first, on its own: in one batch with every list of the suite it would wait for the largest. The tree
  // shows what was read at once (the refusal put the older version back there), before the lists are read again.
  const loadCurrent = () => {
    // The saved version replaces the draft (the form starts afresh from it).
    dropDraft(doc.docRef);
    void reload()
      .then(
        (current) =>
          current &&
          changeListedDocument<CaseAnswer>(doc.docRef, (entry) => {
            const General = { ...entry.document.Root.General, ...current.document.Root.General };
            return { ...entry, document: { ...entry.document, Root: { ...entry.document.Root, General } } };
          }),
      )
      .then(refreshContent);
  };
  // A restored version is a new version of the case: the form starts afresh from it, the tree shows its title.
  const loadRestored = () => void reload().then(refreshContent);
  const submit = () =>
    save.mutate({
      docRef: doc.docRef,
      locale: lang,
      document: { Root: documentOf(draft) },
      expectedModelVersion: expectedVersion,
    });
  return { save, submit, loadCurrent, loadRestored };
}
