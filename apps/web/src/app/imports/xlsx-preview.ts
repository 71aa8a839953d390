import { type Unzipped, unzipSync } from 'fflate';

/** The most bytes a part the preview reads may inflate to: a workbook with a larger one gets no preview. */
const PART_BYTES = 32 * 1024 * 1024;
/** The most bytes of the file read into the browser for the preview. */
const FILE_BYTES = 64 * 1024 * 1024;

const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';
const SHARED_STRINGS = 'xl/sharedStrings.xml';

const parse = (bytes: Uint8Array | undefined) =>
  bytes && new DOMParser().parseFromString(new TextDecoder().decode(bytes), 'application/xml');

/** Elements by local name, whatever prefix the workbook gives its namespace. */
const all = (node: Document | Element, name: string) => [...node.getElementsByTagNameNS('*', name)];

/**
 * The named parts of a zip, inflated; null when one of them would inflate past PART_BYTES (a zip bomb, or a sheet
 * too large to preview). A part the zip lacks is left out. Synchronous: a preview inflates a few parts, each at most
 * PART_BYTES.
 */
function unzipParts(bytes: Uint8Array, names: string[]): Unzipped | null {
  let oversized = false;
  const parts = unzipSync(bytes, {
    filter: (entry) => {
      if (!names.includes(entry.name)) return false;
      oversized ||= entry.originalSize > PART_BYTES;
      return !oversized;
    },
  });
  return oversized ? null : parts;
}

/** A cell reference's column, from 0 (`C7` → 2). */
function columnOf(ref: string): number {
  let column = 0;
  for (const c of ref.replace(/\d+$/, '').toUpperCase()) column = column * 26 + (c.charCodeAt(0) - 64);
  return column - 1;
}

/**
 * The first `limit` rows of an xlsx workbook's first sheet, as text, read in the browser (fflate unzips, the
 * browser's DOMParser reads the XML; neither expands external entities). Answers null for a file too large or not
 * a readable workbook: the dialog then asks for the headers to be typed, and the dry run checks them.
 */
export async function xlsxRecords(file: File, limit: number): Promise<string[][] | null> {
  if (file.size > FILE_BYTES) return null;
  try {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const book = unzipParts(bytes, [WORKBOOK, WORKBOOK_RELS]);
    if (!book?.[WORKBOOK] || !book[WORKBOOK_RELS]) return null;
    // The first sheet in the workbook's order, by the relationship its <sheet> names.
    const firstSheet = all(parse(book[WORKBOOK])!, 'sheet')[0];
    const relId = firstSheet?.getAttributeNS(
      'http://schemas.openxmlformats.org/officeDocument/2006/relationships',
      'id',
    );
    const target = all(parse(book[WORKBOOK_RELS])!, 'Relationship')
      .find((rel) => rel.getAttribute('Id') === relId)
      ?.getAttribute('Target');
    if (!target) return null;
    const sheetPath = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
    const parts = unzipParts(bytes, [sheetPath, SHARED_STRINGS]);
    const sheet = parse(parts?.[sheetPath]);
    if (!parts || !sheet) return null;
    const shared = all(parse(parts[SHARED_STRINGS]) ?? new Document(), 'si').map((si) =>
      all(si, 't')
        .map((t) => t.textContent ?? '')
        .join(''),
    );
    return all(sheet, 'row')
      .slice(0, limit)
      .map((row) => {
        const cells: string[] = [];
        for (const cell of all(row, 'c')) {
          const type = cell.getAttribute('t');
          const value = all(cell, 'v')[0]?.textContent ?? '';
          const text =
            type === 's'
              ? (shared[Number(value)] ?? '')
              : type === 'inlineStr'
                ? all(cell, 't')
                    .map((t) => t.textContent ?? '')
                    .join('')
                : value;
          const column = cell.getAttribute('r') ? columnOf(cell.getAttribute('r')!) : cells.length;
          while (cells.length < column) cells.push('');
          cells[column] = text;
        }
        return cells;
      });
  } catch {
    return null;
  }
}
