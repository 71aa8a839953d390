import { errorResponse, protocolError } from '@tmt/api';
import { RpcErrorCode } from '@tmt/contract';
import type { Context } from 'hono';
import type { AppEnv } from './env';
import { nodeIncoming, requestHeader } from './node-http';

export class BodyTooLarge extends Error {}
/** The client went away (or the server's request timeout closed its socket) before the body was complete. */
export class RequestAborted extends Error {}

/**
 * The request body as text, refused past `limit` bytes. Served by node-server it is read straight from Node's
 * request, which spares building a web Request per call; under `app.request()` (tests) through Hono.
 */
export async function readBody(c: Context<AppEnv>, limit: number): Promise<string> {
  if (Number(requestHeader(c, 'Content-Length')) > limit) throw new BodyTooLarge();
  const incoming = nodeIncoming(c);
  if (!incoming) {
    const bytes = await c.req.arrayBuffer();
    if (bytes.byteLength > limit) throw new BodyTooLarge();
    return new TextDecoder().decode(bytes);
  }
  // Plain events rather than `for await`: the async iterator costs a dozen promises per request.
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    incoming.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        incoming.removeAllListeners('data');
        incoming.resume();
        reject(new BodyTooLarge());
      } else chunks.push(chunk);
    });
    let ended = false;
    incoming.once('end', () => {
      ended = true;
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    // Either may come alone when the socket goes early. 'close' also follows every complete request: the error is
    // built only when the body did not end, as capturing its stack on every call costs the hot path.
    const aborted = () => {
      if (!ended) reject(new RequestAborted());
    };
    incoming.once('error', aborted);
    incoming.once('close', aborted);
  });
}

/** The 413 answer, as a JSON-RPC error. */
export const bodyTooLargeAnswer = (c: Context<AppEnv>, limit: number): Response =>
  c.json(
    errorResponse(
      null,
      protocolError(c.get('locale'), RpcErrorCode.INVALID_REQUEST, 'BODY_TOO_LARGE', { limit: String(limit) }),
    ),
    413,
  );
