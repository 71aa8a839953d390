/** Publishes a task's progress (0–100) at once; see RunningTask.progress. */
export type Progress = (percent: number) => Promise<void>;

/** Progress a task's run records by itself: once a worker has started it (then the handler's steps, 100 when DONE). */
export const STARTED_PROGRESS = 5;

/** A step that reports to nobody, for work done outside a task (a call that adds cases at once). */
export const noProgress: Progress = async () => undefined;

/**
 * The part `from`–`to` of a task's progress, for a step that reports its own 0–100: a helper shared by several
 * tasks (copying nodes) reports within the range its task gives it.
 */
export const progressBetween =
  (progress: Progress, from: number, to: number): Progress =>
  (percent) =>
    progress(from + ((to - from) * Math.min(100, Math.max(0, percent))) / 100);

/**
 * Runs `work` on consecutive slices of at most `size` items, each one set-based statement of its own, and reports
 * the share done after each slice: how a long task shows it is getting on.
 */
export async function inBatches<T>(
  items: readonly T[],
  size: number,
  progress: Progress,
  work: (batch: T[], offset: number) => Promise<void>,
): Promise<void> {
  for (let offset = 0; offset < items.length; offset += size) {
    await work(items.slice(offset, offset + size), offset);
    await progress((100 * Math.min(items.length, offset + size)) / items.length);
  }
}
