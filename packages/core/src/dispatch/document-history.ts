import {
  type GetDocumentHistoryParams,
  type HistoryEntry,
  parseDocRef,
  type RestoreDocumentVersionParams,
} from '@tmt/contract';
import type { z } from 'zod';
import { restoreCaseVersion } from '../domains/cases/restore-case-version';
import { callerUnits } from '../domains/users/caller-units';
import type { ServiceContext } from '../kernel/context';
import { DomainError, invalidParams } from '../kernel/errors';
import { getDocument } from './document-registry';
import { documentChanges, fieldFilter, historyFieldNames } from './history-fields';

interface HistoryRow {
  id: string;
  changed_on: Date | string;
  changed_by: string;
  via: string;
  operation: HistoryEntry['operation'];
  changes: Record<string, unknown> | null;
}

/** An entry as the API answers it: the changed stored columns as the model's document fields. */
const entryOf = (model: string, row: HistoryRow): HistoryEntry => ({
  id: Number(row.id),
  changedOn: new Date(row.changed_on).getTime(),
  changedBy: row.changed_by,
  via: row.via,
  operation: row.operation,
  changes:
    row.operation === 'CHANGED'
      ? documentChanges(model, (row.changes ?? {}) as Record<string, [unknown, unknown]>)
      : row.operation === 'DELETED'
        ? documentChanges(
            model,
            Object.fromEntries(Object.entries(row.changes ?? {}).map(([column, old]) => [column, [old, null]])),
          )
        : null,
});

/**
 * May the caller read this document's history? Whoever may read the document (GET_DOCUMENT's check, whatever the
 * model); a document that is gone, only a tenant administrator, and only if it ever was the tenant's.
 */
async function assertHistoryReadable(ctx: ServiceContext, docRef: string, id: string) {
  try {
    await getDocument(ctx, docRef);
  } catch (err) {
    if (!(err instanceof DomainError) || err.reason !== 'DOCUMENT_NOT_FOUND') throw err;
    const [known] = await ctx.em.execute<{ one: number }[]>(
      'SELECT 1 AS one FROM document_history WHERE tenant_id = ? AND document_id = ? LIMIT 1',
      [ctx.principal.tenantId, id],
    );
    if (!known || !(await callerUnits(ctx)).tenantAdmin) throw err;
  }
}

/** GET_DOCUMENT_HISTORY: a page of a document's history, newest first, by the document's index. */
export async function getDocumentHistory(ctx: ServiceContext, params: z.infer<typeof GetDocumentHistoryParams>) {
  const { model, id } = parseDocRef(params.docRef);
  await assertHistoryReadable(ctx, params.docRef, id);
  const filters: string[] = [];
  const values: unknown[] = [ctx.principal.tenantId, id];
  if (params.field) {
    const filter = fieldFilter(model, params.field);
    if (!filter) {
      throw invalidParams('UNKNOWN_FILTER_FIELD', {
        field: params.field,
        allowed: historyFieldNames(model).join(', '),
      });
    }
    filters.push(`AND ${filter.sql}`);
    values.push(...filter.params);
  }
  if (params.username) {
    filters.push('AND lower(changed_by) = lower(?)');
    values.push(params.username);
  }
  const { offset, limit } = params.page;
  const rows = await ctx.em.execute<HistoryRow[]>(
    `SELECT id, changed_on, changed_by, via, operation, changes FROM document_history
     WHERE tenant_id = ? AND document_id = ? ${filters.join(' ')}
     ORDER BY id DESC OFFSET ${offset} LIMIT ${limit + 1}`,
    values,
  );
  return { entries: rows.slice(0, limit).map((row) => entryOf(model, row)), hasMore: rows.length > limit };
}

/** RESTORE_DOCUMENT_VERSION: cases only, so far (the history of other models reads, it does not restore). */
export function restoreDocumentVersion(ctx: ServiceContext, params: z.infer<typeof RestoreDocumentVersionParams>) {
  const { model, id } = parseDocRef(params.docRef);
  if (model !== 'TestCase-dm') {
    throw invalidParams('UNSUPPORTED_DOCUMENT_MODEL', { method: 'RESTORE_DOCUMENT_VERSION', model });
  }
  return restoreCaseVersion(ctx, params.docRef, id, params.historyId);
}
