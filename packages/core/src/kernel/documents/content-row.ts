import type { AuditRow } from '../entities/rows';
import { timestamp } from '../entities/timestamp';
import type { AuditColumns } from './envelope';

/** The audit columns of a raw content row, for the document envelope. */
export function auditOf(row: Omit<AuditRow, 'tenant_id'>): AuditColumns {
  return {
    createdBy: row.created_by,
    createdOn: timestamp(row.created_on),
    editedBy: row.edited_by,
    editedOn: timestamp(row.edited_on),
    modelVersion: row.model_version,
  };
}

/** `{ Value }` items, the spec's form of lists of values. */
export const valueItems = <T extends string>(values: readonly T[]) => values.map((Value) => ({ Value }));
