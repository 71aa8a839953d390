import { isDeepStrictEqual } from 'node:util';
import type { EntityKey, EntityName, FilterQuery } from '@mikro-orm/core';
import type { ServiceContext } from '../context';
import type { AuditRow } from '../entities/rows';

/**
 * Modifies one document row the caller read under its lock (FOR UPDATE). The values sent (undefined = not sent)
 * that differ from the row are written in one UPDATE, with EditedBy, EditedOn and the next modelVersion, converted
 * by the entity's metadata (jsonb, arrays); nothing is read again. Answers the row as it now is, or null when
 * nothing differs: then nothing is written, and the row, its modelVersion and its EditedOn stay as they were.
 */
export async function saveChanges<E extends object, R extends AuditRow & { id: string }>(
  ctx: ServiceContext,
  entity: EntityName<E>,
  row: R,
  values: { [K in keyof E]?: E[K] },
): Promise<R | null> {
  const { properties } = ctx.em.getMetadata().get<E>(entity);
  const current = new Map(Object.entries(row));
  const changes: Record<string, unknown> = {};
  const columns: Record<string, unknown> = {};
  for (const [property, value] of Object.entries(values)) {
    const column = properties[property as EntityKey<E>].fieldNames[0]!;
    if (value === undefined || isDeepStrictEqual(current.get(column), value)) continue;
    changes[property] = value;
    columns[column] = value;
  }
  if (!Object.keys(changes).length) return null;
  const edited = { editedBy: ctx.principal.username, editedOn: new Date(), modelVersion: row.model_version + 1 };
  await ctx.em.nativeUpdate(entity, { id: row.id } as FilterQuery<E>, { ...changes, ...edited } as never);
  return {
    ...row,
    ...columns,
    edited_by: edited.editedBy,
    edited_on: edited.editedOn,
    model_version: edited.modelVersion,
  };
}
