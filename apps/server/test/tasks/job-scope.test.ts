import { createTestTenant, runJobsOnce } from '@tmt/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client } from '../client';
import { addProject } from '../factories';
import { startTestApp, type TestApp } from '../test-app';

// Test files share one database and run at once: a test runs the jobs of its own tenant or task requests only.

let t: TestApp;
let a: { tenantId: string; api: Client };
let b: { tenantId: string; api: Client };

beforeAll(async () => {
  t = await startTestApp();
  const tenant = async (label: string) => {
    const { tenantId, admin } = await createTestTenant(t.orm, label);
    const api = client(t, admin.token);
    await addProject(api, 'Shop');
    return { tenantId, api };
  };
  a = await tenant('job-scope-a');
  b = await tenant('job-scope-b');
});
afterAll(() => t.close());

const newVersion = (api: Client): Promise<string> =>
  api.ok('CREATE_PROJECT_VERSION', { document: { Root: { General: { ProjectId: 'P_1' } } } });
const status = async (api: Client, taskRef: string) => (await api.root(taskRef)).General.Status;

describe('runJobsOnce', () => {
  it("runs its tenants' jobs and leaves every other job queued as production queued it", async () => {
    const ofA = await newVersion(a.api);
    const ofB = await newVersion(b.api);
    await runJobsOnce(t.orm, { tenants: [a.tenantId] });
    expect(await status(a.api, ofA)).toBe('DONE');
    expect(await status(b.api, ofB)).toBe('NEW');
    const [job] = await t.orm.em.fork().execute<{ identifier: string; attempts: number }[]>(
      `SELECT t.identifier, j.attempts FROM graphile_worker._private_jobs j
         JOIN graphile_worker._private_tasks t ON t.id = j.task_id WHERE j.payload->>'taskRequestId' = ?`,
      [ofB.split('/')[1]],
    );
    expect(job).toEqual({ identifier: 'CREATE_PROJECT_VERSION', attempts: 0 });

    await runJobsOnce(t.orm, { taskRequests: [ofB] });
    expect(await status(b.api, ofB)).toBe('DONE');
  });

  it('runs the jobs of the task requests it names, not the others of their tenant', async () => {
    const first = await newVersion(a.api);
    const second = await newVersion(a.api);
    await runJobsOnce(t.orm, { taskRequests: [second] });
    expect(await status(a.api, first)).toBe('NEW');
    expect(await status(a.api, second)).toBe('DONE');
    await runJobsOnce(t.orm, { taskRequests: [first] });
    expect(await status(a.api, first)).toBe('DONE');
  });
});
