import type { ModelDocumentAnswer, TaskStatus } from '@tmt/contract';
import type { CallOptions, TmtClient } from './client';
import { TmtTaskError } from './rpc-error';

type TaskDocument = ModelDocumentAnswer<'TaskRequest-dm'>['document'];

export interface WaitOptions extends CallOptions {
  /** Called with each status read while the task runs (Status, Progress, EstimatedTime). */
  onProgress?: (task: { status: TaskStatus; progress: number; estimatedTime: number }) => void;
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
    const answer = await client.call('GET_DOCUMENT', { docRef }, call);
    if (answer.documentModelName !== 'TaskRequest-dm') throw new TypeError(`${docRef} is not a task request`);
    const { document } = answer;
    const { General, DisplayFields, Error: error } = document.Root;
    if (General.Status === 'DONE') return document;
    if (General.Status === 'ERROR') {
      throw new TmtTaskError(docRef, error?.Reason ?? 'TASK_FAILED', error?.Message ?? `task ${docRef} failed`);
    }
    onProgress?.({
      status: General.Status,
      progress: DisplayFields.Progress,
      estimatedTime: DisplayFields.EstimatedTime,
    });
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
