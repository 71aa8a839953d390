import type { MikroORM } from '@mikro-orm/postgresql';
import { createContextInner, handleJsonRpc } from '@tmt/api';
import { type ErrorReason, errorKinds, messageFor } from '@tmt/contract';
import { DomainError } from '@tmt/core';
import { Hono } from 'hono';
import { authenticate, type TokenVerifier } from '../authenticate';
import { contextHeaders } from '../context-headers';
import type { AppEnv } from '../env';
import type { Logger } from '../logger';

export interface JsonRpcRouteDeps {
  orm: MikroORM;
  verify: TokenVerifier;
  logger: Logger;
  maxBatch: number;
}

/** POST /api/v2/rpc: authenticate once per HTTP request (401 otherwise), then answer the JSON-RPC body. */
export function jsonRpcRoute({ orm, verify, logger, maxBatch }: JsonRpcRouteDeps): Hono<AppEnv> {
  return new Hono<AppEnv>().post('/', async (c) => {
    const requestId = c.get('requestId');
    const locale = c.get('locale');
    let principal: Awaited<ReturnType<typeof authenticate>>;
    try {
      principal = await authenticate(c.req.header('Authorization'), verify, orm);
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      return c.json(unauthenticated(err.reason, locale), 401);
    }
    const header = contextHeaders(c);
    const answer = await handleJsonRpc(
      await c.req.text(),
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
