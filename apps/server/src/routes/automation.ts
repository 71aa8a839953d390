import { Readable } from 'node:stream';
import type { MikroORM } from '@mikro-orm/postgresql';
import { errorResponse, type JsonRpcError, toRpcError } from '@tmt/api';
import { messageFor, reasonCode } from '@tmt/contract';
import { type BlobStore, callContext, TaskEndedInError, taskDownload, withinTenantShare } from '@tmt/core';
import { Hono } from 'hono';
import type { Authenticate } from '../authenticate';
import { authenticateRequest } from '../authenticate-request';
import { contextHeaders } from '../context-headers';
import type { AppEnv } from '../env';
import type { Logger } from '../logger';
import type { RateLimiter } from '../rate-limit';
import { disposition, statusOf } from './attachments';

export interface AutomationRouteDeps {
  orm: MikroORM;
  authenticate: Authenticate;
  logger: Logger;
  limiter: RateLimiter;
  blobs: BlobStore;
}

/**
 * GET /api/automation/data/{taskRequestId}: the file a task produced (exports, reports), by the task's id or its
 * docRef (URL-encoded), authenticated like JSON-RPC and streamed from the blob store with its type and file name
 * (an export's type and time in `X-TMT-Export-Type` / `X-TMT-Exported-On`) once the task is DONE. Otherwise a JSON-RPC error
 * body: a task that is not finished gets 409 with -32009 TASK_NOT_DONE, one that ended in ERROR gets 409 with its
 * own reason and message, another tenant's or an unknown task 404 (-32004).
 */
export function automationRoute(deps: AutomationRouteDeps): Hono<AppEnv> {
  const { orm, authenticate, logger, limiter, blobs } = deps;
  return new Hono<AppEnv>().get('/data/:taskRequestId', async (c) => {
    const principal = await authenticateRequest(c, authenticate, limiter);
    if (principal instanceof Response) return principal;
    const locale = c.get('locale');
    const requestId = c.get('requestId');
    const ctx = callContext(orm, { principal, locale, header: contextHeaders(c), needs: 'read' });
    try {
      const file = await withinTenantShare(orm, principal.tenantId, () =>
        taskDownload(ctx, c.req.param('taskRequestId')),
      );
      const content = await blobs.get(file.hash);
      if (!content) throw new Error(`the file of task ${c.req.param('taskRequestId')} is missing from the blob store`);
      const text = /^(application\/json|text\/)/.test(file.contentType);
      return new Response(Readable.toWeb(content) as ReadableStream, {
        headers: {
          'Content-Type': text ? `${file.contentType}; charset=utf-8` : file.contentType,
          'Content-Length': String(file.size),
          'Content-Disposition': disposition(file.fileName),
          'X-Content-Type-Options': 'nosniff',
          'Cache-Control': 'private, no-store',
          // An export is the bare tree or list (content/docs/en/api/reference/automation.md): what and when travel beside it.
          ...(file.export && {
            'X-TMT-Export-Type': file.export.type,
            'X-TMT-Exported-On': String(file.export.exportedOn),
          }),
        },
      });
    } catch (err) {
      if (err instanceof TaskEndedInError) {
        const error: JsonRpcError = {
          code: reasonCode[err.reason],
          message: err.storedMessage || messageFor(locale, 'TASK_FAILED', {}),
          data: { reason: err.reason, taskStatus: 'ERROR' },
        };
        return c.json(errorResponse(null, error), 409);
      }
      const error = toRpcError(err, locale, requestId, (cause) =>
        logger.error('task download failed', cause, { requestId }),
      );
      return c.json(errorResponse(null, error), statusOf[error.code] ?? 400);
    }
  });
}
