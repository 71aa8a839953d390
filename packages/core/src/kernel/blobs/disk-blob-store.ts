import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type BlobStore, BlobTooLarge, HEAD_BYTES, type StoredBlob } from './blob-store';

/**
 * A directory of files named by their SHA-256 (`ab/abcdef…`). Content streams to a temporary file while it is
 * hashed and counted, then moves under its hash, or is dropped when those bytes are already kept.
 */
export function diskBlobStore(root: string): BlobStore {
  const pathOf = (hash: string) => join(root, hash.slice(0, 2), hash);
  return {
    async put(content: Readable, maxBytes: number): Promise<StoredBlob> {
      await mkdir(join(root, 'tmp'), { recursive: true });
      const temporary = join(root, 'tmp', randomUUID());
      const hash = createHash('sha256');
      const head: Buffer[] = [];
      let size = 0;
      let headSize = 0;
      const measure = new Transform({
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
      try {
        await pipeline(content, measure, createWriteStream(temporary));
        const digest = hash.digest('hex');
        const target = pathOf(digest);
        const kept = await stat(target).catch(() => undefined);
        if (kept) await rm(temporary);
        else {
          await mkdir(join(root, digest.slice(0, 2)), { recursive: true });
          await rename(temporary, target);
        }
        return { hash: digest, size, head: Buffer.concat(head) };
      } catch (err) {
        await rm(temporary, { force: true });
        throw err;
      }
    },
    async get(hash: string) {
      const path = pathOf(hash);
      return (await stat(path).catch(() => undefined)) ? createReadStream(path) : undefined;
    },
    async remove(hash: string) {
      await rm(pathOf(hash), { force: true });
    },
  };
}
