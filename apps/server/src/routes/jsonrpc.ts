import type { MikroORM } from '@mikro-orm/postgresql';
import { createContextInner, handleJsonRpc } from '@tmt/api';
import { type ErrorReason, errorKinds, messageFor } from '@tmt/contract';
import { DomainError, type Principal } from '@tmt/core';
import { Hono } from 'hono';
import type { Authenticate } from '../authenticate';
import { contextHeaders } from '../context-headers';
import type { AppEnv } from '../env';
import type { Logger } from '../logger';
import { requestHeader } from '../node-http';
import { BodyTooLarge, bodyTooLargeAnswer, readBody } from '../read-body';

export interface JsonRpcRouteDeps {
  orm: MikroORM;
  authenticate: Authenticate;
  logger: Logger;
  maxBatch: number;
  bodyLimitBytes: number;
}

/** POST /api/v2/rpc: authenticate once per HTTP request (401 otherwise), then answer the JSON-RPC body. */
export function jsonRpcRoute({ orm, authenticate, logger, maxBatch, bodyLimitBytes }: JsonRpcRouteDeps): Hono<AppEnv> {
  return new Hono<AppEnv>().post('/', async (c) => {
    const requestId = c.get('requestId');
    const locale = c.get('locale');
    let principal: Principal;
    try {
      principal = await authenticate(requestHeader(c, 'Authorization'));
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      return c.json(unauthenticated(err.reason, locale), 401);
    }
    let body: string;
    try {
      body = await readBody(c, bodyLimitBytes);
    } catch (err) {
      if (err instanceof BodyTooLarge) return bodyTooLargeAnswer(c, bodyLimitBytes);
      throw err;
    }
    const header = contextHeaders(c);
    const answer = await handleJsonRpc(
      body,
      {
        makeContext: () => createContextInner({ orm, principal, locale, header, requestId }),
        locale,
        requestId,
        onInternal: (err) => logger.error('internal error in a JSON-RPC call', err, { requestId }),
      },
      { maxBatch },
    );
    return answer === undefined ? c.body(null, 204) : c.json(answer);
  });
}

const unauthenticated = (reason: ErrorReason, locale: 'en' | 'de') => ({
  jsonrpc: '2.0',
  id: null,
  error: { code: errorKinds.UNAUTHENTICATED, message: messageFor(locale, reason), data: { reason } },
});
