import type { TaskType } from '@tmt/contract';
import { runJobsOnce } from '@tmt/testing';
import { addNode, addSuite, ok } from './content-helpers';
import { call, type TestApp } from './helpers';

export const RUN_TASKS: TaskType[] = [
  'CLOSE_TEST_RUN',
  'COPY_TEST_RUN',
  'ADD_TEST_CASES_TO_RUN_ASYNC',
  'SAVE_TEST_EXECUTIONS_ASYNC',
];

/** A run in the latest version of a project; answers its docRef. */
export function addRun(t: TestApp, token: string, General: Record<string, unknown>) {
  return ok(t.app, token, 'ADD_DOCUMENT', {
    documentModelName: 'TestRun-dm',
    locale: 'en',
    document: { Root: { General } },
  });
}

/** Root of a document read with GET_DOCUMENT. */
export async function root(t: TestApp, token: string, docRef: string) {
  return (await ok(t.app, token, 'GET_DOCUMENT', { docRef })).document.Root;
}

/** A suite with `count` cases (two steps each) straight under it; answers the suite's and cases' docRefs. */
export async function suiteWithCases(t: TestApp, token: string, project: string, title: string, count: number) {
  const suite = await addSuite(t.app, token, { ProjectId: project, Title: title });
  const cases: string[] = [];
  for (let i = 1; i <= count; i++) {
    cases.push(
      await addNode(t.app, token, suite, 'TestCase-dm', {
        General: { Title: `${title} ${i}` },
        TestSteps: [{ Action: 'open' }, { Action: 'check' }],
      }),
    );
  }
  return { suite, cases };
}

/** Runs the tasks of these types that are due and waits until the task request has finished; answers its Root. */
export async function settle(t: TestApp, token: string, taskRef: string, types: TaskType[] = RUN_TASKS) {
  for (let i = 0; i < 200; i++) {
    await runJobsOnce(t.orm, types);
    const task = await root(t, token, taskRef);
    if (task.General.Status === 'DONE' || task.General.Status === 'ERROR') return task;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`task ${taskRef} did not finish`);
}

/** The JSON-RPC error of a call that must fail. */
export async function failure(
  t: TestApp,
  token: string,
  method: string,
  params: unknown,
  headers: Record<string, string> = {},
) {
  const { body } = await call(t.app, token, method, params, headers);
  if (!body.error) throw new Error(`${method} should have failed: ${JSON.stringify(body.result)}`);
  return body.error as { code: number; message: string; data: { reason: string } };
}
