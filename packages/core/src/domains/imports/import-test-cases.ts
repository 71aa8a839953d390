import type { Readable } from 'node:stream';
import { type ImportFormat, type ImportTestCasesParams, taskParams } from '@tmt/contract';
import type { z } from 'zod';
import type { ServiceContext } from '../../kernel/context';
import { DomainError, notFound } from '../../kernel/errors';
import { limits } from '../../kernel/limits';
import { resolveProjectById } from '../../kernel/scope/resolve-project';
import { resolveVersionScope } from '../../kernel/scope/resolve-version';
import { defineTask } from '../../kernel/tasks/define-task';
import type { CaseSink } from './imported-case';
import { parseQaseJson } from './parse-qase-json';
import { parseTestrailXml } from './parse-testrail-xml';
import { placeCases, planCounts } from './place-cases';
import { csvRows } from './read-csv';
import { xlsxRows } from './read-xlsx';
import { caseStage, toolOf } from './stage-cases';
import { tableCases } from './table-cases';
import { writeCases } from './write-cases';

/** Bytes of a file one task reads per second, for its EstimatedTime. */
const BYTES_PER_SECOND = 10_000_000;

type Input = z.output<typeof ImportTestCasesParams>;
type Params = z.output<(typeof taskParams)['IMPORT_TEST_CASES']>;

/** Reads the file by its format, handing its cases over batch by batch; answers the suite name the file gives. */
async function readFile(file: string, content: Readable, params: Params, sink: CaseSink): Promise<string | null> {
  const format: ImportFormat = params.format;
  if (format === 'testrail-xml') return parseTestrailXml(file, content, sink);
  if (format === 'qase-json') await parseQaseJson(file, content, sink);
  else {
    const rows = format === 'xlsx' ? xlsxRows(file, content) : csvRows(file, format, content, params.delimiter);
    await tableCases(file, format, rows, params.mapping, sink);
  }
  return null;
}

/**
 * IMPORT_TEST_CASES (ours): test cases from TestRail (XML, CSV), Qase (JSON) or any spreadsheet (CSV, xlsx with a
 * column mapping) into a suite of a version. The call checks the project, the version, the suite and the upload
 * (its size before any work). The task streams the file, stages its cases in batches, plans where they go
 * (place-cases) and, unless it is a dry run or a case has a problem, writes them set-based (write-cases) — all in
 * the task's one transaction, so an import that fails leaves nothing behind. Its Result says what was (or would
 * be) created and updated, how values were mapped, and every problem with its line or row.
 */
export const importTestCasesTask = defineTask({
  type: 'IMPORT_TEST_CASES',
  params: taskParams.IMPORT_TEST_CASES,
  async request(ctx, input: Input) {
    const { scoped, version } = await resolveVersionScope(
      ctx,
      { projectId: input.projectId, subProjectId: input.subprojectId, projectVersionNumber: input.version },
      'write',
    );
    const tenantId = ctx.principal.tenantId;
    const project = scoped.project;
    let suiteId: string | undefined;
    if (input.testSuiteId) {
      const [suite] = await ctx.em.execute<{ id: string }[]>(
        'SELECT id FROM test_suite WHERE tenant_id = ? AND version_id = ? AND business_id = ?',
        [tenantId, version.id, input.testSuiteId],
      );
      if (!suite) throw notFound(`${input.testSuiteId} (version ${version.versionNumber})`);
      suiteId = suite.id;
    }
    // Uploaded into the project, or into its parent project (the Project-Id header an upload names).
    const [upload] = await ctx.em.execute<{ size: string; file_name: string }[]>(
      `SELECT size, file_name FROM attachment WHERE tenant_id = ? AND id = ? AND project_id IN (?, ?)`,
      [tenantId, input.attachmentId, project.id, project.parentId ?? project.id],
    );
    if (!upload) throw notFound(`Attachment-dm/${input.attachmentId}`);
    const size = Number(upload.size);
    if (size > limits.importMaxBytes) {
      throw new DomainError('INVALID_PARAMS', 'IMPORT_TOO_LARGE', {
        file: upload.file_name,
        size: String(size),
        limit: String(limits.importMaxBytes),
      });
    }
    return {
      scope: scoped,
      versionNumber: version.versionNumber,
      params: {
        projectId: project.id,
        versionId: version.id,
        attachmentId: input.attachmentId,
        format: input.format,
        ...(suiteId ? { suiteId } : {}),
        ...(input.testSuiteTitle ? { suiteTitle: input.testSuiteTitle } : {}),
        ...(input.mapping ? { mapping: input.mapping } : {}),
        delimiter: input.delimiter,
        dryRun: input.dryRun,
      },
      estimatedSeconds: Math.max(1, Math.ceil(size / BYTES_PER_SECOND)),
    };
  },
  async handle({ ctx, params, blobs, progress }) {
    const tenantId = ctx.principal.tenantId;
    const { project } = await resolveProjectById(ctx, params.projectId, `Project-dm/${params.projectId}`, 'write');
    const [upload] = await ctx.em.execute<{ file_name: string; content_hash: string }[]>(
      'SELECT file_name, content_hash FROM attachment WHERE tenant_id = ? AND id = ?',
      [tenantId, params.attachmentId],
    );
    const content = upload && (await blobs.get(upload.content_hash));
    // An upload collected since the call is gone: a missing document, not a failure to retry.
    if (!upload || !content) throw notFound(`Attachment-dm/${params.attachmentId}`);
    const file = upload.file_name;
    const staged = await caseStage(ctx, file, params.format, Boolean(params.suiteId));
    const fileSuite = await readFile(file, content, params, staged.stage);
    await progress(50);
    const target = await targetSuite(ctx, params, fileSuite ?? file.replace(/\.[^.]+$/, ''));
    const plan = await placeCases(ctx, params.versionId, target);
    const problems = [...staged.problems, ...plan.problems];
    const problemCount = staged.counts.problems + plan.duplicates;
    if (!staged.counts.cases) {
      problems.push({ at: file, problem: 'the file holds no cases' });
    }
    const first = problems[0];
    if (!params.dryRun && first) {
      throw new DomainError('INVALID_PARAMS', 'IMPORT_HAS_PROBLEMS', {
        file,
        count: String(Math.max(problemCount, 1)),
        at: first.at,
        problem: first.problem,
      });
    }
    await progress(70);
    const tool = toolOf[params.format];
    if (!params.dryRun) {
      const place = {
        projectId: project.id,
        tagProjectId: project.parentId ?? project.id,
        versionId: params.versionId,
      };
      await writeCases(ctx, place, plan.suites, { tool, file });
    }
    const suites = await ctx.em.execute<{ title: string; business_id: string | null }[]>(
      `SELECT i.title, s.business_id FROM import_suite i LEFT JOIN test_suite s ON s.id = i.suite_id ORDER BY i.title`,
    );
    return {
      dryRun: params.dryRun,
      file,
      format: params.format,
      tool,
      suites: suites.map((suite) => ({
        title: suite.title,
        testSuiteId: suite.business_id,
        created: !plan.suites.some((planned) => planned.title === suite.title && planned.id),
      })),
      ...(await planCounts(ctx)),
      mapping: staged.mapping(),
      problems,
      problemCount: Math.max(problemCount, problems.length),
      warnings: staged.warnings,
      warningCount: staged.counts.warnings,
    };
  },
});

/** The suite the cases go to: the one the call named, else one titled as the call, the file or its name says. */
async function targetSuite(ctx: ServiceContext, params: Params, fallback: string) {
  if (!params.suiteId) return { id: null, title: (params.suiteTitle ?? fallback).slice(0, 500) || 'Imported' };
  const [suite] = await ctx.em.execute<{ title: string }[]>(
    'SELECT title FROM test_suite WHERE tenant_id = ? AND id = ?',
    [ctx.principal.tenantId, params.suiteId],
  );
  if (!suite) throw notFound(`TestSuite-dm/${params.suiteId}`);
  return { id: params.suiteId, title: suite.title };
}
