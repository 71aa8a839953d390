import type { SSEMessage, SSEStreamingApi } from 'hono/streaming';

/**
 * The messages waiting for one server-sent events client. A client that reads slower than messages come holds at
 * most `max` of them: past that, everything waiting collapses into `overflow` (a message that says "read it all
 * again"), so a stalled reader costs a bounded amount of memory.
 */
export class SseQueue {
  private pending: SSEMessage[] = [];
  private wake: (() => void) | undefined;
  private finished = false;

  constructor(
    private readonly max: number,
    private readonly overflow: SSEMessage,
  ) {}

  push(message: SSEMessage): void {
    // One "read it all again" waiting says all that several would.
    if (message === this.overflow && this.pending.at(-1) === this.overflow) return;
    if (this.pending.length >= this.max) this.pending = [this.overflow];
    else this.pending.push(message);
    this.wake?.();
  }

  /** Ends the stream: `pump` returns without writing what still waits. */
  end(): void {
    this.finished = true;
    this.wake?.();
  }

  /**
   * Writes the messages in order as they come, the only writer of `stream`, and a comment every `heartbeatMs` so
   * proxies and clients see a live connection; returns when the client has gone or `end` was called.
   */
  async pump(stream: SSEStreamingApi, heartbeatMs: number): Promise<void> {
    let beat = false;
    const timer = setInterval(() => {
      beat = true;
      this.wake?.();
    }, heartbeatMs);
    stream.onAbort(() => this.wake?.());
    try {
      while (!stream.aborted && !stream.closed && !this.finished) {
        const message = this.pending.shift();
        if (message) await stream.writeSSE(message);
        else if (beat) {
          beat = false;
          await stream.write(': keep-alive\n\n');
        } else {
          await new Promise<void>((resolve) => {
            this.wake = resolve;
          });
        }
        this.wake = undefined;
      }
    } finally {
      clearInterval(timer);
    }
  }
}
