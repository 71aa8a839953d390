import { z } from 'zod';
import { Locale } from './enums';
import { DocRef } from './ids';

/** At most this many entries per page of a document's history. */
export const HISTORY_PAGE_MAX = 500;

export const GetDocumentHistoryParams = z.object({
  docRef: DocRef,
  page: z
    .object({ offset: z.number().int().min(0), limit: z.number().int().min(1).max(HISTORY_PAGE_MAX) })
    .default({ offset: 0, limit: 50 }),
  /** Only entries that changed this document field (`Title`, `TestSteps`, …). */
  field: z.string().min(1).max(100).optional(),
  /** Only entries by this user. */
  username: z.string().min(1).max(255).optional(),
  locale: Locale.optional(),
});

export const RestoreDocumentVersionParams = z.object({
  /** The case to restore (TestCase-dm). */
  docRef: DocRef,
  /** The history entry whose state the case goes back to: the case as it was right after that change. */
  historyId: z.number().int().min(1),
  locale: Locale.optional(),
});

export const HistoryEntry = z
  .strictObject({
    id: z.number().int(),
    changedOn: z.number().int(),
    changedBy: z.string(),
    /** The method or task type that made the change; `system` for changes made outside TMT's calls. */
    via: z.string(),
    operation: z.enum(['CREATED', 'CHANGED', 'DELETED']),
    /** CHANGED: each document field with its old and new value; DELETED: the last state; CREATED: none. */
    changes: z.array(z.strictObject({ field: z.string(), old: z.unknown(), new: z.unknown() })).nullable(),
  })
  .meta({ id: 'HistoryEntry' });
export type HistoryEntry = z.infer<typeof HistoryEntry>;

export const DocumentHistory = z
  .strictObject({ entries: z.array(HistoryEntry), hasMore: z.boolean() })
  .meta({ id: 'DocumentHistory' });
