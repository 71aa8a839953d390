import { TestCaseInput } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import { parseInput } from '../../kernel/documents/parse-input';
import type { TestCaseRow } from '../../kernel/entities/rows';
import { notFound } from '../../kernel/errors';
import { loadScopedRow } from '../../kernel/scope/scoped-row';
import { saveCase } from './save-case';
import { storedCaseInput } from './stored-case-input';

/**
 * RESTORE_DOCUMENT_VERSION of a case: its stored fields as they were right after history entry `historyId`, found by
 * undoing every later change (newest first, each field back to its old value), then saved as UPDATE_TEST_CASE_TREE_NODE
 * saves a case: the same checks, tags, risk and history entry (the restore is itself a change).
 */
export async function restoreCaseVersion(ctx: ServiceContext, docRef: string, id: string, historyId: number) {
  return ctx.tx(async (tx) => {
    const loaded = await loadScopedRow(tx, 'test_case', id, docRef, 'write', true);
    const [target] = await tx.em.execute<{ id: string }[]>(
      `SELECT id FROM document_history WHERE tenant_id = ? AND document_id = ? AND id = ? AND operation <> 'DELETED'`,
      [ctx.principal.tenantId, id, historyId],
    );
    if (!target) throw notFound(`${docRef}#history/${historyId}`);
    const later = await tx.em.execute<{ changes: Record<string, [unknown, unknown]> | null }[]>(
      `SELECT changes FROM document_history WHERE tenant_id = ? AND document_id = ? AND id > ? AND operation = 'CHANGED'
       ORDER BY id DESC`,
      [ctx.principal.tenantId, id, historyId],
    );
    const state: Record<string, unknown> = { ...loaded.row };
    for (const { changes } of later) for (const [field, [old]] of Object.entries(changes ?? {})) state[field] = old;
    const input = parseInput(TestCaseInput, storedCaseInput(state as unknown as TestCaseRow), ['document', 'Root']);
    return saveCase(tx, loaded, input);
  });
}
