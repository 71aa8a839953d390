import { Readable } from 'node:stream';
import type { ImportFormat } from '@tmt/contract';
import { parse } from 'csv-parse';
import { decodeXml, XmlEncodingError } from '../automation/junit-decode';
import { invalidFile } from './imported-case';
import type { TableRow } from './table-cases';

/** The longest cell a CSV file may hold: a longer one is a broken quote, not a case. */
const MAX_FIELD = 1_000_000;

/**
 * The rows of a CSV file as they stream (csv-parse, RFC 4180: quoted fields may hold separators and line breaks).
 * The bytes are decoded strictly, as UTF-8 unless a byte order mark says UTF-16 (the decoder the JUnit import
 * uses); bytes that are not valid end the import, naming the line they are on, as does a broken quote.
 */
export async function* csvRows(
  file: string,
  format: ImportFormat,
  content: Readable,
  delimiter: string,
): AsyncGenerator<TableRow> {
  const parser = parse({ delimiter, bom: true, relax_column_count: true, max_record_size: MAX_FIELD, info: true });
  const text = Readable.from(decodeXml(content));
  // pipe() does not pass a failure on: bytes the decoder refuses end the parser with it.
  text.on('error', (err) => parser.destroy(err));
  text.pipe(parser);
  let line = 1;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      yield { cells: record, at: `line ${line}` };
      line = info.lines + 1;
    }
  } catch (err) {
    const detail =
      err instanceof XmlEncodingError
        ? err.message
        : err instanceof Error
          ? err.message.replace(/^Invalid.*?: /, '')
          : '';
    throw invalidFile(file, format, `line ${line}: ${detail || 'it is not CSV'}`);
  }
}
