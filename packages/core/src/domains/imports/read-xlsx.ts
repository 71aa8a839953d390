import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { CellValue, Row } from 'exceljs';
import yauzl from 'yauzl';
import { invalidFile } from './imported-case';
import type { TableRow } from './table-cases';

/** The most bytes the parts of one workbook may inflate to, all together. */
const MAX_INFLATED = 512 * 1024 * 1024;
/** The most one part may inflate relative to its compressed size (XML compresses well; a bomb far better). */
const MAX_RATIO = 200;
const MAX_ENTRIES = 10_000;

const refuse = (file: string, detail: string) => invalidFile(file, 'xlsx', detail);

/**
 * A zip bomb guard, before a workbook is read: the parts the zip's central directory lists may add up to
 * MAX_INFLATED bytes, none past MAX_RATIO times its compressed size; then every part is inflated once and
 * counted (yauzl stops one that inflates past the size the directory declares), so a zip that lies is refused too.
 * What is inflated is thrown away at once: memory holds one chunk.
 */
async function guardZip(file: string, path: string): Promise<void> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(path, { lazyEntries: true, autoClose: false, validateEntrySizes: true }, (err, z) =>
      err ? reject(err) : resolve(z!),
    ),
  ).catch(() => {
    throw refuse(file, 'it is not a zip file, as an .xlsx workbook is');
  });
  try {
    const entries: yauzl.Entry[] = [];
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (entry: yauzl.Entry) => {
        entries.push(entry);
        if (entries.length > MAX_ENTRIES) reject(refuse(file, `it holds more than ${MAX_ENTRIES} parts`));
        else zip.readEntry();
      });
      zip.on('end', resolve);
      zip.on('error', () => reject(refuse(file, 'its zip directory is damaged')));
      zip.readEntry();
    });
    let total = 0;
    for (const entry of entries) {
      total += entry.uncompressedSize;
      const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
      if (total > MAX_INFLATED || (entry.uncompressedSize > 1024 * 1024 && ratio > MAX_RATIO)) {
        throw refuse(
          file,
          `it inflates too far (${entry.fileName}: ${entry.compressedSize} bytes to ${entry.uncompressedSize}; a zip bomb?)`,
        );
      }
    }
    for (const entry of entries) {
      if (entry.fileName.endsWith('/')) continue;
      const stream = await new Promise<Readable>((resolve, reject) =>
        zip.openReadStream(entry, (err, s) => (err ? reject(err) : resolve(s!))),
      ).catch(() => {
        throw refuse(file, `its part ${entry.fileName} cannot be read`);
      });
      try {
        for await (const _chunk of stream) {
          // Counted by yauzl against the declared size.
        }
      } catch {
        throw refuse(file, `its part ${entry.fileName} inflates to more than its zip directory says (a zip bomb?)`);
      }
    }
  } finally {
    zip.close();
  }
}

/** A cell's value as text: rich text joined, a formula by its result, a date in ISO 8601. */
function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'object') return String(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return cellText(value.text as CellValue);
  if ('result' in value) return cellText((value.result ?? '') as CellValue);
  if ('error' in value) return '';
  return '';
}

/**
 * The rows of a workbook's first sheet as they stream (exceljs's WorkbookReader), after the zip bomb guard. The
 * upload is spooled to a temporary file first, as a zip is read from its end; the file is removed when done.
 */
export async function* xlsxRows(file: string, content: Readable): AsyncGenerator<TableRow> {
  const dir = await mkdtemp(join(tmpdir(), 'tmt-import-'));
  try {
    const path = join(dir, 'upload.xlsx');
    await pipeline(content, createWriteStream(path));
    await guardZip(file, path);
    // Loaded here, not with the worker: it is the largest library a worker would otherwise hold (~30 MB).
    const { default: ExcelJS } = await import('exceljs');
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(path, {
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      styles: 'ignore',
      worksheets: 'emit',
      entries: 'ignore',
    });
    try {
      for await (const sheet of reader) {
        for await (const row of sheet as unknown as AsyncIterable<Row>) {
          const values = row.values as CellValue[];
          yield { cells: Array.from(values.slice(1), cellText), at: `row ${row.number}` };
        }
        break;
      }
    } catch (err) {
      if (err instanceof Error && err.name === 'DomainError') throw err;
      throw refuse(file, `it is not a readable workbook (${err instanceof Error ? err.message : String(err)})`);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
