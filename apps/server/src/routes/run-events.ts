import type { MikroORM } from '@mikro-orm/postgresql';
import { errorResponse, toRpcError } from '@tmt/api';
import { callContext, type RunEvent, type RunWatch, watchRun, withinTenantShare } from '@tmt/core';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { Authenticate } from '../authenticate';
import { authenticateRequest } from '../authenticate-request';
import { contextHeaders } from '../context-headers';
import type { AppEnv } from '../env';
import type { Logger } from '../logger';
import { requestHeader } from '../node-http';
import { type PrincipalChanges, principalKey } from '../principal-changes';
import type { RateLimiter } from '../rate-limit';
import { rateLimitedAnswer } from '../rate-limited';
import { SseQueue } from '../sse-queue';
import { StreamSlots } from '../stream-slots';
import { statusOf } from './attachments';

export interface RunEventsRouteDeps {
  orm: MikroORM;
  authenticate: Authenticate;
  logger: Logger;
  limiter: RateLimiter;
  /** How often an idle stream sends a comment line, so proxies and clients see it is alive. */
  heartbeatMs?: number;
  /** Changes of users' access: a stream of a user whose access may have shrunk ends. */
  changes?: PrincipalChanges;
}

/** Events a client has not read yet, at most; past that it gets one `resync` instead. */
const MAX_PENDING = 100;
const RESYNC = { event: 'resync', data: '{}' };
/** Streams one caller may hold open at once in a process; past that the caller is asked to retry later. */
const STREAMS_PER_CALLER = 20;
const RETRY_AFTER_S = 15;

/** Passes a run's events to its client's queue; a stopping process ends the stream (the client connects again). */
const toQueue = (queue: SseQueue) => (event: RunEvent) => {
  if (event.type === 'ended') queue.end();
  else if (event.type === 'resync') queue.push(RESYNC);
  else queue.push({ event: 'changes', data: JSON.stringify(event.changes) });
};

/**
 * GET /api/events/runs/{runId}: server-sent events of one run, for screens that show what other testers save. The
 * run is its TechnicalId, or its `R_n` with the Project-Id (and Subproject-Id) headers; authenticated like JSON-RPC
 * (the bearer header, never a token in the URL) and readable by the caller, else a JSON-RPC error body (401, 404 for
 * another tenant's run as for a missing one). Events: `ready` once changes are heard (`{runId, testRunId}`), then
 * `changes` (a list of `{docRef, result, tester, testedBy, testedOn, modelVersion}`) for every commit that changed
 * executions of the run, and `resync` when changes may have been missed (many at once, added or removed
 * executions, a lost database session, a client reading too slowly): then the client reads the run again. The
 * stream ends when the server stops, and as soon as its caller's access may have shrunk (the user disabled,
 * deleted, expired or given other roles, announced by the database to every server): the client connects again,
 * and is refused if it lost access. A caller holding `STREAMS_PER_CALLER` streams
 * already is answered 429 `TOO_MANY_REQUESTS`.
 */
export function runEventsRoute(deps: RunEventsRouteDeps): Hono<AppEnv> {
  const { orm, authenticate, logger, limiter, heartbeatMs = 15_000, changes } = deps;
  const slots = new StreamSlots(STREAMS_PER_CALLER);
  return new Hono<AppEnv>().get('/runs/:runId', async (c) => {
    const principal = await authenticateRequest(c, authenticate, limiter);
    if (principal instanceof Response) return principal;
    const locale = c.get('locale');
    const requestId = c.get('requestId');
    const ctx = callContext(orm, { principal, locale, header: contextHeaders(c), needs: 'read' });
    const queue = new SseQueue(MAX_PENDING, RESYNC);
    const release = slots.take(`${principal.tenantId}/${principal.username}`);
    if (!release) return rateLimitedAnswer(c, RETRY_AFTER_S);
    let watch: RunWatch;
    try {
      // Reading the run within the tenant's share of the pool, as every call's; the stream itself holds none.
      watch = await withinTenantShare(orm, principal.tenantId, () =>
        watchRun(ctx, c.req.param('runId'), toQueue(queue)),
      );
    } catch (err) {
      release();
      const error = toRpcError(err, locale, requestId, (cause) =>
        logger.error('watching a run failed', cause, { requestId }),
      );
      return c.json(errorResponse(null, error), statusOf[error.code] ?? 400);
    }
    const caller = principalKey(principal.tenantId, principal.username);
    const unheard = changes?.on((key) => {
      if (key === caller) queue.end();
      // Changes may have been missed: the caller is checked again (once per token), and ends only if it changed.
      else if (key === undefined) {
        const roles = JSON.stringify(principal.roles);
        authenticate(requestHeader(c, 'Authorization')).then(
          (now) => JSON.stringify(now.roles) !== roles && queue.end(),
          () => queue.end(),
        );
      }
    });
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      try {
        const gone = new Promise<boolean>((resolve) => stream.onAbort(() => resolve(false)));
        // A process that is stopping does not listen any more: the stream ends, and the client goes elsewhere.
        const live = watch.listening.then(
          () => true,
          () => false,
        );
        if (!(await Promise.race([live, gone]))) return;
        await stream.writeSSE({
          event: 'ready',
          data: JSON.stringify({ runId: watch.run.id, testRunId: watch.run.businessId }),
        });
        await queue.pump(stream, heartbeatMs);
      } finally {
        unheard?.();
        watch.stop();
        release();
      }
    });
  });
}
