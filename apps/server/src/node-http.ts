import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'hono';

/**
 * Served by @hono/node-server, headers are read from and written to Node's own objects: the first `c.req.header()`
 * builds a web Headers object of every request header and `c.header()` another, which together cost more CPU than
 * the rest of the HTTP handling of a small JSON-RPC call. Under `app.request()` (tests) Hono's API serves.
 */
interface NodeBindings {
  incoming?: IncomingMessage;
  outgoing?: ServerResponse;
}

export const nodeIncoming = (c: Context): IncomingMessage | undefined => (c.env as NodeBindings | undefined)?.incoming;

export function requestHeader(c: Context, name: string): string | undefined {
  const incoming = nodeIncoming(c);
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** Node merges it into the headers the answer is written with. */
export function setResponseHeader(c: Context, name: string, value: string): void {
  const outgoing = (c.env as NodeBindings | undefined)?.outgoing;
  if (outgoing) outgoing.setHeader(name, value);
  else c.header(name, value);
}
