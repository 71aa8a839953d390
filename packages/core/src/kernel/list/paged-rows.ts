import type { ServiceContext } from '../context';
import type { ListSql } from './list-query';

export interface ListSource {
  /** Columns of one row (on the aliases of `from`). */
  select: string;
  /** FROM clause with its joins. */
  from: string;
  /** Conditions every row must meet besides the caller's filters (tenant, scope). */
  where: string;
  params: unknown[];
}

/**
 * One page of rows in list order and the total, in one round trip (a second only when the page is past the end).
 * Rows carry `rn`, their place in the whole list.
 */
export async function pagedRows<Row extends object>(ctx: ServiceContext, source: ListSource, query: ListSql) {
  const rows = await ctx.em.execute<(Row & { full_size: string; rn: string })[]>(
    `SELECT ${source.select}, count(*) OVER () AS full_size, row_number() OVER (ORDER BY ${query.orderBy}) AS rn
     FROM ${source.from} WHERE ${source.where} AND ${query.where}
     ORDER BY ${query.orderBy} LIMIT ? OFFSET ?`,
    [...source.params, ...query.params, query.limit, query.offset],
  );
  let fullSize = rows[0] ? Number(rows[0].full_size) : 0;
  if (!rows[0] && query.offset > 0) {
    const [count] = await ctx.em.execute<{ n: string }[]>(
      `SELECT count(*) AS n FROM ${source.from} WHERE ${source.where} AND ${query.where}`,
      [...source.params, ...query.params],
    );
    fullSize = Number(count?.n ?? 0);
  }
  return { rows, fullSize };
}
