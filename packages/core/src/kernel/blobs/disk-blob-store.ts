import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, constants, mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { BlobStore, StoredBlob } from './blob-store';
import { measuring } from './measuring';

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
      const measure = measuring(maxBytes);
      try {
        await pipeline(content, measure.stream, createWriteStream(temporary));
        const stored = measure.result();
        const target = pathOf(stored.hash);
        const kept = await stat(target).catch(() => undefined);
        if (kept) await rm(temporary);
        else {
          await mkdir(join(root, stored.hash.slice(0, 2)), { recursive: true });
          await rename(temporary, target);
        }
        return stored;
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
    async check() {
      await mkdir(join(root, 'tmp'), { recursive: true });
      await access(join(root, 'tmp'), constants.W_OK);
    },
  };
}
