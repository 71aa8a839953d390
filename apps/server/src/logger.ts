/** One JSON line per event on stderr: easy to grep, easy to ship. */
export const logger = {
  info: (msg: string, fields: Record<string, unknown> = {}) =>
    process.stderr.write(`${JSON.stringify({ level: 'info', time: new Date().toISOString(), msg, ...fields })}\n`),
  error: (msg: string, err: unknown, fields: Record<string, unknown> = {}) =>
    process.stderr.write(
      `${JSON.stringify({
        level: 'error',
        time: new Date().toISOString(),
        msg,
        ...fields,
        error:
          err instanceof Error
            ? { name: err.name, message: err.message, stack: err.stack, cause: String(err.cause ?? '') }
            : String(err),
      })}\n`,
    ),
};
export type Logger = typeof logger;
