import { type Document, type LinkRef, type ListParams, parseDocRef } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import { sqlArray } from '../../kernel/db/sql-array';
import { columns } from '../../kernel/documents/columns';
import type { PgTimestamp, TestRunSuiteRow, TestSuiteRow } from '../../kernel/entities/rows';
import { defineList } from '../../kernel/list/define-list';
import { loadRun } from '../runs/load-run';
import {
  type RunSuiteLinkRow,
  runSuiteLinksSql,
  suiteInRunDocument,
  suiteInRunLinkRef,
} from '../runs/suite-in-run-document';
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
  // The links' positions and predecessors follow the run's whole suite order: counted once for the page's rows
  // (entries), not in the list's rows, which are read key by key: a window there ran over every suite of the run
  // for each of the page's 50 keys (a run of 200 suites: 52-119 ms a page).
  source: (ctx, run) => ({
    select: `${columns('test_suite', 's')}, rs.id AS link_id, rs.run_id, rs.assignee AS link_assignee,
        rs.recommended_priority AS link_priority, rs.created_by AS link_created_by,
        rs.created_on AS link_created_on, rs.edited_by AS link_edited_by, rs.edited_on AS link_edited_on,
        rs.model_version AS link_model_version`,
    from: 'test_run_suite rs JOIN test_suite s ON s.id = rs.suite_id AND s.tenant_id = rs.tenant_id',
    where: 'rs.tenant_id = ? AND rs.run_id = ? AND s.tenant_id = ?',
    params: [ctx.principal.tenantId, run.id, ctx.principal.tenantId],
  }),
  async entries(ctx, rows: SuiteInRunRow[], run): Promise<SuiteInRunEntry[]> {
    const suites = await runSuiteDocuments(ctx, run, rows);
    const ids = sqlArray(
      rows.map((row) => row.link_id),
      'uuid',
    );
    const places = new Map(
      (
        await ctx.em.execute<Pick<RunSuiteLinkRow, 'id' | 'position' | 'predecessor'>[]>(
          `SELECT rs.id, rs.position, rs.predecessor FROM ${runSuiteLinksSql} WHERE rs.id = ANY(${ids.sql})`,
          [ctx.principal.tenantId, run.id, ids.param],
        )
      ).map((place) => [place.id, place]),
    );
    // A link removed since the page was chosen has no place any more: it is left out, as a later page would.
    return rows.flatMap((row, i) => {
      const place = places.get(row.link_id);
      if (!place) return [];
      const link = {
        id: row.link_id,
        tenant_id: row.tenant_id,
        run_id: row.run_id,
        suite_id: row.id,
        assignee: row.link_assignee,
        recommended_priority: row.link_priority,
        position: place.position,
        predecessor: place.predecessor,
        created_by: row.link_created_by,
        created_on: row.link_created_on,
        edited_by: row.link_edited_by,
        edited_on: row.link_edited_on,
        model_version: row.link_model_version,
      };
      return [
        {
          linkRef: suiteInRunLinkRef(link),
          document: suites[i]!.document,
          relationship: suiteInRunDocument(link, run.scoped, ctx.locale).document,
        },
      ];
    });
  },
});

export const getTestSuitesInRun = (ctx: ServiceContext, testRunDocRef: string, params: ListParams) =>
  suiteInRunList.list(ctx, testRunDocRef, params);
