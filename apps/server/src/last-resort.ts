import type { Logger } from './logger';

/**
 * A net under the per-request containment: an error that escaped every handler is logged, and the server goes on
 * serving rather than exit (which would drop every other caller's request). Installed by main.ts only.
 */
export function logInsteadOfExiting(logger: Logger): void {
  process.on('unhandledRejection', (reason) => logger.error('unhandled promise rejection', reason));
  process.on('uncaughtException', (err, origin) => logger.error('uncaught exception', err, { origin }));
}
