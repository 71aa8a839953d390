import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';
import { BlobTooLarge, HEAD_BYTES, type StoredBlob } from './blob-store';

/**
 * A pass-through that hashes (SHA-256) and counts what flows through it, keeps the first bytes for telling the
 * type, and fails with `BlobTooLarge` past `maxBytes`. `result()` is what was stored, once the stream ended.
 */
export function measuring(maxBytes: number): { stream: Transform; result: () => StoredBlob } {
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let size = 0;
  let headSize = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) return done(new BlobTooLarge(maxBytes));
      hash.update(chunk);
      if (headSize < HEAD_BYTES) {
        head.push(chunk.subarray(0, HEAD_BYTES - headSize));
        headSize += Math.min(chunk.length, HEAD_BYTES - headSize);
      }
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ hash: hash.digest('hex'), size, head: Buffer.concat(head) }) };
}
