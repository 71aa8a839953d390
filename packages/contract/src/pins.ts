import { z } from 'zod';
import { Locale } from './enums';
import { DocRef } from './ids';
import { Filter, Page, Sort } from './list';
import { listResult } from './results';

/**
 * Pins: a user marks suites, cases and runs for quick access. Pins belong to one user of one tenant; their documents
 * show `Metadata.IsPinned` to that user only.
 */

/** The models a user can pin. */
export const PinnedModelName = z.enum(['TestSuite-dm', 'TestCase-dm', 'TestRun-dm']);
export type PinnedModelName = z.infer<typeof PinnedModelName>;

/** Most documents one UPDATE_PIN_STATUS call pins or unpins. */
export const MAX_PINS_PER_CALL = 1_000;

const pinnedDocRef = DocRef.refine(
  (ref) => PinnedModelName.options.some((model) => ref.startsWith(`${model}/`)),
  `a docRef of ${PinnedModelName.options.join(', ')}`,
);

/** UPDATE_PIN_STATUS: pin (`pinned: true`) or unpin suites, cases and runs of one project for the caller. */
export const UpdatePinStatusParams = z.object({
  docRefs: z.array(pinnedDocRef).min(1).max(MAX_PINS_PER_CALL),
  pinned: z.boolean(),
  locale: Locale.optional(),
});

/** LIST_PINNED_DOCUMENTS: the caller's pins in one project or sub project. */
export const ListPinnedDocumentsParams = z.object({
  page: Page,
  sort: Sort.default([]),
  filter: Filter.default({ filters: [] }),
  locale: Locale.optional(),
});

/** One of the caller's pins: the pinned document, where it lives and when it was pinned. */
export const PinnedDocumentEntry = z
  .strictObject({
    docRef: z.string(),
    documentModelName: PinnedModelName,
    Id: z.string(),
    Title: z.string(),
    ProjectId: z.string(),
    SubprojectId: z.string(),
    ProjectVersionNumber: z.number().int(),
    /** Milliseconds since the epoch. */
    PinnedOn: z.number().int(),
    DisplayPinnedOn: z.string(),
  })
  .meta({ id: 'PinnedDocument' });
export type PinnedDocumentEntry = z.infer<typeof PinnedDocumentEntry>;

export const PinnedDocumentListResult = listResult(PinnedDocumentEntry).meta({ id: 'PinnedDocumentList' });
