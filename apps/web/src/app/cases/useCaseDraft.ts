import { useEffect, useState } from 'react';
import type { CaseAnswer } from '../lib/documents';
import { dropDraft, readDraft, useLeaveGuard, writeDraft } from '../lib/drafts';
import { type Draft, draftOf, type KeptDraft, type SetGroup } from './case-draft';

/**
 * The form's draft of a case, and what the server holds as far as the form knows: the case as read, then each draft
 * it accepted (the form stays until the case is read again, and must not count a saved edit as unsaved meanwhile,
 * nor warn before a reload). An edit left unsaved (another screen, a reload, a closed tab) comes back, and says so.
 */
export function useCaseDraft(doc: CaseAnswer) {
  const modelVersion = doc.document.__meta.modelVersion;
  const [saved, setSaved] = useState(() => draftOf(doc.document.Root));
  const [kept, setKept] = useState(() => readDraft<KeptDraft>(doc.docRef));
  const [draft, setDraft] = useState(kept?.draft ?? saved);
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  useEffect(() => {
    if (dirty) writeDraft(doc.docRef, { draft, modelVersion: kept?.modelVersion ?? modelVersion });
    else dropDraft(doc.docRef);
  }, [dirty, draft, doc.docRef, kept, modelVersion]);
  useLeaveGuard(dirty);
  const discard = () => {
    dropDraft(doc.docRef);
    setKept(undefined);
    setDraft(saved);
  };
  /** The server took `sent`: it is what the server holds now, and nothing is kept any more. */
  const accepted = (sent: Draft) => {
    dropDraft(doc.docRef);
    setSaved(sent);
    setKept(undefined);
  };
  const set: SetGroup = (group, patch) => setDraft((d) => ({ ...d, [group]: { ...d[group], ...patch } }));
  return { draft, setDraft, set, dirty, kept, discard, accepted };
}
