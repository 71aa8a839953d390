import { useId, useState } from 'react';
import { useT } from '../lib/i18n';
import { type CallScope, trpcClient } from '../lib/trpc';
import { ErrorMessage } from '../ui/ErrorMessage';
import { useTaskMutation } from '../ui/useTaskMutation';
import { resultKeys, resultLabel } from './results';
import type { ExecutionRow } from './run-rows';

interface BulkSave {
  rows: ExecutionRow[];
  result: number;
}

/**
 * The selection and one result for all of it: SAVE_TEST_EXECUTIONS_ASYNC, a task whose progress the task tray
 * shows; the tree reads the run again when it is done. Always takes its height, so the tree does not jump.
 */
export function BulkBar({
  scope,
  runId,
  count,
  selectedRows,
  shown,
  onSelectShown,
  onClear,
  onDone,
}: {
  scope: CallScope;
  /** R_n, in the project of `scope`. */
  runId: string;
  count: number;
  /** The selected rows (read when the result is set). */
  selectedRows: () => ExecutionRow[];
  /** The cases the filters let through. */
  shown: number;
  onSelectShown: () => void;
  onClear: () => void;
  onDone: () => void;
}) {
  const t = useT();
  const resultId = useId();
  const [result, setResult] = useState(2);
  const save = useTaskMutation(
    ({ rows, result: code }: BulkSave) =>
      trpcClient.executions.saveTestExecutionsAsync.mutate(
        {
          testRunId: runId,
          decisionOnInvalidTestExecutionResult: 'SKIP',
          testExecutions: rows.map((row) => ({ testCaseId: row.caseId, result: code })),
        },
        { context: { scope } },
      ),
    ({ rows }) => ({
      type: 'SAVE_TEST_EXECUTIONS_ASYNC',
      subject: t('execution.bulkSubject', { count: rows.length, run: runId }),
      onDone,
    }),
  );
  return (
    <div className="selection-bar run-selection" aria-live="polite" data-testid="bulk-bar">
      {count > 0 ? (
        <>
          <span data-testid="selection-count">{t('execution.selected', { count })}</span>
          <label htmlFor={resultId} className="visually-hidden">
            {t('execution.bulkResult')}
          </label>
          <select
            id={resultId}
            value={result}
            onChange={(e) => setResult(Number(e.target.value))}
            data-testid="bulk-result"
          >
            {Object.keys(resultKeys).map((code) => (
              <option key={code} value={code}>
                {t(resultLabel(Number(code)))}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="button small primary"
            disabled={save.isPending}
            data-testid="bulk-apply"
            onClick={() => save.mutate({ rows: selectedRows(), result }, { onSuccess: onClear })}
          >
            {t('execution.bulkApply')}
          </button>
          <button type="button" className="button small" onClick={onClear}>
            {t('execution.clearSelection')}
          </button>
        </>
      ) : (
        shown > 0 && (
          <button type="button" className="button small" onClick={onSelectShown} data-testid="select-shown">
            {t('execution.selectShown')}
          </button>
        )
      )}
      <ErrorMessage error={save.error} />
    </div>
  );
}
