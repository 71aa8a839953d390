import type { MethodResult } from '@tmt/contract';
import type { CallOptions, TmtClient } from './client';
import { TmtTaskError } from './rpc-error';

type TaskDocument = MethodResult<'GET_DOCUMENT'>['document'];

/** The groups of a TaskRequest-dm document that tell how it runs. */
type TaskRoot = TaskDocument['Root'] & {
  DisplayFields?: Record<string, unknown>;
  Error?: { Reason?: string; Message?: string } | null;
};

export interface WaitOptions extends CallOptions {
  /** Called with each status read while the task runs (Status, Progress, EstimatedTime). */
  onProgress?: (task: { status: string; progress: unknown; estimatedTime: unknown }) => void;
  /** Milliseconds between reads (default 500). */
  intervalMs?: number;
}

/**
 * Follows a task request (the docRef a task method answers) until it is DONE, resolving its document, or ERROR,
 * rejecting with a `TmtTaskError` carrying its stored reason.
 */
export async function waitForTask(client: TmtClient, docRef: string, options: WaitOptions = {}): Promise<TaskDocument> {
  const { onProgress, intervalMs = 500, ...call } = options;
  for (;;) {
    const { document } = await client.call('GET_DOCUMENT', { docRef }, call);
    const root = document.Root as TaskRoot;
    const status = String(root.General.Status);
    if (status === 'DONE') return document;
    if (status === 'ERROR') {
      throw new TmtTaskError(
        docRef,
        root.Error?.Reason ?? 'TASK_FAILED',
        root.Error?.Message ?? `task ${docRef} failed`,
      );
    }
    onProgress?.({ status, progress: root.DisplayFields?.Progress, estimatedTime: root.DisplayFields?.EstimatedTime });
    await new Promise<void>((done, fail) => {
      const timer = setTimeout(done, intervalMs);
      call.signal?.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          fail(call.signal?.reason);
        },
        { once: true },
      );
    });
  }
}
