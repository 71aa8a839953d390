import type { ServiceContext } from '../../kernel/context';
import { sqlArray } from '../../kernel/db/sql-array';

/** Display names (first and last name) of testers who are users of the tenant; others show as they were entered. */
export async function testerNames(ctx: ServiceContext, testers: (string | null)[]): Promise<Map<string, string>> {
  const names = [...new Set(testers.filter((t): t is string => !!t))];
  const found = new Map(names.map((name) => [name, name]));
  if (!names.length) return found;
  const list = sqlArray(names);
  const rows = await ctx.em.execute<{ username: string; name: string }[]>(
    `SELECT username, trim(first_name || ' ' || last_name) AS name FROM app_user
     WHERE tenant_id = ? AND username = ANY(${list.sql})`,
    [ctx.principal.tenantId, list.param],
  );
  for (const row of rows) if (row.name) found.set(row.username, row.name);
  return found;
}
