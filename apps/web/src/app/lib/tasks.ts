import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { narrow } from './documents';
import { trpc } from './trpc';

/** A task request this session started, followed until it is DONE or ERROR. */
export interface TrackedTask {
  docRef: string;
  type: string;
  /** What it works on, for people ("S_3 Checkout"). */
  subject: string;
  startedAt: number;
  /** Called once when the task is DONE: refreshes what it changed. */
  onDone?: (result: unknown) => void;
  settled?: 'DONE' | 'ERROR';
}

let tasks: TrackedTask[] = [];
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** The tasks of this session, newest first; the tray shows them and polls those still running. */
export const taskTracker = {
  track(task: Omit<TrackedTask, 'startedAt'>) {
    tasks = [{ ...task, startedAt: Date.now() }, ...tasks.filter((t) => t.docRef !== task.docRef)].slice(0, 20);
    emit();
  },
  /** Marks a task ended; false when it already was (so its end is reported once). */
  settle(docRef: string, status: 'DONE' | 'ERROR', result: unknown): boolean {
    const task = tasks.find((t) => t.docRef === docRef);
    if (!task || task.settled) return false;
    tasks = tasks.map((t) => (t.docRef === docRef ? { ...t, settled: status } : t));
    emit();
    if (status === 'DONE') task.onDone?.(result);
    return true;
  },
  clearSettled() {
    tasks = tasks.filter((t) => !t.settled);
    emit();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const useTrackedTasks = (): TrackedTask[] => useSyncExternalStore(taskTracker.subscribe, () => tasks);

/** How often a running task is read again: fine for the handful of tasks one person starts. */
const POLL_MS = 400;

/** A task request's document, read again while it runs (none while `docRef` is empty). */
export function useTaskDocument(docRef: string) {
  const query = useQuery({
    ...trpc.documents.getDocument.queryOptions({ docRef }),
    enabled: docRef !== '',
    refetchInterval: (q) => {
      const doc = q.state.data && narrow(q.state.data, 'TaskRequest-dm');
      const status = doc?.document.Root.General.Status;
      return status === 'DONE' || status === 'ERROR' ? false : POLL_MS;
    },
    staleTime: 0,
  });
  return query.data ? narrow(query.data, 'TaskRequest-dm') : undefined;
}
