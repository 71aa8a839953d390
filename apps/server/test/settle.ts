import { runJobsOnce } from '@tmt/testing';
import type { Client } from './client';
import type { TestApp } from './test-app';

/**
 * Runs the jobs of one task request until it has finished, with the app's blob store (so its files can be
 * downloaded from the app); answers its Root. Other tests' jobs stay queued.
 */
export async function settle(t: TestApp, api: Client, taskRef: string) {
  for (let i = 0; i < 200; i++) {
    await runJobsOnce(t.orm, { taskRequests: [taskRef] }, { blobs: t.blobs });
    const task = await api.root(taskRef);
    if (task.General.Status === 'DONE' || task.General.Status === 'ERROR') return task;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`task ${taskRef} did not finish`);
}
