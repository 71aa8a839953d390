import { notify } from '../lib/notices';
import { queryClient, trpc, trpcClient } from '../lib/trpc';
import { useErrorText } from '../ui/ErrorMessage';
import { useTaskMutation } from '../ui/useTaskMutation';
import { usePinsT } from './messages';

/**
 * Pins or unpins one suite, case or run for the signed-in user (UPDATE_PIN_STATUS, a task). Once it is DONE, the
 * documents (their `IsPinned`) and the pinned lists are read again. A refusal shows as a notice: the menu it came
 * from is gone by then.
 */
export function usePin(docRef: string, pinned: boolean, item: string) {
  const words = usePinsT();
  const errorText = useErrorText();
  const toggle = useTaskMutation(
    () => trpcClient.pins.updatePinStatus.mutate({ docRefs: [docRef], pinned: !pinned }),
    () => ({
      type: 'UPDATE_PIN_STATUS',
      subject: item,
      onDone: () => {
        notify(words(pinned ? 'pins.unpinned' : 'pins.pinned', { item }));
        for (const router of [trpc.pins, trpc.documents, trpc.suites, trpc.runs])
          void queryClient.invalidateQueries({ queryKey: router.pathKey() });
      },
    }),
  );
  return {
    label: words(pinned ? 'pins.unpin' : 'pins.pin'),
    description: words(pinned ? 'pins.unpinLabel' : 'pins.pinLabel', { item }),
    toggle: () => toggle.mutate(undefined, { onError: (error) => notify(errorText(error), 'error') }),
    busy: toggle.isPending,
  };
}
