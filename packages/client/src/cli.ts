import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { TmtClient } from './client';
import { TmtRpcError, TmtTaskError, TmtTransportError } from './rpc-error';
import { waitForTask } from './wait-for-task';

const USAGE = `Usage: npx @tmt/client junit <report.xml>... [options]

Imports JUnit XML reports (vitest, Jest, pytest, JUnit 5, Maven Surefire, …) into a TMT test run.

Options:
  --run R_n            the open run the results go to (default: a new run)
  --title <text>       title of the new run
  --version <n>        version of the new run (default: the latest)
  --create-in S_n      create unmatched tests as cases of this suite (default: only report them)
  --project P_n        the project (default: $TMT_PROJECT)
  --subproject SP_n    the sub project (default: $TMT_SUBPROJECT, else the parent project)
  --fail-on-unmatched  exit with 1 when a test matched no case
  -h, --help           this text

Environment: TMT_URL (the server, e.g. https://tmt.example.com), TMT_TOKEN (a bearer token), TMT_PROJECT,
TMT_SUBPROJECT. Tests name their case with C_n in their name or a tmt.case / tmt_case property; others are found
by classname#name once matched. Exit codes: 0 imported, 1 the import failed, 2 wrong usage.`;

type Out = (line: string) => void;

/** What `junit` reports of a finished import (its task's Result). */
interface ImportResult {
  testRunId: string;
  tests: number;
  passed: number;
  failed: number;
  error: number;
  skipped: number;
  created: number;
  saved: number;
  unchanged: number;
  unmatched: { key: string; file: string; outcome: string }[];
  unmatchedCount: number;
}

class UsageError extends Error {}

/** Runs the command line; resolves the exit code. Output goes to `out` (results) and `err` (progress, errors). */
export async function main(
  argv: string[],
  env: Record<string, string | undefined>,
  out: Out,
  err: (text: string) => void,
): Promise<number> {
  let args: ReturnType<typeof parse>;
  try {
    args = parse(argv);
  } catch (error) {
    err(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}\n`);
    return 2;
  }
  if (args.values.help) {
    out(USAGE);
    return 0;
  }
  const [command, ...files] = args.positionals;
  const url = env.TMT_URL;
  const token = env.TMT_TOKEN;
  const projectId = args.values.project ?? env.TMT_PROJECT;
  const subprojectId = args.values.subproject ?? env.TMT_SUBPROJECT;
  const problem =
    command !== 'junit'
      ? `unknown command ${command ?? '(none)'}; the command is junit`
      : !files.length
        ? 'name at least one JUnit XML file'
        : !url || !token
          ? 'set TMT_URL and TMT_TOKEN'
          : !projectId
            ? 'name the project with --project or TMT_PROJECT'
            : undefined;
  if (problem) {
    err(`${problem}\n\n${USAGE}\n`);
    return 2;
  }
  const client = new TmtClient({ url: url!, token: token!, projectId, subprojectId, timeoutMs: 120_000 });
  try {
    const attachmentIds: string[] = [];
    for (const file of files) {
      const content = await readFile(file).catch(() => {
        throw new UsageError(`cannot read ${file}`);
      });
      const uploaded = await client.upload(new Blob([new Uint8Array(content)]), {
        filename: basename(file),
        documentModelName: 'TestRun-dm',
      });
      attachmentIds.push(uploaded.attachmentId);
      err(`[tmt] uploaded ${file} (${content.length} bytes)\n`);
    }
    const version = args.values.version === undefined ? undefined : Number(args.values.version);
    const taskRef = await client.call('IMPORT_JUNIT_RESULTS', {
      projectId,
      ...(subprojectId ? { subprojectId } : {}),
      attachmentIds,
      ...(args.values.run ? { testRunId: args.values.run } : {}),
      ...(args.values.title ? { testRunTitle: args.values.title } : {}),
      ...(version !== undefined ? { version } : {}),
      ...(args.values['create-in'] ? { targetTestSuiteId: args.values['create-in'] } : {}),
    });
    err(`[tmt] importing as ${taskRef}\n`);
    let shown = -1;
    const task = await waitForTask(client, taskRef, {
      intervalMs: 300,
      onProgress: ({ status, progress }) => {
        if (progress === shown) return;
        shown = progress;
        err(`[tmt] importing: ${status.toLowerCase()} ${progress}%\n`);
      },
    });
    const result = task.Root.Result as unknown as ImportResult;
    out(
      `${result.testRunId}: ${result.tests} tests (${result.passed} passed, ${result.failed} failed, ${result.error} errors, ${result.skipped} skipped); ${result.saved} results saved, ${result.unchanged} unchanged, ${result.created} cases created, ${result.unmatchedCount} unmatched`,
    );
    for (const test of result.unmatched.slice(0, 20)) out(`  unmatched: ${test.key} (${test.file}, ${test.outcome})`);
    if (result.unmatchedCount > 20) out(`  … and ${result.unmatchedCount - 20} more`);
    return args.values['fail-on-unmatched'] && result.unmatchedCount > 0 ? 1 : 0;
  } catch (error) {
    if (error instanceof UsageError) {
      err(`${error.message}\n`);
      return 2;
    }
    const reason = error instanceof TmtRpcError || error instanceof TmtTaskError ? ` (${error.reason ?? 'error'})` : '';
    const what = error instanceof TmtTransportError ? `${error.message}: ${url}` : (error as Error).message;
    err(`[tmt] import failed${reason}: ${what}\n`);
    return 1;
  }
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      run: { type: 'string' },
      title: { type: 'string' },
      version: { type: 'string' },
      'create-in': { type: 'string' },
      project: { type: 'string' },
      subproject: { type: 'string' },
      'fail-on-unmatched': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}
