import type { Readable } from 'node:stream';

/** What storing a stream found out about its bytes. */
export interface StoredBlob {
  /** SHA-256, hex: the key the bytes are kept under. */
  hash: string;
  size: number;
  /** The first bytes, to tell the type from. */
  head: Buffer;
}

/** Where file content lives, addressed by its SHA-256: the same bytes are kept once. */
export interface BlobStore {
  /** Streams `content` in, hashing it; refuses (`BlobTooLarge`) past `maxBytes`, keeping nothing. */
  put(content: Readable, maxBytes: number): Promise<StoredBlob>;
  /** The bytes under `hash`; undefined when none are kept. */
  get(hash: string): Promise<Readable | undefined>;
  remove(hash: string): Promise<void>;
  /** Resolves when the store can be written (a readiness probe); rejects with why not. */
  check(): Promise<void>;
}

export class BlobTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`content larger than ${limit} bytes`);
    this.name = 'BlobTooLarge';
  }
}

/** How many leading bytes `StoredBlob.head` keeps: enough for every signature file-type reads. */
export const HEAD_BYTES = 4100;
