import type { MikroORM } from '@mikro-orm/postgresql';
import type { BlobStore } from '../../kernel/blobs/blob-store';
import { sqlArray } from '../../kernel/db/sql-array';
import { documentExists } from './holder-tables';

export interface CollectOptions {
  /** An upload no document took within this time goes. */
  unassignedMs: number;
  /** Content unused this long loses its bytes (and thumbnails). */
  graceMs: number;
}

/** What one round removed. */
export interface Collected {
  links: number;
  attachments: number;
  blobs: number;
}

/**
 * One round of the attachment lifecycle, in set-based SQL:
 * 1. links of documents that no longer exist go (documents are deleted by their own services, which know nothing
 *    of attachments);
 * 2. attachments no document holds go once `unassignedMs` passed since their upload, or since they lost their last
 *    document (a document's own copy of the content is never removed while another attachment holds it);
 * 3. content no attachment holds is noted, and after `graceMs` its bytes and thumbnails are removed from the store.
 */
export async function collectAttachments(orm: MikroORM, blobs: BlobStore, options: CollectOptions): Promise<Collected> {
  const em = orm.em.fork();
  const unassigned = `${Math.floor(options.unassignedMs)} milliseconds`;
  const grace = `${Math.floor(options.graceMs)} milliseconds`;
  // An attachment that lost a document starts its unassigned time again (`edited_on`).
  const [links] = await em.execute<{ n: number }[]>(
    `WITH gone AS (
       DELETE FROM document_attachment da WHERE NOT ${documentExists('da.document_id')}
       RETURNING da.attachment_id
     ), touched AS (
       UPDATE attachment a SET edited_on = now() WHERE a.id IN (SELECT attachment_id FROM gone) RETURNING a.id
     )
     SELECT (SELECT count(*) FROM gone)::int AS n`,
  );
  const attachments = await em.execute<{ content_hash: string }[]>(
    `DELETE FROM attachment a
     WHERE NOT EXISTS (SELECT 1 FROM document_attachment da WHERE da.attachment_id = a.id)
       AND greatest(a.created_on, a.edited_on) < now() - ?::interval
     RETURNING a.content_hash`,
    [unassigned],
  );
  const freed = sqlArray([...new Set(attachments.map((row) => row.content_hash))]);
  await em.execute(
    `INSERT INTO unused_blob (hash)
     SELECT h FROM unnest(${freed.sql}) AS h
     WHERE NOT EXISTS (SELECT 1 FROM attachment a WHERE a.content_hash = h)
       AND NOT EXISTS (SELECT 1 FROM task_request t WHERE t.output ->> 'hash' = h AND t.output IS NOT NULL)
     ON CONFLICT (hash) DO NOTHING`,
    [freed.param],
  );
  // Content taken up again (a new upload of the same bytes, or a task's file of the same bytes) is no longer unused.
  await em.execute(
    `DELETE FROM unused_blob u WHERE EXISTS (SELECT 1 FROM attachment a WHERE a.content_hash = u.hash)
       OR EXISTS (SELECT 1 FROM task_request t WHERE t.output ->> 'hash' = u.hash AND t.output IS NOT NULL)`,
  );
  const due = await em.execute<{ hash: string; small_hash: string | null; big_hash: string | null }[]>(
    `DELETE FROM unused_blob u WHERE u.since < now() - ?::interval
     RETURNING u.hash, (SELECT t.small_hash FROM thumbnail t WHERE t.content_hash = u.hash) AS small_hash,
       (SELECT t.big_hash FROM thumbnail t WHERE t.content_hash = u.hash) AS big_hash`,
    [grace],
  );
  for (const blob of due) {
    for (const hash of [blob.hash, blob.small_hash, blob.big_hash]) if (hash) await blobs.remove(hash);
  }
  if (due.length) {
    const hashes = sqlArray(due.map((blob) => blob.hash));
    await em.execute(`DELETE FROM thumbnail WHERE content_hash = ANY(${hashes.sql})`, [hashes.param]);
  }
  return { links: links?.n ?? 0, attachments: attachments.length, blobs: due.length };
}
