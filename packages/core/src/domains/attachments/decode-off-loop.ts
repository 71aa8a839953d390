import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { DecodeAnswer, DecodeRequest } from './decode-worker';
import { ThumbnailRefused } from './thumbnail-refused';

/**
 * The decoding thread's own heap: a file whose decoding needs more ends the thread (ERR_WORKER_OUT_OF_MEMORY), never
 * the server. Pixels live outside this heap, bounded by the pixel limit checked on the header before.
 */
const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 };
/** A decode still running after this is ended and counts as unreadable. */
const DECODE_TIMEOUT_MS = 30_000;

const entry = fileURLToPath(new URL('./decode-worker.ts', import.meta.url));
/**
 * TMT runs from its TypeScript sources (tsx in production, Vitest in tests), and a worker thread inherits no module
 * loader from its parent: the thread registers tsx before loading its entry.
 */
const bootstrap = `require(${JSON.stringify(createRequire(import.meta.url).resolve('tsx/cjs/api'))}).register();
require(${JSON.stringify(entry)});`;

/** One decode at a time per process: a burst of uploads queues rather than holding several images' pixels at once. */
let queue: Promise<unknown> = Promise.resolve();

function runWorker(request: DecodeRequest): Promise<{ width: number; height: number; data: Uint8Array }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(bootstrap, { eval: true, resourceLimits: RESOURCE_LIMITS });
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(
      () => finish(() => reject(new ThumbnailRefused('UNREADABLE', `decoding took over ${DECODE_TIMEOUT_MS} ms`))),
      DECODE_TIMEOUT_MS,
    );
    worker.once('message', (answer: DecodeAnswer) =>
      finish(() => ('error' in answer ? reject(new ThumbnailRefused('UNREADABLE', answer.error)) : resolve(answer))),
    );
    worker.once('error', (err: Error & { code?: string }) =>
      finish(() =>
        reject(
          err.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new ThumbnailRefused('UNREADABLE', 'decoding ran out of memory')
            : err,
        ),
      ),
    );
    worker.once('exit', (code) => finish(() => reject(new Error(`image decoding thread exited with ${code}`))));
    worker.postMessage(request);
  });
}

/**
 * Decodes a BMP or WBMP into RGBA in a worker thread of its own, off the event loop. Rejects with ThumbnailRefused
 * when the file cannot be read (for good), and with another error when the thread could not run (to be retried).
 */
export function decodeOffLoop(request: DecodeRequest) {
  const run = queue.then(() => runWorker(request));
  queue = run.catch(() => undefined);
  return run;
}
