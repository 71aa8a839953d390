import { PassThrough, Readable } from 'node:stream';
import { DomainError } from '@tmt/core';
import busboy from 'busboy';
import type { Context } from 'hono';
import type { AppEnv } from './env';
import { nodeIncoming, requestHeader } from './node-http';

const unreadable = (message: string) =>
  new DomainError('INVALID_PARAMS', 'INVALID_PARAMS', {}, { issues: [{ path: 'body', message }] });

/**
 * The file of an upload request: its raw body, or the first file part of a multipart/form-data body. A multipart
 * body that cannot be read whole (no boundary in its Content-Type, no closing boundary, a broken part header) fails
 * the returned stream — or the promise, before a file part was seen — with INVALID_PARAMS, so the blob store drops
 * what it took and the caller gets a 400 rather than a file cut short. The file's bytes are passed on only up to
 * the form's end: a part is kept only when the whole form was read.
 */
export function uploadedFile(c: Context<AppEnv>): Promise<Readable> {
  const incoming = nodeIncoming(c);
  const body: Readable = incoming ?? Readable.fromWeb((c.req.raw.body ?? new Blob([]).stream()) as never);
  const type = requestHeader(c, 'Content-Type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) return Promise.resolve(body);
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: { 'content-type': type }, limits: { files: 1 } });
  } catch {
    return Promise.reject(unreadable('a multipart/form-data Content-Type with its boundary'));
  }
  return new Promise((resolve, reject) => {
    const file = new PassThrough();
    // The error may come before the blob store reads the stream; it then sees it as the stream's state.
    file.on('error', () => undefined);
    let found = false;
    let failed = false;
    const fail = (message: string) => {
      if (failed) return;
      failed = true;
      const error = unreadable(message);
      if (found) file.destroy(error);
      else reject(error);
    };
    parser.on('file', (_name, part) => {
      found = true;
      // Ended by the form's end below, not by the part's: a form cut off after the part is still refused.
      part.pipe(file, { end: false });
      part.on('error', () => fail('a multipart/form-data body that ends with its closing boundary'));
      resolve(file);
    });
    parser.on('error', () => fail('a multipart/form-data body that ends with its closing boundary'));
    parser.on('finish', () => {
      if (!found) fail('a multipart body needs a file part');
      else if (!failed) file.end();
    });
    // A client that goes away mid-body ends the form too (pipe does not pass errors on).
    body.on('error', () => parser.destroy(new Error('the request body was cut off')));
    body.pipe(parser);
  });
}
