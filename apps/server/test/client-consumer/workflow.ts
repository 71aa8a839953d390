// A third-party program: installed from the packed @tmt/client into an empty folder, type-checked there with
// `module: nodenext`, compiled and run against a server started like `npm start` (demo data, demo token).
import { TmtClient, TmtRpcError, waitForTask } from '@tmt/client';

const [url = '', token = ''] = process.argv.slice(2);
const tmt = new TmtClient({ url, token, locale: 'en' });

const projects = await tmt.call('LOAD_PROJECTS_BY_TENANT', {});
const webShop = projects.find((p) => p.document.Root.General.Title === 'Web shop');
const projectId = String(webShop?.document.Root.General.Id);

const listSuites = () =>
  tmt.call('LIST_TEST_SUITES', {
    projectSpec: { projectId },
    filter: { filters: [] },
    page: { offset: 0, limit: 50 },
    sort: ['Title ASC'],
  });
const before = await listSuites();
const first = before.entries[0];
if (!first) throw new Error('the demo project has no suite');

const taskRef = await tmt.call('COPY_TEST_SUITE', { testSuiteDocRef: first.docRef }, { projectId });
// The inline worker may finish before the first read, so what was seen of the way is only logged.
const progress: string[] = [];
const task = await waitForTask(tmt, taskRef, { intervalMs: 100, onProgress: (t) => progress.push(t.status) });
const after = await listSuites();

const [missing] = await tmt.batch([
  { method: 'GET_DOCUMENT', params: { docRef: 'TestSuite-dm/00000000-0000-4000-8000-000000000000' } },
]);
const rejected = await tmt
  .call('LIST_TEST_SUITES', {
    projectSpec: { projectId },
    filter: { filters: ['Colour:red'] },
    page: { offset: 0, limit: 1 },
    sort: [],
  })
  .catch((error: unknown) => error);

// Params are checked at compile time: each line below must fail to type-check, or this file does not compile.
// @ts-expect-error an unknown method
void (() => tmt.call('NO_SUCH_METHOD', {}));
// @ts-expect-error a param of the wrong type
void (() => tmt.call('GET_DOCUMENT', { docRef: 42 }));

console.log(
  JSON.stringify({
    projectId,
    suitesBefore: before.fullSize,
    suitesAfter: after.fullSize,
    taskStatus: task.Root.General.Status,
    statusesSeen: progress,
    batchReason: missing.ok ? null : missing.error.reason,
    rejectedReason: rejected instanceof TmtRpcError ? rejected.reason : String(rejected),
  }),
);
