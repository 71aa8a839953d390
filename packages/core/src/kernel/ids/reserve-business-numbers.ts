import type { EntityManager } from '@mikro-orm/postgresql';

/** Reserves `count` consecutive numbers of a business id scope at once (for copies); answers the first. */
export async function reserveBusinessNumbers(
  em: EntityManager,
  tenantId: string,
  scope: string,
  count: number,
): Promise<number> {
  if (count === 0) return 0;
  const [row] = await em.execute<{ value: string }[]>(
    `INSERT INTO id_counter (tenant_id, scope, value) VALUES (?, ?, ?)
     ON CONFLICT (tenant_id, scope) DO UPDATE SET value = id_counter.value + excluded.value
     RETURNING value`,
    [tenantId, scope, count],
  );
  return Number(row?.value) - count + 1;
}
