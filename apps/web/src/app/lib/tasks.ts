import { useSyncExternalStore } from 'react';

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
