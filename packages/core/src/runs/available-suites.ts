import { type DocumentAnswer, type ListAnswer, parseDocRef } from '@tmt/contract';
import { columns } from '../content/columns';
import type { ServiceContext } from '../context';
import { buildListSql } from '../list/list-query';
import { pagedRows } from '../list/paged-rows';
import { suiteListModel } from '../suites/list-suites';
import type { RunListInput } from './list-runs';
import { loadRun } from './load-run';
import { runSuiteDocuments } from './run-suite-documents';

/**
 * GET_AVAILABLE_TEST_SUITES: the suites of the run's version that are not in the run yet, with their
 * DisplayFields (TotalTestCases and the rest), filtered, sorted and paged like LIST_TEST_SUITES.
 */
export async function getAvailableTestSuites(
  ctx: ServiceContext,
  testRunDocRef: string,
  input: RunListInput,
): Promise<ListAnswer<DocumentAnswer>> {
  const query = buildListSql(suiteListModel, input, ctx.locale);
  const run = await loadRun(ctx, parseDocRef(testRunDocRef).id, testRunDocRef, 'read');
  const tenantId = ctx.principal.tenantId;
  const { rows, fullSize } = await pagedRows(
    ctx,
    {
      select: columns('test_suite', 's'),
      from: 'test_suite s',
      where: `s.tenant_id = ? AND s.version_id = ? AND NOT EXISTS (
        SELECT 1 FROM test_run_suite rs WHERE rs.tenant_id = s.tenant_id AND rs.run_id = ? AND rs.suite_id = s.id)`,
      params: [tenantId, run.versionId, run.id],
    },
    query,
  );
  return { fullSize, page: query.page, entries: await runSuiteDocuments(ctx, run, rows) };
}
