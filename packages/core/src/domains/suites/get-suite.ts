import type { ServiceContext } from '../../kernel/context';
import { loadScopedRow } from '../../kernel/scope/scoped-row';
import { suiteDocument } from './suite-document';
import { suiteStats } from './suite-stats';

/** GET_DOCUMENT for TestSuite-dm: the suite with its version title and DisplayFields. */
export async function getSuite(ctx: ServiceContext, id: string, ref: string) {
  const { row, scoped } = await loadScopedRow(ctx, 'test_suite', id, ref, 'read');
  const stats = await suiteStats(ctx, [id]);
  return suiteDocument(row, scoped, stats.get(id)!, ctx.locale);
}
