import type { RunningTask } from '../../kernel/tasks/run-task';
import { taskContext } from '../../kernel/tasks/task-context';
import { loadRun } from './load-run';

/**
 * CLOSE_TEST_RUN: the run becomes inactive (closed by the requester, edited by SYSTEM) and each of its executions
 * keeps a frozen copy of its case as it is now (`tmt_freeze_run_cases`, one statement, in this transaction), which
 * every later read of the run shows. Waits for saves in flight (they hold the run FOR SHARE); a run already closed
 * stays as it is.
 */
export async function closeTestRunTask(task: RunningTask) {
  const { testRunId } = task.params as { testRunId: string };
  const ctx = taskContext(task);
  const run = await loadRun(ctx, testRunId, `TestRun-dm/${testRunId}`, 'write', 'update');
  if (run.closed) return { alreadyClosed: true, frozenCases: 0 };
  const tenantId = task.principal.tenantId;
  await task.em.execute(
    `UPDATE test_run SET status = 'inactive', closed_by = ?, closed_on = now(), edited_by = 'SYSTEM', edited_on = now(),
       model_version = model_version + 1
     WHERE tenant_id = ? AND id = ?`,
    [task.principal.username, tenantId, run.id],
  );
  const [frozen] = await task.em.execute<{ n: number }[]>('SELECT tmt_freeze_run_cases(?, ARRAY[?]::uuid[]) AS n', [
    tenantId,
    run.id,
  ]);
  return { alreadyClosed: false, frozenCases: frozen?.n ?? 0 };
}
