import type { UploadResult } from '@tmt/contract';
import { auth } from '../lib/auth';

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

/**
 * Unsaved input by execution docRef: kept while the tester moves through the run, sent with the next result of
 * that execution (a key press in the tree saves what the pane holds), dropped once saved.
 */
export const drafts = new Map<string, Draft>();

// Nothing of a signed-out user stays in memory.
auth.subscribe(() => {
  if (!auth.token) drafts.clear();
});

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
