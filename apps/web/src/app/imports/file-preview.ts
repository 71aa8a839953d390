import type { ImportFormat } from '@tmt/contract/case-import-fields';

/** The first rows of a spreadsheet, as the mapping shows them: its header row, and a few rows below it. */
export interface Preview {
  headers: string[];
  rows: string[][];
}

export type Delimiter = ',' | ';' | '\t';

/** Rows shown below the header. */
const PREVIEW_ROWS = 5;
/** Bytes read from the file's start: enough for a header and a few rows, never the whole file. */
const PREVIEW_BYTES = 64 * 1024;
/** Characters of a cell kept for the preview (and the draft). */
const CELL = 80;

/** TestRail's CSV export names these columns; a plain spreadsheet rarely does. */
const testrailHeaders = ['section hierarchy', 'steps (step)', 'steps (expected result)', 'section'];

/** The format a file's name (and, for CSV, its header row) suggests. */
export function guessFormat(fileName: string, headers: string[] = []): ImportFormat {
  const name = fileName.toLowerCase();
  if (name.endsWith('.xml')) return 'testrail-xml';
  if (name.endsWith('.json')) return 'qase-json';
  if (name.endsWith('.xlsx')) return 'xlsx';
  const folded = headers.map((header) => header.trim().toLowerCase());
  return testrailHeaders.some((header) => folded.includes(header)) ? 'testrail-csv' : 'csv';
}

/** The separator of a CSV file: the one its first line holds most of. */
export function guessDelimiter(text: string): Delimiter {
  const line = text.split(/\r?\n/, 1)[0] ?? '';
  const count = (d: string) => line.split(d).length;
  return ([';', '\t'] as const).reduce<Delimiter>((best, d) => (count(d) > count(best) ? d : best), ',');
}

/**
 * The records of CSV text (RFC 4180: quoted fields hold separators, quotes doubled, and line breaks). The text is
 * the start of a file: a record still open at its end is left out, since it may be cut short.
 */
export function csvRecords(text: string, delimiter: Delimiter, limit: number, whole: boolean): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (; i < text.length && records.length < limit; i++) {
    const c = text[i] as string;
    if (quoted) {
      if (c !== '"') cell += c;
      else if (text[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = false;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === delimiter) {
      record.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      records.push([...record, cell]);
      record = [];
      cell = '';
    } else cell += c;
  }
  // The file ended without a line break: its last record is whole.
  if (whole && i >= text.length && !quoted && (cell || record.length)) records.push([...record, cell]);
  return records.slice(0, limit);
}

const clip = (cells: string[]) => cells.map((cell) => (cell.length > CELL ? `${cell.slice(0, CELL)}…` : cell));

/** The header and first rows of a CSV file, read in the browser from its first 64 KB. */
export async function readPreview(file: File, delimiter?: Delimiter): Promise<Preview & { delimiter: Delimiter }> {
  const text = await file.slice(0, PREVIEW_BYTES).text();
  const chosen = delimiter ?? guessDelimiter(text);
  const [headers = [], ...rows] = csvRecords(text, chosen, PREVIEW_ROWS + 1, file.size <= PREVIEW_BYTES);
  return { headers: headers.map((header) => header.trim()), rows: rows.map(clip), delimiter: chosen };
}

/**
 * The header and first rows of an xlsx workbook's first sheet, read in the browser; null when it cannot be (see
 * xlsx-preview.ts, loaded with its unzip library on the first workbook only, so the console's first load is not).
 */
export async function readWorkbookPreview(file: File): Promise<Preview | null> {
  const { xlsxRecords } = await import('./xlsx-preview');
  const [headers, ...rows] = (await xlsxRecords(file, PREVIEW_ROWS + 1)) ?? [];
  return headers ? { headers: headers.map((header) => header.trim()), rows: rows.map(clip) } : null;
}
