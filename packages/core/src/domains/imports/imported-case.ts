import type { ImportFormat } from '@tmt/contract';
import { DomainError } from '../../kernel/errors';

/** One case as a file says it, before its values are mapped to TMT's. */
export interface ImportedCase {
  /** Where it is in the file, for problems: `line 12` (XML, CSV) or `row 12` (xlsx) or `case 12` (JSON). */
  at: string;
  externalId: string | null;
  /** The suite a spreadsheet names (TMT's version export); null: the import's target suite. */
  suite: string | null;
  /** Folder titles from the suite down. */
  path: string[];
  title: string;
  description: string;
  preconditions: string;
  steps: { action: string; expected: string }[];
  priority: string | null;
  type: string | null;
  automation: string | null;
  tags: string[];
  /** Minutes. */
  estimate: number | null;
  /** References to tickets (TestRail's `references`). */
  tickets: string;
}

export const blankCase = (at: string): ImportedCase => ({
  at,
  externalId: null,
  suite: null,
  path: [],
  title: '',
  description: '',
  preconditions: '',
  steps: [],
  priority: null,
  type: null,
  automation: null,
  tags: [],
  estimate: null,
  tickets: '',
});

/** What a parser hands the cases it read to, batch by batch, in file order. */
export type CaseSink = (cases: ImportedCase[]) => Promise<void>;

/**
 * The most cases a parser holds before handing them over. Small on purpose: a batch's JSON then stays below V8's
 * large-object size and is collected young, where batches of 1,000 (megabytes each) piled up until a full GC.
 */
const BATCH_CASES = 100;

/**
 * Collects cases and hands them over in batches: memory holds one batch being read and one being taken, whatever the
 * size of the file. A batch is handed over without waiting for the one before (the database stages it while the
 * parser reads on); its failure is thrown by the next flush.
 */
export function batcher(sink: CaseSink) {
  let batch: ImportedCase[] = [];
  let taking: Promise<void> = Promise.resolve();
  return {
    add(item: ImportedCase) {
      batch.push(item);
    },
    async flush(all = false) {
      if (batch.length && (all || batch.length >= BATCH_CASES)) {
        const cases = batch;
        batch = [];
        await taking;
        taking = sink(cases);
        // Handled here so that a failure while the parser reads on is not unhandled; awaited (thrown) below or next.
        taking.catch(() => undefined);
      }
      if (all) await taking;
    },
  };
}

/** The file is not what its format says, or is hostile: the task ends in ERROR and nothing is written. */
export const invalidFile = (file: string, format: ImportFormat, detail: string) =>
  new DomainError('INVALID_PARAMS', 'IMPORT_INVALID', { file, format, detail: detail.slice(0, 300) });

/** The most characters kept of any one text of a case (a step, a description). */
export const MAX_TEXT = 50_000;

export const clip = (text: string) => (text.length > MAX_TEXT ? text.slice(0, MAX_TEXT) : text);

/** TestRail's estimates (`1h 30m`, `45s`, `2d`) in minutes, rounded up; a bare number is minutes. */
export function estimateMinutes(value: string): number | null {
  const text = value.trim().toLowerCase();
  if (!text) return null;
  if (/^\d+$/.test(text)) return Number(text);
  const units: Record<string, number> = { w: 2400, d: 480, h: 60, m: 1, s: 1 / 60 };
  let minutes = 0;
  let matched = false;
  for (const [, amount, unit] of text.matchAll(/(\d+(?:\.\d+)?)\s*([wdhms])/g)) {
    minutes += Number(amount) * units[unit!]!;
    matched = true;
  }
  return matched ? Math.min(Math.ceil(minutes), 2_147_483_647) : null;
}

/** A folder path written `A > B > C` (TestRail's section hierarchy, TMT's export); empty parts are left out. */
export const splitPath = (text: string) =>
  text
    .split('>')
    .map((part) => part.trim())
    .filter(Boolean);

/** Steps written into one cell as numbered lines (`1. Open the cart`); text without numbers is one step. */
export function numberedLines(text: string): string[] {
  const trimmed = text.trim();
  if (!trimmed) return [];
  const parts = trimmed.split(/\r?\n(?=\s*\d+[.)]\s)/);
  return parts.map((part) => part.replace(/^\s*\d+[.)]\s+/, '').trim());
}
