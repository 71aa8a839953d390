import type { Target } from './client';

/** One server-sent event, with when it arrived (performance.now()). */
export interface SseEvent {
  event: string;
  data: string;
  at: number;
}

export interface Subscription {
  status: number;
  /** The answer's headers (behind a proxy: which server holds the stream). */
  headers: Headers;
  /** The JSON body of a refused subscription. */
  // biome-ignore lint/suspicious/noExplicitAny: error bodies are inspected field by field in assertions
  error?: any;
  /** Every event so far, in order. */
  events: SseEvent[];
  /** When each comment line (a heartbeat) arrived, performance.now(). */
  comments: number[];
  /** The first event (so far or to come) that `matches`; rejects after `timeoutMs`. */
  waitFor(matches: (event: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  /** Settles when the server ends the stream (or it breaks). */
  ended: Promise<void>;
  close(): void;
}

/** Reads `text/event-stream` blocks: `event:` and `data:` lines; comments (`:`) are heartbeats and skipped. */
function parseBlock(block: string): Omit<SseEvent, 'at'> | undefined {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
  }
  return data.length || event !== 'message' ? { event, data: data.join('\n') } : undefined;
}

/** Subscribes to an event stream of an app in this process or of a server at a URL, as a browser would. */
export async function subscribe(target: Target, path: string, headers: Record<string, string>): Promise<Subscription> {
  const abort = new AbortController();
  const init = { headers: { Accept: 'text/event-stream', ...headers }, signal: abort.signal };
  const res = await (typeof target === 'string' ? fetch(`${target}${path}`, init) : target.app.request(path, init));
  return follow(res, () => abort.abort());
}

/** Reads the events of an answered subscription from now on; `abort` ends its request. */
export async function follow(res: Response, abort: () => void = () => undefined): Promise<Subscription> {
  const events: SseEvent[] = [];
  const comments: number[] = [];
  const waiting = new Set<() => void>();
  if (!res.ok || !res.body) {
    const refused = () => Promise.reject(new Error(`refused with ${res.status}`));
    const error = await res.json();
    return {
      status: res.status,
      headers: res.headers,
      error,
      events,
      comments,
      waitFor: refused,
      ended: Promise.resolve(),
      close: () => undefined,
    };
  }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  // Cancelling the body is what a browser does when a page goes (and what reaches an app in this process).
  const close = () => {
    reader.cancel().catch(() => undefined);
    abort();
  };
  const ended = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += value.replace(/\r\n?/g, '\n');
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          if (block.startsWith(':')) comments.push(performance.now());
          const parsed = parseBlock(block);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          if (!parsed) continue;
          events.push({ ...parsed, at: performance.now() });
          for (const wake of waiting) wake();
        }
      }
    } catch {
      // Closed by the test.
    }
  })();
  const waitFor: Subscription['waitFor'] = (matches, timeoutMs = 2_000) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = events.find(matches);
        if (!found) return;
        clearTimeout(timer);
        waiting.delete(check);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiting.delete(check);
        reject(
          new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events.map((e) => e.event))}`),
        );
      }, timeoutMs);
      waiting.add(check);
      check();
    });
  return { status: res.status, headers: res.headers, events, comments, waitFor, ended, close };
}
