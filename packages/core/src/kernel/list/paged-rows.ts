import type { ServiceContext } from '../context';
import { sqlArray } from '../db/sql-array';
import type { ListSql } from './list-query';

/** A table a page can be chosen from on its own: its FROM, the conditions of the list's scope on it, its key. */
export interface PageTable {
  from: string;
  /** Conditions every row meets besides the caller's filters (tenant, scope). */
  where: string;
  params: unknown[];
  /** The column that equals the list's tie-breaker (its own `id`, or the joined row's reference to it). */
  key: string;
}

export interface ListSource {
  /** Columns of one entry's row (on the aliases of `from` and `joins`). */
  select: string;
  /** The list's own table (with any join that may drop rows; its placeholders come first in `params`). */
  from: string;
  /**
   * Joins by the alias they bring, each adding exactly one row to every row and taking no params: the page's rows
   * get them all, choosing and counting the page only those its filters and sorts read.
   */
  joins?: Record<string, string>;
  /** Conditions every row meets besides the caller's filters (tenant, scope), on the aliases of `from`. */
  where: string;
  params: unknown[];
  /** Joined tables, by alias, that choose a page alone when its filters and sorts read only them (a tree order). */
  joined?: Record<string, PageTable>;
  /** The size of the list without filters, when something keeps it (a maintained count), so nothing is counted. */
  total?: number;
}

/** Where a page is chosen or counted: the one table that answers for these aliases ('' is the list's own), or the list's table with the joins they name. */
function tableFor(source: ListSource, aliases: Set<string>): PageTable {
  const joinedAliases = [...aliases].filter((alias) => alias !== '');
  const [alias] = joinedAliases;
  if (joinedAliases.length === 1 && !aliases.has('') && alias && source.joined?.[alias]) return source.joined[alias];
  const joins = joinedAliases.map((a) => source.joins?.[a] ?? '').join(' ');
  return { from: `${source.from} ${joins}`, where: source.where, params: source.params, key: '' };
}

/**
 * The keys of a page, in list order. A page of a list without filters is read along its sort's index (every sort of
 * a version's cases has one, see migration list_indexes), whatever the planner makes of the heap fetches: right after
 * a bulk write, before vacuum marks the new rows all-visible, it costs each fetch as a random read and sorts the whole
 * version instead (a page at offset 5,000 of 8,000 cases: 28 ms by sorting, 2.5 ms along the index; 100,000 cases:
 * ~0.3 s). The choice holds for this statement alone, so the page's rows are read by a statement of their own.
 */
async function pageKeys(ctx: ServiceContext, sql: string, params: unknown[], indexOrder: boolean) {
  const read = async (em: ServiceContext['em']) =>
    (await em.execute<{ key: unknown }[]>(sql, params)).map((row) => row.key);
  if (!indexOrder) return read(ctx.em);
  return ctx.em.transactional(async (em) => {
    await em.execute("SELECT set_config('enable_sort', 'off', true), set_config('enable_bitmapscan', 'off', true)");
    const keys = await read(em);
    await em.execute('SET LOCAL enable_sort TO DEFAULT; SET LOCAL enable_bitmapscan TO DEFAULT');
    return keys;
  });
}

/**
 * One page of rows in list order, and the size of the whole list. The page is chosen by its keys alone, on the one
 * table its filters and sorts read when there is one (an index in the sort's order answers it), and only the page's
 * rows are read whole. The size is a maintained count when nothing is filtered, else a `count(*)` an index can
 * answer, and is not asked at all when the page shows where the list ends.
 */
export async function pagedRows<Row extends object>(ctx: ServiceContext, source: ListSource, query: ListSql) {
  const page = tableFor(source, new Set([...query.filterTables, ...query.sortTables]));
  const key = page.key || query.tieBreaker;
  const keys = await pageKeys(
    ctx,
    `SELECT ${key} AS key FROM ${page.from} WHERE ${page.where} AND ${query.where}
     ORDER BY ${query.sortKeys}, ${key} LIMIT ? OFFSET ?`,
    [...page.params, ...query.params, query.limit, query.offset],
    query.filterTables.size === 0,
  );
  const rows = keys.length
    ? await ctx.em.execute<Row[]>(
        `SELECT ${source.select} FROM ${source.from} ${Object.values(source.joins ?? {}).join(' ')}
         WHERE ${source.where} AND ${query.tieBreaker} = ANY(?) ORDER BY ${query.orderBy}`,
        [...source.params, sqlArray(keys).param],
      )
    : [];
  if (rows.length > 0 && rows.length < query.limit) return { rows, fullSize: query.offset + rows.length };
  if (rows.length === 0 && query.offset === 0) return { rows, fullSize: 0 };
  if (query.filterTables.size === 0 && source.total !== undefined) return { rows, fullSize: source.total };
  const counted = tableFor(source, query.filterTables);
  const [count] = await ctx.em.execute<{ n: string }[]>(
    `SELECT count(*) AS n FROM ${counted.from} WHERE ${counted.where} AND ${query.where}`,
    [...counted.params, ...query.params],
  );
  return { rows, fullSize: Number(count?.n ?? 0) };
}
