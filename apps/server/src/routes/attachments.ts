import { Readable } from 'node:stream';
import type { MikroORM } from '@mikro-orm/postgresql';
import { errorResponse, type JsonRpcError, knownRpcError, protocolError, toRpcError } from '@tmt/api';
import { RpcErrorCode, UploadQuery, uploadPermission } from '@tmt/contract';
import {
  type BlobStore,
  BlobTooLarge,
  callContext,
  checkUpload,
  downloadableAttachment,
  ensureThumbnails,
  isValidDownload,
  safeFileName,
  saveUpload,
  thumbnailOf,
  withinTenantShare,
} from '@tmt/core';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { Authenticate } from '../authenticate';
import { authenticateRequest } from '../authenticate-request';
import { contextHeaders } from '../context-headers';
import type { AppEnv } from '../env';
import type { Logger } from '../logger';
import { nodeIncoming, requestHeader } from '../node-http';
import { createRateLimiter, type RateLimiter } from '../rate-limit';
import { addressKey, rateLimitedAnswer } from '../rate-limited';
import { uploadedFile } from '../upload-body';

export interface AttachmentRouteDeps {
  orm: MikroORM;
  authenticate: Authenticate;
  logger: Logger;
  limiter: RateLimiter;
  blobs: BlobStore;
  maxBytes: number;
  urlSecret: Uint8Array;
  /** Thumbnail requests per minute per client address (they carry no token); 0 or absent: no limit. */
  thumbnailsPerMinute?: number;
}

/** The HTTP status an upload's error is answered with, by its JSON-RPC code. */
export const statusOf: Record<number, 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500> = {
  [RpcErrorCode.INVALID_PARAMS]: 400,
  [RpcErrorCode.INVALID_REQUEST]: 400,
  [RpcErrorCode.UNAUTHENTICATED]: 401,
  [RpcErrorCode.FORBIDDEN]: 403,
  [RpcErrorCode.NOT_FOUND]: 404,
  [RpcErrorCode.CONFLICT]: 409,
  [RpcErrorCode.INTERNAL_ERROR]: 500,
};

/** `attachment; filename=…` with an ASCII fallback and the UTF-8 name (RFC 6266), without bidirectional controls. */
export const disposition = (given: string) => {
  const name = safeFileName(given);
  return `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GET /api/v2/attachment/:id/download?document=…&expires=…&signature=…: the URL LOAD_ATTACHMENT_URL signed is the
 * caller's permission. A tampered, expired or foreign signature gets 403 and no bytes; once the document no longer
 * holds the attachment (unassigned, or the document deleted) it gets 404 as a missing one, within its 5 minutes too.
 * The file streams from the blob store as an attachment with its stored type; nothing is ever rendered inline (SVG
 * and HTML included).
 */
async function download(c: Context<AppEnv>, orm: MikroORM, blobs: BlobStore, urlSecret: Uint8Array) {
  const grant = { attachmentId: c.req.param('id') ?? '', documentId: c.req.query('document') ?? '' };
  const valid =
    UUID.test(grant.attachmentId) &&
    UUID.test(grant.documentId) &&
    isValidDownload(urlSecret, grant, c.req.query('expires'), c.req.query('signature'));
  if (!valid) {
    const error = protocolError(c.get('locale'), RpcErrorCode.FORBIDDEN, 'DOWNLOAD_URL_INVALID');
    return c.json(errorResponse(null, error), 403);
  }
  let row: Awaited<ReturnType<typeof downloadableAttachment>>;
  try {
    row = await downloadableAttachment(orm, grant);
  } catch (err) {
    // A database that made the lookup wait too long: -32009, retryable, as a JSON-RPC call would be answered.
    const error = knownRpcError(err, c.get('locale'));
    if (!error) throw err;
    return c.json(errorResponse(null, error), statusOf[error.code] ?? 409);
  }
  const content = row ? await blobs.get(row.content_hash) : undefined;
  if (!row || !content) {
    const ref = `Attachment-dm/${grant.attachmentId}`;
    const error = protocolError(c.get('locale'), RpcErrorCode.NOT_FOUND, 'DOCUMENT_NOT_FOUND', { ref });
    return c.json(errorResponse(null, error), 404);
  }
  return new Response(Readable.toWeb(content) as ReadableStream, {
    headers: {
      'Content-Type': row.mime_type,
      'Content-Length': row.size,
      'Content-Disposition': disposition(row.file_name),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': 'private, no-store',
    },
  });
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A thumbnail that cannot be made stays so for these bytes; cached for a day, in case the limits change. */
const FAILED = 'public, max-age=86400';

/**
 * GET /api/v2/attachment/thumbnail/<content SHA-256>/{small,big}.png: stable and addressed by the content it shows,
 * so it needs no token and is cached for good. Made the first time it is needed; one that cannot be made (too large,
 * past the pixel limit, damaged) is remembered and answered 404 `THUMBNAIL_UNAVAILABLE` at once, without decoding
 * again. Being tokenless, it is limited per client address (see `attachmentRoute`).
 */
async function thumbnail(c: Context<AppEnv>, orm: MikroORM, blobs: BlobStore, limiter: RateLimiter) {
  const wait = limiter.take(addressKey(c));
  if (wait) return rateLimitedAnswer(c, wait);
  const hash = c.req.param('hash') ?? '';
  const size = ({ 'small.png': 'small', 'big.png': 'big' } as const)[c.req.param('file') ?? ''];
  const png = size && /^[0-9a-f]{64}$/.test(hash) ? await thumbnailOf(orm, blobs, hash, size) : undefined;
  if (png && 'failure' in png) {
    const { failure } = png;
    const error = protocolError(
      c.get('locale'),
      RpcErrorCode.NOT_FOUND,
      'THUMBNAIL_UNAVAILABLE',
      { failure },
      { failure },
    );
    return c.json(errorResponse(null, error), 404, { 'Cache-Control': FAILED });
  }
  if (!png) {
    const error = protocolError(c.get('locale'), RpcErrorCode.NOT_FOUND, 'DOCUMENT_NOT_FOUND', { ref: c.req.path });
    return c.json(errorResponse(null, error), 404);
  }
  return new Response(Readable.toWeb(png) as ReadableStream, {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': IMMUTABLE, 'X-Content-Type-Options': 'nosniff' },
  });
}

/**
 * POST /api/v2/attachment?filename=…&documentModelName=…&pathToField=…: authenticated like JSON-RPC, the query
 * and the caller's access checked before a byte is stored, then the body streamed into the blob store (hashed,
 * counted against TMT_ATTACHMENT_MAX_BYTES, never held whole) and recorded as an attachment of the project.
 */
export function attachmentRoute(deps: AttachmentRouteDeps): Hono<AppEnv> {
  const { orm, authenticate, logger, limiter, blobs, maxBytes, urlSecret } = deps;
  // Counted in memory per server process, like the token limit: behind a balancer spreading clients over n servers a
  // client gets up to n times the budget; a budget meant for the whole installation is divided by n. The key is the
  // connection's address, so behind a reverse proxy all its clients share one budget (the admin docs say so).
  const thumbnails = createRateLimiter(deps.thumbnailsPerMinute ?? 0);
  return new Hono<AppEnv>()
    .get('/:id/download', (c) => download(c, orm, blobs, urlSecret))
    .get('/thumbnail/:hash/:file', (c) => thumbnail(c, orm, blobs, thumbnails))
    .post('/', async (c) => {
      const requestId = c.get('requestId');
      const locale = c.get('locale');
      const fail = (error: JsonRpcError, status = statusOf[error.code] ?? 400) => {
        // An unread body is drained, so the client sees the answer rather than a reset.
        nodeIncoming(c)?.resume();
        return c.json(errorResponse(null, error), status);
      };
      const principal = await authenticateRequest(c, authenticate, limiter);
      if (principal instanceof Response) {
        // An unread body is drained, so the client sees the answer rather than a reset.
        nodeIncoming(c)?.resume();
        return principal;
      }
      if (Number(requestHeader(c, 'Content-Length')) > maxBytes) {
        return fail(
          protocolError(locale, RpcErrorCode.INVALID_REQUEST, 'BODY_TOO_LARGE', { limit: String(maxBytes) }),
          413,
        );
      }
      const query = UploadQuery.safeParse({
        filename: c.req.query('filename'),
        documentModelName: c.req.query('documentModelName'),
        pathToField: c.req.query('pathToField'),
      });
      if (!query.success) {
        const issues = query.error.issues.map((issue) => ({
          path: ['query', ...issue.path].join('.'),
          message: issue.message,
        }));
        return fail(protocolError(locale, RpcErrorCode.INVALID_PARAMS, 'INVALID_PARAMS', {}, { issues }));
      }
      const ctx = callContext(orm, { principal, locale, header: contextHeaders(c), needs: uploadPermission });
      try {
        // The database work within the tenant's share of the pool, as every call's (the body streams outside it).
        const share = <T>(work: () => Promise<T>) => withinTenantShare(orm, principal.tenantId, work);
        const scoped = await share(() => checkUpload(ctx, query.data));
        const blob = await blobs.put(await uploadedFile(c), maxBytes);
        const saved = await share(() => saveUpload(ctx, scoped, query.data, blob));
        // Thumbnails are made after the answer; should that fail (not a refusal, which is remembered), it is logged
        // and the first read of a URL retries.
        if (saved.smallThumbnailUrl) {
          setImmediate(() =>
            ensureThumbnails(orm, blobs, blob.hash).catch((err) =>
              logger.error('thumbnails failed', err, { requestId }),
            ),
          );
        }
        return c.json(saved);
      } catch (err) {
        if (err instanceof BlobTooLarge) {
          return fail(
            protocolError(locale, RpcErrorCode.INVALID_REQUEST, 'BODY_TOO_LARGE', { limit: String(maxBytes) }),
            413,
          );
        }
        return fail(toRpcError(err, locale, requestId, (cause) => logger.error('upload failed', cause, { requestId })));
      }
    });
}
