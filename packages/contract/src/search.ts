import { z } from 'zod';
import { Locale } from './enums';
import { ProjectId, SubprojectId, VersionNumber } from './ids';

/**
 * SEARCH_VERSION (TMT's own): the cases, suites and runs of one project version found by words (full text, English
 * and German stemming at once) or by their id (`C_12`, `S_3` or `TS_3`, `R_5` or `TR_5`).
 */

/** The models a search finds. */
export const SearchModelName = z.enum(['TestCase-dm', 'TestSuite-dm', 'TestRun-dm']);
export type SearchModelName = z.infer<typeof SearchModelName>;

/** Most hits one page holds: a search is for finding, its page is read whole. */
export const MAX_SEARCH_PAGE = 50;

export const SearchVersionParams = z.object({
  projectId: ProjectId.optional(),
  subProjectId: SubprojectId.optional(),
  projectVersionNumber: VersionNumber.optional(),
  text: z.string().trim().min(1, 'Search text must not be empty').max(200),
  models: z.array(SearchModelName).min(1).max(3).optional(),
  page: z
    .object({ offset: z.number().int().min(0).max(1_000), limit: z.number().int().min(1).max(MAX_SEARCH_PAGE) })
    .default({ offset: 0, limit: 20 }),
  locale: Locale.optional(),
});
export type SearchVersionParams = z.output<typeof SearchVersionParams>;

/** One hit: what it is, where it opens, and whether its id or its words matched. */
export const SearchHit = z
  .strictObject({
    docRef: z.string(),
    documentModelName: SearchModelName,
    Id: z.string(),
    Title: z.string(),
    /** The suite a case sits in, and a suite's own id; a run's is null. */
    TestSuiteId: z.string().nullable(),
    /** A run's status (`active` or `inactive`); null for cases and suites. */
    Status: z.string().nullable(),
    matchedBy: z.enum(['ID', 'WORDS']),
  })
  .meta({ id: 'SearchHit' });
export type SearchHit = z.infer<typeof SearchHit>;

export const SearchVersionResult = z
  .strictObject({
    page: z.strictObject({ offset: z.number().int(), limit: z.number().int() }),
    /** Whether a further page has hits: no count of all hits is made. */
    more: z.boolean(),
    ProjectVersionNumber: z.number().int(),
    entries: z.array(SearchHit),
  })
  .meta({ id: 'SearchVersionResult' });
