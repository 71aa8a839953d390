import { exportHeaders, type ImportField, type ImportFormat } from '@tmt/contract';
import {
  batcher,
  blankCase,
  type CaseSink,
  clip,
  estimateMinutes,
  type ImportedCase,
  invalidFile,
  numberedLines,
  splitPath,
} from './imported-case';

/** One row of a spreadsheet: its cells as text, and where it is (`line 3`, `row 3`). */
export interface TableRow {
  cells: string[];
  at: string;
}

type Mapping = Partial<Record<ImportField, string>>;
/** The fields of a row: the mappable ones, and TestRail's estimate and references. */
type Column = ImportField | 'estimate' | 'tickets';

/**
 * TestRail's CSV export, by its published column names: the section hierarchy (`A > B`) or else the section is the
 * folder; separated steps (`Steps (Step)`, `Steps (Expected Result)`, one row per step) or else the text steps.
 */
const testrailColumns: Record<ImportField, string[]> = {
  externalId: ['ID'],
  suite: [],
  title: ['Title'],
  folder: ['Section Hierarchy', 'Section'],
  description: ['Goals', 'Mission'],
  preconditions: ['Preconditions'],
  steps: ['Steps (Step)', 'Steps'],
  expected: ['Steps (Expected Result)', 'Expected Result'],
  priority: ['Priority'],
  type: ['Type'],
  automation: ['Automation Type'],
  tags: ['Labels', 'Tags'],
};
const testrailOnly = { estimate: ['Estimate'], tickets: ['References'] };

const fold = (header: string) => header.trim().toLowerCase();
/** A cell TMT's export kept from being read as a formula (csvCell) gets its text back. */
const unneutralised = (value: string) => (/^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value);

/** The column of each field: by the call's mapping, else TMT's own headers (or TestRail's for testrail-csv). */
function columnsOf(headers: string[], format: ImportFormat, mapping: Mapping | undefined, file: string) {
  const index = new Map(headers.map((header, i) => [fold(header), i] as const));
  const columns: Partial<Record<Column, number>> = {};
  for (const field of Object.keys(exportHeaders) as ImportField[]) {
    const names =
      format === 'testrail-csv' ? testrailColumns[field] : [mapping?.[field] ?? (mapping ? '' : exportHeaders[field])];
    const found = names
      .filter(Boolean)
      .map((name) => index.get(fold(name)))
      .find((i) => i !== undefined);
    if (found !== undefined) columns[field] = found;
    else if (mapping?.[field]) {
      throw invalidFile(file, format, `the mapping names the column "${mapping[field]}", which the header row lacks`);
    }
  }
  if (format === 'testrail-csv') {
    for (const [field, names] of Object.entries(testrailOnly)) {
      const found = names.map((name) => index.get(fold(name))).find((i) => i !== undefined);
      if (found !== undefined) columns[field as Column] = found;
    }
  }
  if (columns.title === undefined) {
    throw invalidFile(file, format, 'no column holds the title (map one: mapping.title)');
  }
  return columns;
}

/**
 * Cases of a spreadsheet (CSV, xlsx, TestRail's CSV) as its rows stream in: the first row names the columns; each
 * row with a title (or a new external id) starts a case, and a row without either adds its step to the case
 * before it (one row per step). A steps cell of numbered lines (`1. …`) is one step per line, matched with the
 * numbered lines of the expected results. Tags are separated by commas; folders are written `A > B > C`.
 */
export async function tableCases(
  file: string,
  format: ImportFormat,
  rows: AsyncIterable<TableRow>,
  mapping: Mapping | undefined,
  sink: CaseSink,
): Promise<void> {
  const out = batcher(sink);
  let columns: Partial<Record<Column, number>> | undefined;
  let current: ImportedCase | null = null;
  const addSteps = (target: ImportedCase, steps: string, expected: string) => {
    const actions = numberedLines(steps);
    const results = numberedLines(expected);
    for (let i = 0; i < Math.max(actions.length, results.length); i++) {
      target.steps.push({ action: clip(actions[i] ?? ''), expected: clip(results[i] ?? '') });
    }
  };
  for await (const row of rows) {
    if (!columns) {
      columns = columnsOf(row.cells, format, mapping, file);
      continue;
    }
    const cell = (field: Column) => {
      const i = columns![field];
      return i === undefined ? '' : unneutralised((row.cells[i] ?? '').trim());
    };
    if (row.cells.every((value) => !value.trim())) continue;
    const title = cell('title');
    const externalId = cell('externalId') || null;
    if (current && !title && (!externalId || externalId === current.externalId)) {
      addSteps(current, cell('steps'), cell('expected'));
      continue;
    }
    if (current) out.add(current);
    await out.flush();
    const c = blankCase(row.at);
    c.externalId = externalId;
    c.suite = cell('suite') || null;
    c.title = title;
    c.path = splitPath(cell('folder'));
    c.description = clip(cell('description'));
    c.preconditions = clip(cell('preconditions'));
    c.priority = cell('priority') || null;
    c.type = cell('type') || null;
    c.automation = cell('automation') || null;
    c.tags = cell('tags')
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean);
    c.estimate = estimateMinutes(cell('estimate'));
    c.tickets = clip(cell('tickets'));
    addSteps(c, cell('steps'), cell('expected'));
    current = c;
  }
  if (current) out.add(current);
  await out.flush(true);
}
