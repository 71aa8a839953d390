import { type Document, type LinkRef, type ListParams, parseDocRef } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import { columns } from '../../kernel/documents/columns';
import type { PgTimestamp, TestRunSuiteRow, TestSuiteRow } from '../../kernel/entities/rows';
import { defineList } from '../../kernel/list/define-list';
import { loadRun } from '../runs/load-run';
import { runSuiteLinksSql, suiteInRunDocument, suiteInRunLinkRef } from '../runs/suite-in-run-document';
import { suiteListFields, suiteListText } from './list-suites';
import { runSuiteDocuments } from './run-suite-documents';

export interface SuiteInRunEntry {
  linkRef: LinkRef;
  /** The suite. */
  document: Document;
  /** The suite execution (TestRunTestSuite-rm; its docRef in `__meta`) with the run's Assignee and priority. */
  relationship: Document;
}

type SuiteInRunRow = TestSuiteRow & {
  link_id: string;
  run_id: string;
  link_assignee: string | null;
  link_priority: TestRunSuiteRow['recommended_priority'];
  position: number;
  predecessor: string | null;
  link_created_by: string;
  link_created_on: PgTimestamp;
  link_edited_by: string;
  link_edited_on: PgTimestamp;
  link_model_version: number;
};

/** GET_TEST_SUITES_IN_RUN: the run's suites, each with its link and suite execution, filtered and paged in SQL. */
export const suiteInRunList = defineList({
  fields: {
    ...suiteListFields,
    Assignee: { column: 'rs.assignee', type: 'text' },
    RunRecommendedPriority: { column: 'rs.recommended_priority', type: 'text' },
  },
  ...suiteListText,
  scope: (ctx, testRunDocRef: string) => loadRun(ctx, parseDocRef(testRunDocRef).id, testRunDocRef, 'read'),
  source: (ctx, run) => ({
    select: `${columns('test_suite', 's')}, rs.id AS link_id, rs.run_id, rs.assignee AS link_assignee,
        rs.recommended_priority AS link_priority, rs.position, rs.predecessor, rs.created_by AS link_created_by,
        rs.created_on AS link_created_on, rs.edited_by AS link_edited_by, rs.edited_on AS link_edited_on,
        rs.model_version AS link_model_version`,
    from: `${runSuiteLinksSql} JOIN test_suite s ON s.id = rs.suite_id AND s.tenant_id = rs.tenant_id`,
    where: 's.tenant_id = ?',
    params: [ctx.principal.tenantId, run.id, ctx.principal.tenantId],
  }),
  async entries(ctx, rows: SuiteInRunRow[], run): Promise<SuiteInRunEntry[]> {
    const suites = await runSuiteDocuments(ctx, run, rows);
    return rows.map((row, i) => {
      const link = {
        id: row.link_id,
        tenant_id: row.tenant_id,
        run_id: row.run_id,
        suite_id: row.id,
        assignee: row.link_assignee,
        recommended_priority: row.link_priority,
        position: row.position,
        predecessor: row.predecessor,
        created_by: row.link_created_by,
        created_on: row.link_created_on,
        edited_by: row.link_edited_by,
        edited_on: row.link_edited_on,
        model_version: row.link_model_version,
      };
      return {
        linkRef: suiteInRunLinkRef(link),
        document: suites[i]!.document,
        relationship: suiteInRunDocument(link, run.scoped, ctx.locale).document,
      };
    });
  },
});

export const getTestSuitesInRun = (ctx: ServiceContext, testRunDocRef: string, params: ListParams) =>
  suiteInRunList.list(ctx, testRunDocRef, params);
