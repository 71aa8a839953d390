import type { Readable } from 'node:stream';
import { TextDecoder } from 'node:util';

/** The bytes a report starts with that tell its encoding: the XML declaration fits in them. */
const HEAD_BYTES = 1024;
const DECLARED_ENCODING = /^<\?xml\s[^?]*?encoding\s*=\s*(["'])([A-Za-z][A-Za-z0-9._:-]*)\1/;

/** Bytes that are not text in the report's encoding, or an encoding TextDecoder does not know. */
export class XmlEncodingError extends Error {
  constructor(
    message: string,
    /** What decoded cleanly of the chunk the bad bytes are in, before them (to tell their line and column). */
    readonly before = '',
  ) {
    super(message);
    this.name = 'XmlEncodingError';
  }
}

const startsWith = (head: Buffer, ...bytes: number[]) => bytes.every((byte, i) => head[i] === byte);

/**
 * The encoding of an XML document by its first bytes (XML 1.0, appendix F): a byte order mark, UTF-16 without
 * one (`<?` as 16-bit units), else the `encoding` of its XML declaration, else UTF-8. Answers a WHATWG encoding
 * name, as TextDecoder knows it (ISO-8859-1 and Latin-1 are read as windows-1252, their superset).
 */
export function sniffEncoding(head: Buffer): string {
  if (startsWith(head, 0xef, 0xbb, 0xbf)) return 'utf-8';
  if (startsWith(head, 0x00, 0x00, 0xfe, 0xff) || startsWith(head, 0xff, 0xfe, 0x00, 0x00)) {
    throw new XmlEncodingError('UTF-32 is not supported; write the report in UTF-8');
  }
  if (startsWith(head, 0xfe, 0xff) || startsWith(head, 0x00, 0x3c, 0x00, 0x3f)) return 'utf-16be';
  if (startsWith(head, 0xff, 0xfe) || startsWith(head, 0x3c, 0x00, 0x3f, 0x00)) return 'utf-16le';
  if (startsWith(head, 0x00, 0x00, 0x00, 0x3c) || startsWith(head, 0x3c, 0x00, 0x00, 0x00)) {
    throw new XmlEncodingError('UTF-32 is not supported; write the report in UTF-8');
  }
  const declared = DECLARED_ENCODING.exec(head.toString('latin1'))?.[2];
  if (!declared) return 'utf-8';
  let encoding: string;
  try {
    encoding = new TextDecoder(declared).encoding;
  } catch {
    throw new XmlEncodingError(`its XML declaration names the unknown encoding "${declared}"`);
  }
  if (encoding === 'replacement') throw new XmlEncodingError(`the encoding "${declared}" is not supported`);
  if (encoding.startsWith('utf-16')) {
    throw new XmlEncodingError(`its XML declaration says ${declared}, but the file is not UTF-16`);
  }
  return encoding;
}

/**
 * Where in `chunk` the first bytes are that `encoding` cannot decode, as the text before them. Only called on a
 * failure: fresh strict decoders over ever shorter prefixes (a prefix that ends inside a character is no error in
 * streaming mode). A UTF-8 chunk that starts inside a character its predecessor began skips those bytes first.
 */
function textBeforeInvalid(encoding: string, chunk: Buffer): string {
  let start = 0;
  if (encoding === 'utf-8') while (start < 3 && ((chunk[start] ?? 0) & 0xc0) === 0x80) start++;
  const decodes = (end: number) => {
    try {
      new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(chunk.subarray(start, end), { stream: true });
      return true;
    } catch {
      return false;
    }
  };
  let [good, bad] = [start, chunk.length];
  while (bad - good > 1) {
    const mid = (good + bad) >>> 1;
    if (decodes(mid)) good = mid;
    else bad = mid;
  }
  return new TextDecoder(encoding, { ignoreBOM: true }).decode(chunk.subarray(start, good), { stream: true });
}

/**
 * The text of an XML document's bytes, as they stream: decoded in the encoding its first bytes tell (see
 * sniffEncoding), strictly. Bytes that are not valid in it throw an XmlEncodingError carrying the text of their
 * chunk before them; nothing is ever replaced by `?` or U+FFFD.
 */
export async function* decodeXml(bytes: Readable): AsyncGenerator<string> {
  let head = Buffer.alloc(0);
  let decoder: TextDecoder | undefined;
  let encoding = 'utf-8';
  const decode = (chunk: Buffer, stream: boolean) => {
    try {
      return decoder!.decode(chunk, { stream });
    } catch {
      throw new XmlEncodingError(
        stream || chunk.length ? `bytes that are not valid ${encoding}` : `it ends inside a ${encoding} character`,
        chunk.length ? textBeforeInvalid(encoding, chunk) : '',
      );
    }
  };
  for await (const piece of bytes) {
    let chunk = piece as Buffer;
    if (!decoder) {
      head = Buffer.concat([head, chunk]);
      if (head.length < HEAD_BYTES) continue;
      encoding = sniffEncoding(head);
      decoder = new TextDecoder(encoding, { fatal: true });
      chunk = head;
    }
    const text = decode(chunk, true);
    if (text) yield text;
  }
  if (!decoder) {
    encoding = sniffEncoding(head);
    decoder = new TextDecoder(encoding, { fatal: true });
    const text = decode(head, true);
    if (text) yield text;
  }
  const rest = decode(Buffer.alloc(0), false);
  if (rest) yield rest;
}
