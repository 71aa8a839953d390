import type { ServiceContext } from '../context';
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
  /** Columns of one entry's row (on the aliases of `from`). */
  select: string;
  /** FROM clause with the joins the entries and the joined fields read. */
  from: string;
  /** Conditions every row meets besides the caller's filters, on the aliases of `base` (or `from`). */
  where: string;
  params: unknown[];
  /**
   * The list's own table alone (`test_case c`), when the joins of `from` neither drop nor repeat its rows: a page
   * whose filters and sorts read only this table is chosen and counted on it, so no join runs for rows off the page.
   */
  base?: string;
  /** Joined tables, by alias, that choose a page alone when its filters and sorts read only them (a tree order). */
  joined?: Record<string, PageTable>;
  /** The size of the list without filters, when something keeps it (a maintained count), so nothing is counted. */
  total?: number;
}

/** The one table that answers for these aliases ('' is the list's own), if there is one. */
function tableFor(source: ListSource, aliases: Set<string>): PageTable {
  const own: PageTable = {
    from: source.base ?? source.from,
    where: source.where,
    params: source.params,
    key: '',
  };
  const all: PageTable = { ...own, from: source.from };
  if (aliases.size === 0 || (aliases.size === 1 && aliases.has(''))) return own;
  const [alias] = aliases;
  return aliases.size === 1 && alias && source.joined?.[alias] ? source.joined[alias] : all;
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
  const rows = await ctx.em.execute<Row[]>(
    `SELECT ${source.select} FROM ${source.from}
     WHERE ${source.where} AND ${query.tieBreaker} IN (
       SELECT ${key} FROM ${page.from} WHERE ${page.where} AND ${query.where}
       ORDER BY ${query.sortKeys}, ${key} LIMIT ? OFFSET ?)
     ORDER BY ${query.orderBy}`,
    [...source.params, ...page.params, ...query.params, query.limit, query.offset],
  );
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
