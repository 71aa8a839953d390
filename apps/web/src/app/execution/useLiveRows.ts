import { useRef, useState } from 'react';
import { type ExecutionChange, useRunEvents } from '../lib/run-events';
import { queryClient, trpc } from '../lib/trpc';
import { cachedRow, type ExecutionRow, noteVersion, patchRow, versionOf } from './run-rows';

interface LiveRows {
  /** R_n. */
  runId: string;
  testRunDocRef: string;
  chosen: ExecutionRow | undefined;
  /** After changes were patched in. */
  onChanged: () => void;
  /** When changes may have been missed: read the run again. */
  onResync: () => void;
}

/**
 * Results other testers save show in the tree as they happen: each change patches its row (a newer version than
 * the row holds), the chosen case's pane reads its execution again, and a resync reads the whole run again.
 */
export function useLiveRows(live: LiveRows) {
  const latest = useRef(live);
  latest.current = live;
  const [handlers] = useState(() => ({
    onChange: (change: ExecutionChange) => {
      const { testRunDocRef: runRef, chosen: shown } = latest.current;
      const row = cachedRow(runRef, change.docRef);
      if (!row || change.modelVersion < versionOf(row)) return;
      const sameResult = change.result === row.result && change.testedBy === row.testedBy;
      // The echo of this screen's own save (or of what the row shows already): only the tester may differ, as an
      // assigned tester stays whoever saves.
      if (change.modelVersion === versionOf(row) || (sameResult && change.tester === row.tester)) {
        noteVersion(change.docRef, change.modelVersion);
        if (sameResult && change.tester !== row.tester)
          patchRow(runRef, change.docRef, (current) => ({
            ...current,
            tester: change.tester,
            testerName: change.tester,
          }));
        return;
      }
      patchRow(runRef, change.docRef, (current) =>
        change.modelVersion > current.modelVersion
          ? {
              ...current,
              result: change.result,
              tester: change.tester,
              testerName: change.tester === current.tester ? current.testerName : change.tester,
              testedBy: change.testedBy,
              testedOn: change.testedOn,
              modelVersion: change.modelVersion,
            }
          : undefined,
      );
      if (shown?.docRef === change.docRef)
        void queryClient.invalidateQueries({
          queryKey: trpc.executions.getTestCaseExecution.queryKey({ testRunDocRef: runRef, docRef: shown.caseRef }),
        });
      latest.current.onChanged();
    },
    onResync: () => latest.current.onResync(),
  }));
  // Listening starts once the rows have a place in the cache.
  return useRunEvents(live.testRunDocRef ? live.runId : '', handlers);
}
