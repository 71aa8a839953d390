import { type DocumentAnswer, type ListAnswer, parseDocRef } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import { columns } from '../../kernel/documents/columns';
import type { TestSuiteRow } from '../../kernel/entities/rows';
import { buildListSql } from '../../kernel/list/list-query';
import { pagedRows } from '../../kernel/list/paged-rows';
import type { RunListInput } from '../runs/list-runs';
import { loadRun } from '../runs/load-run';
import { suiteListModel } from './list-suites';
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
  const { rows, fullSize } = await pagedRows<TestSuiteRow>(
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
