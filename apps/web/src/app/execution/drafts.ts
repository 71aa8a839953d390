import type { UploadResult } from '@tmt/contract';
import { auth } from '../lib/auth';
import { dropDraft, readDraft, writeDraft } from '../lib/drafts';

/** What the tester entered for one execution and has not saved yet; each field left undefined stays as it is. */
export interface Draft {
  details?: string;
  defects?: string;
  tester?: string;
  /** Step results changed, by the step's Id. */
  steps: Record<string, number>;
  /** The attachment ids the execution is to hold; undefined: unchanged. */
  attachments?: string[];
  /** Files uploaded for this draft, shown until the save assigns them. */
  uploads: UploadResult[];
}

export const emptyDraft = (): Draft => ({ steps: {}, uploads: [] });

const cache = new Map<string, Draft>();

/**
 * Unsaved input by execution docRef: kept while the tester moves through the run and in this browser (see
 * lib/drafts: a reload or another screen keeps it), sent with the next save of that execution, dropped once saved.
 * The same object comes back while the screen lives, so a save can tell whether the draft changed meanwhile.
 */
export const drafts = {
  get(docRef: string): Draft | undefined {
    let draft = cache.get(docRef);
    if (!draft) {
      draft = readDraft<Draft>(docRef);
      if (draft) cache.set(docRef, draft);
    }
    return draft;
  },
  set(docRef: string, draft: Draft) {
    cache.set(docRef, draft);
    writeDraft(docRef, draft);
  },
  delete(docRef: string) {
    cache.delete(docRef);
    dropDraft(docRef);
  },
};

// Nothing of a signed-out user stays in memory (their drafts stay in storage, under their name).
auth.subscribe(() => {
  if (!auth.token) cache.clear();
});

/** Whether a draft changes anything. */
export const hasInput = (draft: Draft) =>
  draft.details !== undefined ||
  draft.defects !== undefined ||
  draft.tester !== undefined ||
  Object.keys(draft.steps).length > 0 ||
  draft.attachments !== undefined;

/** The document SAVE_TEST_CASE_EXECUTION takes for `result` with a draft. */
export function saveDocument(result: number, draft: Draft | undefined) {
  const steps = Object.entries(draft?.steps ?? {});
  return {
    Root: {
      General: {
        Result: result,
        ...(draft?.details !== undefined ? { ResultDetails: draft.details || null } : {}),
        ...(draft?.defects !== undefined ? { Defects: draft.defects.trim() || null } : {}),
        ...(draft?.tester?.trim() ? { Tester: draft.tester.trim() } : {}),
      },
      ...(steps.length ? { TestSteps: steps.map(([Id, Result]) => ({ Id, Result })) } : {}),
      ...(draft?.attachments ? { Attachments: draft.attachments } : {}),
    },
  };
}
