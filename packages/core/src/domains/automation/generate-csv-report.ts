import { type GenerateCsvReportParams, taskParams } from '@tmt/contract';
import { stringify } from 'csv-stringify/sync';
import type { z } from 'zod';
import { csvOptions } from '../../kernel/csv-cell';
import { timestamp } from '../../kernel/entities/timestamp';
import { defineTask } from '../../kernel/tasks/define-task';
import { writeTaskFile } from '../../kernel/tasks/task-file';
import { reportText, resultName } from './report-text';
import { type ExecutionLine, executionBatches, reportFileName, reportRun, reportTaskOrder } from './run-report-data';

/**
 * GENERATE_CSV_REPORT: one row per case of a run (its execution), cases in tree order, as CSV by RFC 4180 (fields
 * quoted where needed, CRLF line ends), UTF-8 with a byte order mark so spreadsheet programs read umlauts right.
 * Headers and result names in the report's language; times in ISO 8601, UTC. A cell that starts like a spreadsheet
 * formula is written as text (`csvOptions`).
 */
export const generateCsvReportTask = defineTask({
  type: 'GENERATE_CSV_REPORT',
  params: taskParams.GENERATE_CSV_REPORT,
  request: (ctx, input: z.output<typeof GenerateCsvReportParams>) =>
    reportTaskOrder(ctx, input, { delimiter: input.delimiter }),
  async handle(task) {
    const { ctx, params } = task;
    const run = await reportRun(ctx, params.testRunId);
    const text = reportText[params.locale].csv;
    const options = csvOptions({ delimiter: params.delimiter, record_delimiter: '\r\n' });
    const row = (line: ExecutionLine) => [
      run.businessId,
      line.suite_id,
      line.suite,
      (line.path ?? []).join(' / '),
      line.case_id,
      line.title,
      line.execution_id,
      line.result,
      resultName(line.result, params.locale),
      line.tester ?? '',
      line.tested_on ? timestamp(line.tested_on).toISOString() : '',
      line.defects ?? '',
      line.details ?? '',
      line.duration_ms === null ? '' : (line.duration_ms / 1000).toFixed(3),
    ];
    let rows = 0;
    async function* csv() {
      yield `\ufeff${stringify([Object.values(text)], options)}`;
      for await (const batch of executionBatches(ctx, run)) {
        rows += batch.length;
        yield stringify(batch.map(row), options);
      }
    }
    const file = await writeTaskFile(
      task,
      { contentType: 'text/csv', fileName: reportFileName(run, 'executions.csv') },
      csv(),
    );
    return { rows, size: file.size };
  },
});
