import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Hands out the next number of a business id scope (P, SP, S:<version>, …) inside the caller's transaction.
 * The counter row stays locked until commit, so concurrent callers queue and a rollback gives the number back:
 * ids are distinct and without gaps, and never `max()+1`.
 */
export async function nextBusinessNumber(em: EntityManager, tenantId: string, scope: string): Promise<number> {
  const rows = await em.execute<{ value: string }[]>(
    `INSERT INTO id_counter (tenant_id, scope, value) VALUES (?, ?, 1)
     ON CONFLICT (tenant_id, scope) DO UPDATE SET value = id_counter.value + 1
     RETURNING value`,
    [tenantId, scope],
  );
  return Number(rows[0]?.value);
}
