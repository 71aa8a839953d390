import { parseDocRef } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import type { CaseSnapshot } from '../../kernel/entities/rows';
import { DomainError } from '../../kernel/errors';
import { getCase } from '../cases/get-case';
import { loadRun } from '../runs/load-run';
import { testerNames } from '../runs/tester-names';
import { type ExecutionDocumentRow, executionDocument, executionFrom, executionSelect } from './execution-document';
import { frozenCaseDocument } from './frozen-case';

/**
 * GET_TEST_CASE_EXECUTION: a case of a run (`target`) with its execution there (`relationship`). In a closed run
 * the target is the case's frozen copy, as it was when the run closed.
 */
export async function getTestCaseExecution(ctx: ServiceContext, testRunDocRef: string, caseDocRef: string) {
  const run = await loadRun(ctx, parseDocRef(testRunDocRef).id, testRunDocRef, 'read');
  const caseId = parseDocRef(caseDocRef).id;
  const [row] = await ctx.em.execute<(ExecutionDocumentRow & { case_snapshot: CaseSnapshot | null })[]>(
    `SELECT ${executionSelect}, e.case_snapshot FROM ${executionFrom}
     WHERE e.tenant_id = ? AND e.run_id = ? AND e.case_id = ?`,
    [ctx.principal.tenantId, run.id, caseId],
  );
  const target =
    run.closed && row?.case_snapshot
      ? frozenCaseDocument(row.case_snapshot, run.scoped, ctx.locale)
      : await getCase(ctx, caseId, caseDocRef);
  if (!row) {
    throw new DomainError('NOT_FOUND', 'TEST_CASE_NOT_IN_RUN', {
      case: String(target.document.Root.General.Id),
      run: run.businessId,
    });
  }
  const names = await testerNames(ctx, [row.tester]);
  return {
    target,
    relationship: executionDocument(row, run.scoped, row.tester ? names.get(row.tester)! : null, ctx.locale),
  };
}

/** GET_DOCUMENT for TestRunTestCaseAdditionalFields-dm: one execution. */
export async function getExecution(ctx: ServiceContext, id: string, ref: string) {
  const [row] = await ctx.em.execute<ExecutionDocumentRow[]>(
    `SELECT ${executionSelect} FROM ${executionFrom} WHERE e.tenant_id = ? AND e.id = ?`,
    [ctx.principal.tenantId, id],
  );
  if (!row) throw new DomainError('NOT_FOUND', 'DOCUMENT_NOT_FOUND', { ref });
  const run = await loadRun(ctx, row.run_id, ref, 'read');
  const names = await testerNames(ctx, [row.tester]);
  return executionDocument(row, run.scoped, row.tester ? names.get(row.tester)! : null, ctx.locale);
}
