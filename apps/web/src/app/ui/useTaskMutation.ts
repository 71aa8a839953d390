import { useMutation } from '@tanstack/react-query';
import type { MessageKey } from '../lib/i18n';
import { useT } from '../lib/i18n';
import { notify } from '../lib/notices';
import { taskTracker } from '../lib/tasks';

/**
 * A call that starts a task: its answer (the task request's docRef) goes to the tray, which shows its progress and
 * calls `onDone` when the task is DONE.
 */
export function useTaskMutation<I>(
  start: (input: I) => Promise<string>,
  describe: (input: I) => { type: string; subject: string; onDone?: (result: unknown) => void },
) {
  const t = useT();
  return useMutation({
    mutationFn: async (input: I) => {
      const docRef = await start(input);
      const task = describe(input);
      taskTracker.track({ docRef, ...task });
      notify(t('tasks.started', { task: `${t(`tasks.type.${task.type}` as MessageKey)} · ${task.subject}` }));
      return docRef;
    },
  });
}
