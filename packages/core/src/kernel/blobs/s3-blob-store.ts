import { randomUUID } from 'node:crypto';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { BlobStore, StoredBlob } from './blob-store';
import { measuring } from './measuring';

const missing = (err: unknown) => err instanceof NoSuchKey || err instanceof NotFound;

/**
 * An S3-compatible bucket (AWS, MinIO, Ceph…). Content streams up under a temporary key as a multipart upload while
 * it is hashed and counted; then it is copied under its SHA-256, unless those bytes are already kept, and the
 * temporary object goes. Credentials come from the usual AWS variables unless `config` names them.
 */
export function s3BlobStore(bucket: string, config: S3ClientConfig = {}): BlobStore {
  const s3 = new S3Client({ forcePathStyle: true, ...config });
  const exists = (key: string) =>
    s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key })).then(
      () => true,
      (err) => (missing(err) ? false : Promise.reject(err)),
    );
  return {
    async put(content: Readable, maxBytes: number): Promise<StoredBlob> {
      const temporary = `tmp/${randomUUID()}`;
      const measure = measuring(maxBytes);
      const body = new PassThrough();
      const upload = new Upload({ client: s3, params: { Bucket: bucket, Key: temporary, Body: body } });
      try {
        // When the content fails (too large, the client went away), that is the error, not the upload's.
        const [piped, uploaded] = await Promise.allSettled([pipeline(content, measure.stream, body), upload.done()]);
        if (piped.status === 'rejected') throw piped.reason;
        if (uploaded.status === 'rejected') throw uploaded.reason;
        const stored = measure.result();
        if (!(await exists(stored.hash))) {
          await s3.send(
            new CopyObjectCommand({ Bucket: bucket, Key: stored.hash, CopySource: `${bucket}/${temporary}` }),
          );
        }
        return stored;
      } finally {
        await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: temporary })).catch(() => undefined);
      }
    },
    async get(hash: string) {
      try {
        const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: hash }));
        return object.Body as Readable;
      } catch (err) {
        if (missing(err)) return undefined;
        throw err;
      }
    },
    async remove(hash: string) {
      await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: hash }));
    },
    async check() {
      await s3.send(new HeadBucketCommand({ Bucket: bucket }));
    },
  };
}
