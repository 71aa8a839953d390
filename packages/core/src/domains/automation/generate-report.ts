import { type GenerateReportParams, taskParams } from '@tmt/contract';
import type { z } from 'zod';
import { defineTask } from '../../kernel/tasks/define-task';
import { writeTaskFile } from '../../kernel/tasks/task-file';
import { runReportPdf } from './report-pdf';
import {
  problemBatches,
  reportFileName,
  reportRun,
  reportTaskOrder,
  runFigures,
  suiteFigureBatches,
} from './run-report-data';

/**
 * GENERATE_REPORT: a PDF report of one run in the requested language (else the caller's), streamed into the blob
 * store page by page; downloaded from GET /api/automation/data/{taskRequestId}.
 */
export const generateReportTask = defineTask({
  type: 'GENERATE_REPORT',
  params: taskParams.GENERATE_REPORT,
  request: (ctx, input: z.output<typeof GenerateReportParams>) => reportTaskOrder(ctx, input, {}),
  async handle(task) {
    const { ctx, params } = task;
    const run = await reportRun(ctx, params.testRunId);
    const [project] = await ctx.em.execute<
      { id: string; title: string; parent_id: string | null; parent_title: string | null }[]
    >(
      `SELECT p.business_id AS id, p.title, parent.business_id AS parent_id, parent.title AS parent_title
       FROM project p LEFT JOIN project parent ON parent.id = p.parent_id WHERE p.tenant_id = ? AND p.id = ?`,
      [ctx.principal.tenantId, run.scoped.project.id],
    );
    const figures = await runFigures(ctx, run);
    const { document, write } = runReportPdf({
      run,
      project: {
        id: project!.id,
        title: project!.title,
        parentId: project!.parent_id,
        parentTitle: project!.parent_title,
      },
      figures,
      suites: suiteFigureBatches(ctx, run),
      problems: problemBatches(ctx, run),
      locale: params.locale,
      generatedBy: ctx.principal.username,
      generatedOn: new Date(),
    });
    // The pages stream into the store while they are written; a failure on the way ends the stream too.
    const written = write().catch((err: unknown) => {
      document.destroy(err as Error);
      throw err;
    });
    const [file] = await Promise.all([
      writeTaskFile(task, { contentType: 'application/pdf', fileName: reportFileName(run, 'report.pdf') }, document),
      written,
    ]);
    return { executions: figures.total, size: file.size };
  },
});
