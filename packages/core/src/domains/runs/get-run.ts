import type { ServiceContext } from '../../kernel/context';
import { loadRun } from './load-run';
import { runDocument } from './run-document';
import { runFigures } from './run-figures';

/** GET_DOCUMENT for TestRun-dm: the run with its derived figures. */
export async function getRun(ctx: ServiceContext, id: string, ref: string) {
  const run = await loadRun(ctx, id, ref, 'read');
  const figures = await runFigures(ctx, [id]);
  return runDocument(run, figures.get(id)!, ctx.locale);
}
