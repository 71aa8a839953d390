import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { downloadTaskFile } from '../lib/download-task-file';
import { useTrackedTasks } from '../lib/tasks';
import { ErrorMessage } from './ErrorMessage';
import { useTaskMutation } from './useTaskMutation';

/** The last task of each file in this session, so coming back to its screen still offers the file. */
const lastTasks = new Map<string, string>();

interface TaskFileButtonsProps {
  /** Names the file for this session's memory (its scope and kind). */
  memoryKey: string;
  /** Starts the task that makes the file; answers its docRef. */
  start: () => Promise<string>;
  /** The task as the tray shows it. */
  task: { type: string; subject: string };
  /** The file's name when the server gives none. */
  fallbackName: string;
  labels: { create: string; creating: string; download: string; again: string };
  className: string;
  testId: string;
  downloadTestId: string;
}

/** A file made by a task (its progress in the tray), then downloaded with the signed-in user's token. */
export function TaskFileButtons({ memoryKey, start, task, fallbackName, labels, ...ids }: TaskFileButtonsProps) {
  const [taskRef, setTaskRef] = useState(() => lastTasks.get(memoryKey));
  const tracked = useTrackedTasks().find((t) => t.docRef === taskRef);
  const create = useTaskMutation(start, () => task);
  const download = useMutation({ mutationFn: (ref: string) => downloadTaskFile(ref, fallbackName) });
  const make = () =>
    create.mutate(undefined, {
      onSuccess: (ref) => {
        lastTasks.set(memoryKey, ref);
        setTaskRef(ref);
      },
    });
  const running = create.isPending || (tracked !== undefined && !tracked.settled);
  return (
    <div className={ids.className} data-testid={ids.testId}>
      {tracked?.settled === 'DONE' && taskRef ? (
        <>
          <button
            type="button"
            className="button primary"
            disabled={download.isPending}
            onClick={() => download.mutate(taskRef)}
            data-testid={ids.downloadTestId}
          >
            {labels.download}
          </button>
          <button type="button" className="button small" onClick={make}>
            {labels.again}
          </button>
        </>
      ) : (
        <button type="button" className="button" disabled={running} aria-busy={running} onClick={make}>
          {running ? labels.creating : labels.create}
        </button>
      )}
      <ErrorMessage error={create.error ?? download.error} />
    </div>
  );
}
