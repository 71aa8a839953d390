import { loadScopedRow } from '../content/scoped-row';
import type { ServiceContext } from '../context';
import { suiteDocument } from './suite-document';
import { type SuiteStatsRow, suiteStatsJoin } from './suite-stats';

/** GET_DOCUMENT for TestSuite-dm: the suite with its version title and DisplayFields. */
export async function getSuite(ctx: ServiceContext, id: string, ref: string) {
  const { row, scoped } = await loadScopedRow(ctx, 'test_suite', id, ref, 'read');
  const [stats] = await ctx.em.execute<SuiteStatsRow[]>(
    `SELECT st.* FROM test_suite s ${suiteStatsJoin('s')} WHERE s.id = ?`,
    [id],
  );
  return suiteDocument(row, scoped, stats!, ctx.locale);
}
