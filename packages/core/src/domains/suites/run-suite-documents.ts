import type { DocumentAnswer } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import type { TestSuiteRow } from '../../kernel/entities/rows';
import type { LoadedRun } from '../runs/load-run';
import { suiteDocument } from './suite-document';
import { suiteStats } from './suite-stats';

/** The TestSuite-dm documents of suite rows of a run's version, with their figures, in the rows' order. */
export async function runSuiteDocuments(
  ctx: ServiceContext,
  run: LoadedRun,
  rows: TestSuiteRow[],
): Promise<DocumentAnswer[]> {
  const stats = await suiteStats(
    ctx,
    rows.map((row) => row.id),
  );
  const version = { version_number: run.versionNumber, version_title: run.row.version_title };
  return rows.map((row) => suiteDocument({ ...row, ...version }, run.scoped, stats.get(row.id)!, ctx.locale));
}
