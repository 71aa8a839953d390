import { docRefOf, type ImportJunitResultsParams, taskParams } from '@tmt/contract';
import type { z } from 'zod';
import { assertProjectAccess, type ScopedProject } from '../../kernel/access/project-access';
import type { ServiceContext } from '../../kernel/context';
import { sqlArray } from '../../kernel/db/sql-array';
import { DomainError, notFound } from '../../kernel/errors';
import { limits } from '../../kernel/limits';
import { assertVersionWritable } from '../../kernel/scope/closed-version';
import { resolveProjectById, resolveProjectScope } from '../../kernel/scope/resolve-project';
import { resolveVersionScope } from '../../kernel/scope/resolve-version';
import { defineTask } from '../../kernel/tasks/define-task';
import { insertRun } from '../runs/add-run';
import { assertRunOpen, type LoadedRun, loadRun } from '../runs/load-run';
import { type JunitTest, parseJunit } from './junit-parse';
import {
  casesMissingFromRun,
  type JunitPlace,
  matchJunitTests,
  recordJunitResults,
  stageJunitTests,
} from './junit-results';

/** JUnit XML one task reads per second, for its EstimatedTime. */
const BYTES_PER_SECOND = 5_000_000;

type Input = z.output<typeof ImportJunitResultsParams>;

/**
 * Creating a run or cases is editing: a caller whose role only records results (execute) may import into an open
 * run, but needs a role that edits for the rest.
 */
const assertMayEdit = (ctx: ServiceContext, scoped: ScopedProject) =>
  assertProjectAccess(Object.create(ctx, { needs: { value: 'edit' } }) as ServiceContext, scoped, 'write');

/** The run the results go to: an open one by R_n in the project, or the version a new one will be made in. */
async function runOrVersion(ctx: ServiceContext, input: Input) {
  const place = { projectId: input.projectId, subProjectId: input.subprojectId };
  if (!input.testRunId) {
    const { scoped, version } = await resolveVersionScope(
      ctx,
      { ...place, projectVersionNumber: input.version },
      'write',
    );
    await assertMayEdit(ctx, scoped);
    const title = input.testRunTitle ?? `JUnit results ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`;
    return {
      scoped,
      versionId: version.id,
      versionNumber: version.versionNumber,
      newRun: { title, versionId: version.id },
    };
  }
  const scoped = await resolveProjectScope(ctx, place, 'write');
  const [run] = await ctx.em.execute<
    { id: string; status: string; version_id: string; version_number: number; version_status: string }[]
  >(
    `SELECT r.id, r.status, r.version_id, v.version_number, v.status AS version_status
     FROM test_run r JOIN project_version v ON v.id = r.version_id
     WHERE r.tenant_id = ? AND r.project_id = ? AND r.business_id = ?`,
    [ctx.principal.tenantId, scoped.project.id, input.testRunId],
  );
  if (!run) {
    throw new DomainError('NOT_FOUND', 'TEST_RUN_NOT_FOUND', {
      run: input.testRunId,
      project: scoped.project.businessId,
    });
  }
  if (run.status === 'inactive') throw new DomainError('CONFLICT', 'TEST_RUN_CLOSED', { run: input.testRunId });
  assertVersionWritable('write', { status: run.version_status, number: run.version_number }, scoped.parentBusinessId);
  return { scoped, versionId: run.version_id, versionNumber: run.version_number, testRunId: run.id };
}

/**
 * IMPORT_JUNIT_RESULTS (ours, beyond the spec): test results from CI. The call checks the project, the run (or the
 * version a new run goes to), the target suite and the uploaded files; the task parses every file as it streams
 * and stages its tests in batches (a malformed file or one testcase too many ends the task in ERROR, and its
 * transaction leaves nothing written), matches them, and only then locks the run to record the results in set-based
 * statements (see junit-results), all in one transaction.
 */
export const importJunitResultsTask = defineTask({
  type: 'IMPORT_JUNIT_RESULTS',
  params: taskParams.IMPORT_JUNIT_RESULTS,
  async request(ctx, input: Input) {
    const target = await runOrVersion(ctx, input);
    const tenantId = ctx.principal.tenantId;
    let targetSuiteId: string | undefined;
    if (input.targetTestSuiteId) {
      await assertMayEdit(ctx, target.scoped);
      const [suite] = await ctx.em.execute<{ id: string }[]>(
        'SELECT id FROM test_suite WHERE tenant_id = ? AND version_id = ? AND business_id = ?',
        [tenantId, target.versionId, input.targetTestSuiteId],
      );
      if (!suite) throw notFound(`${input.targetTestSuiteId} (version ${target.versionNumber})`);
      targetSuiteId = suite.id;
    }
    const attachmentIds = [...new Set(input.attachmentIds ?? [])];
    const project = target.scoped.project;
    const ids = sqlArray(attachmentIds, 'uuid');
    // Uploaded into the project, or into its parent project (the Project-Id header an upload names).
    const places = sqlArray([project.id, project.parentId ?? project.id], 'uuid');
    const found = await ctx.em.execute<{ id: string; size: string }[]>(
      `SELECT id, size FROM attachment WHERE tenant_id = ? AND id = ANY(${ids.sql}) AND project_id = ANY(${places.sql})`,
      [tenantId, ids.param, places.param],
    );
    const missing = attachmentIds.find((id) => !found.some((row) => row.id === id));
    if (missing) throw notFound(`Attachment-dm/${missing}`);
    const xml = input.xml ?? [];
    const bytes =
      found.reduce((sum, row) => sum + Number(row.size), 0) +
      xml.reduce((sum, text) => sum + Buffer.byteLength(text), 0);
    if (bytes > limits.junitMaxBytes) {
      throw new DomainError('INVALID_PARAMS', 'JUNIT_TOO_LARGE', {
        size: String(bytes),
        limit: String(limits.junitMaxBytes),
      });
    }
    return {
      scope: target.scoped,
      versionNumber: target.versionNumber,
      params: {
        projectId: project.id,
        ...(target.testRunId ? { testRunId: target.testRunId } : {}),
        ...(target.newRun ? { newRun: target.newRun } : {}),
        attachmentIds,
        inlineFiles: xml.length,
        ...(targetSuiteId ? { targetSuiteId } : {}),
      },
      input: xml.length ? JSON.stringify(xml) : undefined,
      estimatedSeconds: Math.max(1, Math.ceil(bytes / BYTES_PER_SECOND)),
    };
  },
  async handle({ ctx, params, input, blobs, progress, analyzeGrown }) {
    // Each limit here holds per task, whichever process runs it: nothing is shared between tasks.
    const stage = await stageJunitTests(ctx);
    const byOutcome = { passed: 0, failed: 0, error: 0, skipped: 0 };
    let tests = 0;
    const take = (file: string) => async (batch: JunitTest[]) => {
      tests += batch.length;
      if (tests > limits.junitMaxTests) {
        throw new DomainError('INVALID_PARAMS', 'JUNIT_TOO_MANY_TESTS', { file, limit: String(limits.junitMaxTests) });
      }
      for (const test of batch) byOutcome[test.outcome]++;
      await stage(batch);
    };
    const uploads = sqlArray(params.attachmentIds, 'uuid');
    const files = await ctx.em.execute<{ id: string; file_name: string; content_hash: string }[]>(
      `SELECT id, file_name, content_hash FROM attachment WHERE tenant_id = ? AND id = ANY(${uploads.sql})`,
      [ctx.principal.tenantId, uploads.param],
    );
    for (const id of params.attachmentIds) {
      const file = files.find((row) => row.id === id);
      const content = file && (await blobs.get(file.content_hash));
      // An upload collected since the call is gone: a missing document, not a failure to retry.
      if (!file || !content) throw notFound(`Attachment-dm/${id}`);
      await parseJunit(file.file_name, content, take(file.file_name));
    }
    const inline = params.inlineFiles ? (JSON.parse(input ?? '[]') as string[]) : [];
    for (const [i, text] of inline.entries())
      await parseJunit(`inline-${i + 1}.xml`, text, take(`inline-${i + 1}.xml`));
    await progress(40);
    const created = await matchJunitTests(ctx, await placeOf(ctx, params), params.targetSuiteId);
    await progress(60);
    // Locked last: saves on the run wait for the writes into it, not for reading and matching the report.
    const { run, addCases } = await openRun(ctx, params);
    const outcome = await recordJunitResults(ctx, run, { created, addCases, analyzeGrown });
    return {
      testRunId: run.businessId,
      testRunDocRef: docRefOf('TestRun-dm', run.id),
      files: params.attachmentIds.length + inline.length,
      tests,
      ...byOutcome,
      ...outcome,
    };
  },
});

type TaskParams = z.output<(typeof taskParams)['IMPORT_JUNIT_RESULTS']>;

/** The version the tests are matched in, read without a lock; a run closed since the call ends the task here. */
async function placeOf(ctx: ServiceContext, params: TaskParams): Promise<JunitPlace> {
  if (!params.testRunId) return { versionId: params.newRun!.versionId, projectId: params.projectId };
  const run = await loadRun(ctx, params.testRunId, docRefOf('TestRun-dm', params.testRunId), 'write');
  assertRunOpen(run);
  return { versionId: run.versionId, projectId: params.projectId };
}

/**
 * The run of the task, locked: a new one, or the one named, which must still be open. A run that already holds every
 * matched case is only held FOR SHARE, as saves hold it, so they go on while the results are written (each waits only
 * for an execution the import rewrites); adding cases takes it FOR UPDATE, as every change of what a run holds does.
 */
async function openRun(ctx: ServiceContext, params: TaskParams): Promise<{ run: LoadedRun; addCases: boolean }> {
  const id = params.testRunId ?? (await insertNewRun(ctx, params));
  const ref = docRefOf('TestRun-dm', id);
  const addCases = !params.testRunId || (await casesMissingFromRun(ctx, id));
  let run = await loadRun(ctx, id, ref, 'write', addCases ? 'update' : 'share');
  assertRunOpen(run);
  // Cases may have left the run before it was held; now that it is, the answer stands.
  if (!addCases && (await casesMissingFromRun(ctx, id))) {
    run = await loadRun(ctx, id, ref, 'write', 'update');
    return { run, addCases: true };
  }
  return { run, addCases };
}

/** A run for the results in the version the call named. */
async function insertNewRun(ctx: ServiceContext, params: TaskParams): Promise<string> {
  const newRun = params.newRun!;
  const { project, parentBusinessId } = await resolveProjectById(
    ctx,
    params.projectId,
    `Project-dm/${params.projectId}`,
    'write',
  );
  const [version] = await ctx.em.execute<{ version_number: number }[]>(
    'SELECT version_number FROM project_version WHERE tenant_id = ? AND id = ?',
    [ctx.principal.tenantId, newRun.versionId],
  );
  if (!version) throw notFound(`ProjectVersion-dm/${newRun.versionId}`);
  return insertRun(
    ctx,
    { project, parentBusinessId } as ScopedProject,
    { id: newRun.versionId, versionNumber: version.version_number },
    { Title: newRun.title, Description: 'Results imported from JUnit XML.', Configuration: '' },
  );
}
