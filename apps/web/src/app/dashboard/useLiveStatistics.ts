import { useEffect, useRef } from 'react';
import { useRunEvents } from '../lib/run-events';
import { queryClient, trpc } from '../lib/trpc';

/** How long the dashboard gathers saved results before counting again: a burst of saves costs one call. */
const SETTLE_MS = 1_000;

/** Counts the run again a moment after anyone saves a result in it, while the dashboard is open. */
export function useLiveStatistics(runId: string) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const later = () => {
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      void queryClient.invalidateQueries({ queryKey: trpc.runs.getTestRunStatistics.pathKey() });
    }, SETTLE_MS);
  };
  useRunEvents(runId, { onChange: later, onResync: later });
}
