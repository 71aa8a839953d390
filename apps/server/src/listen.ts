import { type ServerType, serve } from '@hono/node-server';

export interface ListenOptions {
  port: number;
  hostname: string;
  /** How long a client may take to send its request headers (Node answers 408 and closes the socket). */
  headersTimeoutMs: number;
  /** How long a client may take to send its whole request, body included; 0: no limit. */
  requestTimeoutMs: number;
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
  });
}
