import { type ServerType, serve } from '@hono/node-server';

export interface ListenOptions {
  port: number;
  hostname: string;
  /** How long a client may take to send its request headers (Node answers 408 and closes the socket). */
  headersTimeoutMs: number;
  /** How long a client may take to send its whole request, body included; 0: no limit. */
  requestTimeoutMs: number;
  /**
   * How long an idle kept-alive connection stays open. Longer than a client's or a proxy's own idle limit (undici:
   * 4 s, HAProxy and load balancers: up to 60 s), so the client ends an idle connection first: when the server ends it
   * as the client sends its next request on it, the request fails with ECONNRESET (seen under load at Node's 5 s).
   */
  keepAliveTimeoutMs?: number;
}

/** Serves `fetch` on Node's HTTP server with timeouts against clients that send slowly or not at all. */
export function listen(
  fetch: (request: Request, env: unknown) => Response | Promise<Response>,
  options: ListenOptions,
) {
  const { headersTimeoutMs, requestTimeoutMs } = options;
  const shortest = Math.min(...[headersTimeoutMs, requestTimeoutMs].filter((ms) => ms > 0), 120_000);
  return new Promise<ServerType>((resolve) => {
    const server = serve(
      {
        fetch,
        port: options.port,
        hostname: options.hostname,
        serverOptions: {
          headersTimeout: headersTimeoutMs,
          requestTimeout: requestTimeoutMs,
          // Node checks the timeouts on this interval (30 s by default): a quarter of the shortest keeps them sharp.
          connectionsCheckingInterval: Math.max(50, Math.floor(shortest / 4)),
        },
      },
      () => resolve(server),
    );
    if (options.keepAliveTimeoutMs !== undefined && 'keepAliveTimeout' in server) {
      server.keepAliveTimeout = options.keepAliveTimeoutMs;
    }
  });
}
