import { useTaskDocument } from '../lib/tasks';

/** A followed task as a dialog shows it: running or not, its progress, and its result or reason once it ended. */
export function useFollowedTask<R>(docRef: string) {
  const root = useTaskDocument(docRef)?.document.Root;
  const status = docRef ? root?.General.Status : undefined;
  return {
    running: docRef !== '' && status !== 'DONE' && status !== 'ERROR',
    done: status === 'DONE',
    progress: status === 'DONE' ? 100 : Math.round(root?.DisplayFields.Progress ?? 0),
    result: status === 'DONE' ? (root?.Result as R) : undefined,
    error: status === 'ERROR' ? (root?.Error?.Message ?? '') : undefined,
  };
}
