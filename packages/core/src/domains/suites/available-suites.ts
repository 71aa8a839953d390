import { type ListParams, parseDocRef } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import { columns } from '../../kernel/documents/columns';
import type { TestSuiteRow } from '../../kernel/entities/rows';
import { defineList } from '../../kernel/list/define-list';
import { loadRun } from '../runs/load-run';
import { suiteListFields, suiteListText } from './list-suites';
import { runSuiteDocuments } from './run-suite-documents';

/**
 * GET_AVAILABLE_TEST_SUITES: the suites of the run's version that are not in the run yet, with their
 * DisplayFields (TotalTestCases and the rest), filtered, sorted and paged like LIST_TEST_SUITES.
 */
export const availableSuiteList = defineList({
  fields: suiteListFields,
  ...suiteListText,
  scope: (ctx, testRunDocRef: string) => loadRun(ctx, parseDocRef(testRunDocRef).id, testRunDocRef, 'read'),
  source: (ctx, run) => ({
    select: columns('test_suite', 's'),
    from: 'test_suite s',
    where: `s.tenant_id = ? AND s.version_id = ? AND NOT EXISTS (
      SELECT 1 FROM test_run_suite rs WHERE rs.tenant_id = s.tenant_id AND rs.run_id = ? AND rs.suite_id = s.id)`,
    params: [ctx.principal.tenantId, run.versionId, run.id],
  }),
  entries: (ctx, rows: TestSuiteRow[], run) => runSuiteDocuments(ctx, run, rows),
});

export const getAvailableTestSuites = (ctx: ServiceContext, testRunDocRef: string, params: ListParams) =>
  availableSuiteList.list(ctx, testRunDocRef, params);
