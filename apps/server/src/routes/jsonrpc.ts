import type { MikroORM } from '@mikro-orm/postgresql';
import { createContextInner, handleJsonRpc, type JsonRpcHandlerOptions } from '@tmt/api';
import { Hono } from 'hono';
import type { Authenticate } from '../authenticate';
import { authenticateRequest } from '../authenticate-request';
import { contextHeaders } from '../context-headers';
import type { AppEnv } from '../env';
import type { Logger } from '../logger';
import type { RateLimiter } from '../rate-limit';
import { BodyTooLarge, bodyTooLargeAnswer, RequestAborted, readBody } from '../read-body';

export interface JsonRpcRouteDeps {
  orm: MikroORM;
  authenticate: Authenticate;
  logger: Logger;
  maxBatch: number;
  bodyLimitBytes: number;
  limiter: RateLimiter;
  onAnswer?: JsonRpcHandlerOptions['onAnswer'];
  urlSecret: Uint8Array;
  /** The server's public URL, for the docs link of the GET hint; the request's own origin without it. */
  publicUrl?: () => string | undefined;
}

const hint = {
  en: 'This is the TMT JSON-RPC 2.0 endpoint. Send a POST request with a JSON-RPC body, a bearer token and Content-Type: application/json.',
  de: 'Dies ist der JSON-RPC-2.0-Endpunkt von TMT. Senden Sie eine POST-Anfrage mit einem JSON-RPC-Body, einem Bearer-Token und Content-Type: application/json.',
};

/**
 * POST /api/v2/rpc: authenticate once per HTTP request (401 otherwise), count it against the token's rate limit
 * (or the address's, when the token is not valid: 429 past it), then answer the JSON-RPC body.
 */
export function jsonRpcRoute(deps: JsonRpcRouteDeps): Hono<AppEnv> {
  const { orm, authenticate, logger, maxBatch, bodyLimitBytes, limiter, onAnswer, urlSecret } = deps;
  return (
    new Hono<AppEnv>()
      // A browser, or curl without -d, asks with GET: the answer says how the endpoint is called and where the docs are.
      .get('/', (c) => {
        const locale = c.get('locale');
        const base = deps.publicUrl?.()?.replace(/\/+$/, '') ?? new URL(c.req.url).origin;
        c.header('Allow', 'POST');
        return c.json(
          {
            message: hint[locale],
            method: 'POST',
            example: { jsonrpc: '2.0', id: 1, method: 'LOAD_PROJECTS_BY_TENANT', params: {} },
            docs: `${base}/docs/${locale === 'de' ? 'de/' : ''}api/introduction/json-rpc-endpoint`,
          },
          405,
        );
      })
      .post('/', async (c) => {
        const requestId = c.get('requestId');
        const locale = c.get('locale');
        const principal = await authenticateRequest(c, authenticate, limiter);
        if (principal instanceof Response) return principal;
        let body: string;
        try {
          body = await readBody(c, bodyLimitBytes);
        } catch (err) {
          if (err instanceof BodyTooLarge) return bodyTooLargeAnswer(c, bodyLimitBytes);
          // The client is gone (it hung up, or the server's request timeout closed the socket): nobody to answer.
          if (err instanceof RequestAborted) return c.body(null, 400);
          throw err;
        }
        const header = contextHeaders(c);
        const answer = await handleJsonRpc(
          body,
          {
            makeContext: (callLocale) =>
              createContextInner({ orm, principal, requestLocale: locale, callLocale, header, requestId, urlSecret }),
            locale,
            requestId,
            onInternal: (err) => logger.error('internal error in a JSON-RPC call', err, { requestId }),
          },
          { maxBatch, onAnswer },
        );
        return answer === undefined ? c.body(null, 204) : c.json(answer);
      })
  );
}
