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
 * One page of rows in list order, and the size of the whole list. The page is chosen by its keys alone, on the one
 * table its filters and sorts read when there is one (an index in the sort's order answers it), and only the page's
 * rows are read whole. The size is a maintained count when nothing is filtered, else a `count(*)` an index can
 * answer, and is not asked at all when the page shows where the list ends.
 */
export async function pagedRows<Row extends object>(ctx: ServiceContext, source: ListSource, query: ListSql) {
  const page = tableFor(source, new Set([...query.filterTables, ...query.sortTables]));
  const key = page.key || query.tieBreaker;
  const rows = await ctx.em.execute<Row[]>(
    `SELECT ${source.select} FROM ${source.from} ${Object.values(source.joins ?? {}).join(' ')}
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
