import {
  type Document,
  type DocumentAnswer,
  type LinkRef,
  type ListAnswer,
  type Page,
  type PageAnswer,
  parseDocRef,
} from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import { sqlArray } from '../../kernel/db/sql-array';
import { columns } from '../../kernel/documents/columns';
import type { TestCaseRow, TestFolderRow } from '../../kernel/entities/rows';
import { limits } from '../../kernel/limits';
import { cappedPage } from '../../kernel/list/list-query';
import { loadScopedRow } from '../../kernel/scope/scoped-row';
import { caseDocument } from '../cases/case-document';
import { folderDocument } from '../folders/folder-document';
import { latestCaseExecutions } from '../runs/latest-execution';
import { assertRunOpen, type LoadedRun, loadRun } from '../runs/load-run';
import { testerNames } from '../runs/tester-names';
import { type TreeLinkRefRow, treeLinkRef } from '../tree/link-ref';
import { treePaths } from '../tree/tree-paths';
import { type ExecutionDocumentRow, executionDocument, executionFrom, executionSelect } from './execution-document';

export interface LinkInRunEntry {
  linkRef: LinkRef;
  /** The folder or case. */
  document: Document;
  /** For a case: its execution in the run (its docRef in `__meta`). */
  relationship?: Document;
}

export interface LinksInRunInput {
  testRunFilter: { testRunDocRef: string };
  sources: { docRef: string; relationshipModel: string; role: string }[];
  page?: Page;
}

/**
 * The children of one suite or folder that belong to the run: cases with an execution there and folders holding
 * such a case somewhere below. Positions and predecessors are those of the tree, among all siblings.
 */
async function childLinks(ctx: ServiceContext, run: LoadedRun, parentId: string, suiteId: string, page: PageAnswer) {
  const tenantId = ctx.principal.tenantId;
  const rows = await ctx.em.execute<(TreeLinkRefRow & { full_size: number })[]>(
    `WITH RECURSIVE up AS (
       SELECT l.parent_id, l.parent_is_folder
       FROM test_execution e JOIN test_tree_link l ON l.tenant_id = e.tenant_id AND l.child_id = e.case_id
       WHERE e.tenant_id = ? AND e.run_id = ? AND l.suite_id = ?
       UNION
       SELECT l.parent_id, l.parent_is_folder FROM up JOIN test_tree_link l ON l.tenant_id = ? AND l.child_id = up.parent_id
       WHERE up.parent_is_folder
     ), kids AS (
       SELECT l.*, (row_number() OVER w - 1)::int AS position, lag(l.id) OVER w AS predecessor_id
       FROM test_tree_link l WHERE l.tenant_id = ? AND l.parent_id = ?
       WINDOW w AS (ORDER BY l.order_key)
     ), chosen AS (
       SELECT k.* FROM kids k
       WHERE (k.child_is_folder AND k.child_id IN (SELECT parent_id FROM up))
          OR (NOT k.child_is_folder AND EXISTS (
                SELECT 1 FROM test_execution e WHERE e.tenant_id = ? AND e.run_id = ? AND e.case_id = k.child_id))
     )
     SELECT c.*, count(*) OVER ()::int AS full_size FROM chosen c ORDER BY c.order_key LIMIT ? OFFSET ?`,
    [tenantId, run.id, suiteId, tenantId, tenantId, parentId, tenantId, run.id, page.limit, page.offset],
  );
  return rows;
}

/** Case, folder and execution documents for the chosen children, a few set-based queries for all of them. */
async function childDocuments(ctx: ServiceContext, run: LoadedRun, rows: TreeLinkRefRow[]) {
  const tenantId = ctx.principal.tenantId;
  const caseIds = rows.filter((r) => !r.child_is_folder).map((r) => r.child_id);
  const folderIds = rows.filter((r) => r.child_is_folder).map((r) => r.child_id);
  const cases = sqlArray(caseIds, 'uuid');
  const folders = sqlArray(folderIds, 'uuid');
  const version = { version_number: run.versionNumber, version_title: run.row.version_title };
  const caseRows = await ctx.em.execute<(TestCaseRow & { suite_business_id: string })[]>(
    `SELECT ${columns('test_case', 'c')}, sb.business_id AS suite_business_id
     FROM test_case c JOIN test_suite sb ON sb.id = c.suite_id WHERE c.tenant_id = ? AND c.id = ANY(${cases.sql})`,
    [tenantId, cases.param],
  );
  const folderRows = await ctx.em.execute<(TestFolderRow & { suite_business_id: string })[]>(
    `SELECT ${columns('test_folder', 'f')}, sb.business_id AS suite_business_id
     FROM test_folder f JOIN test_suite sb ON sb.id = f.suite_id WHERE f.tenant_id = ? AND f.id = ANY(${folders.sql})`,
    [tenantId, folders.param],
  );
  const executions = await ctx.em.execute<ExecutionDocumentRow[]>(
    `SELECT ${executionSelect} FROM ${executionFrom} WHERE e.tenant_id = ? AND e.run_id = ? AND e.case_id = ANY(${cases.sql})`,
    [tenantId, run.id, cases.param],
  );
  const paths = await treePaths(ctx, caseIds);
  const latest = await latestCaseExecutions(ctx, caseIds);
  const names = await testerNames(
    ctx,
    executions.map((e) => e.tester),
  );
  const documents = new Map<string, DocumentAnswer>();
  for (const row of caseRows) {
    const id = row.id;
    documents.set(
      id,
      caseDocument({ ...row, ...version }, run.scoped, paths.get(id)!, ctx.locale, latest.get(id) ?? null),
    );
  }
  for (const row of folderRows) documents.set(row.id, folderDocument({ ...row, ...version }, run.scoped, ctx.locale));
  const relationships = new Map<string, DocumentAnswer>(
    executions.map((row) => [
      row.case_id,
      executionDocument(row, run.scoped, row.tester ? names.get(row.tester)! : null, ctx.locale),
    ]),
  );
  return { documents, relationships };
}

/**
 * LIST_MULTIPLE_LINKS_TEST_CASES_IN_RUN: per source (a suite or folder of the run's version), its children that
 * belong to the run — call it again on a folder to walk down. Refused for closed runs.
 */
export async function listMultipleLinksTestCasesInRun(ctx: ServiceContext, input: LinksInRunInput) {
  const { testRunDocRef } = input.testRunFilter;
  const run = await loadRun(ctx, parseDocRef(testRunDocRef).id, testRunDocRef, 'read');
  assertRunOpen(run);
  const page = cappedPage(input.page ?? { offset: 0, limit: limits.pageCap });
  const answers: { source: LinksInRunInput['sources'][number]; linkResultEntries: ListAnswer<LinkInRunEntry> }[] = [];
  for (const source of input.sources) {
    const { model, id } = parseDocRef(source.docRef);
    const table = model === 'TestSuite-dm' ? 'test_suite' : 'test_folder';
    const { row } = await loadScopedRow(ctx, table, id, source.docRef, 'read');
    const suiteId = 'suite_id' in row ? row.suite_id : row.id;
    const rows = row.version_id === run.versionId ? await childLinks(ctx, run, id, suiteId, page) : [];
    const { documents, relationships } = await childDocuments(ctx, run, rows);
    answers.push({
      source,
      linkResultEntries: {
        fullSize: rows[0]?.full_size ?? 0,
        page,
        entries: rows.map((r) => {
          const childId = r.child_id;
          const relationship = relationships.get(childId);
          return {
            linkRef: treeLinkRef(r),
            document: documents.get(childId)!.document,
            ...(relationship ? { relationship: relationship.document } : {}),
          };
        }),
      },
    });
  }
  return answers;
}
