import type { ServiceContext } from '../context';
import { preparedStatement } from '../db/prepared-query';
import type { ListSql } from './list-query';

/** A statement with its `?` placeholders' values. */
interface Statement {
  sql: string;
  params: unknown[];
}

/** A table a page can be chosen from on its own: its FROM, the conditions of the list's scope on it, its key. */
export interface PageTable {
  from: string;
  /** Conditions every row meets besides the caller's filters (tenant, scope). */
  where: string;
  params: unknown[];
  /** The column that equals the list's tie-breaker (its own `id`, or the joined row's reference to it). */
  key: string;
}

/**
 * A joined table whose rows group the list's rows (a case's suite), with each group's size kept by the database. A
 * page sorted by the group's fields alone and not filtered skips whole groups by their sizes and reads into the
 * groups it spans along their members' index. Sorted as a whole, every row of the groups before the page is sorted
 * first: no index holds the list's rows in their group's order (a page of a version whose one suite holds 102,400
 * cases, 50–120 ms).
 */
export interface GroupedPages {
  /** The groups in scope, on the join's alias, with whatever `size` reads. */
  from: string;
  where: string;
  params: unknown[];
  /** The group's unique id, and its size (how many of the list's rows it holds) as SQL on `from`. */
  id: string;
  size: string;
  /** The keys of the list's rows in group `g.group_id`, in tie-breaker order: a SELECT of one column `key`. */
  members: string;
  memberParams: unknown[];
}

/**
 * A join of a list. Given as `{ choose, read }`, choosing and counting a page takes `choose` (conditions its indexes
 * lead with, e.g. the tenant and version of a suite, so a filter on the joined table starts there), while reading the
 * page's rows, key by key, takes `read`: a join by the row's own reference alone. With the tenant and version in the
 * join, the planner may read the joined table first and fetch the key's row for each of its rows: a page of cases
 * scanned the suites of every tenant once per case (with another tenant's 200 suites, 0.044 ms a case, a page's row
 * statement 7.2-9.6 ms against 5.9-7.2 ms; it grows with every suite the server holds).
 */
export type ListJoin = string | { choose: string; read: string };

const chooseJoin = (join: ListJoin | undefined) => (typeof join === 'object' ? join.choose : (join ?? ''));
const readJoin = (join: ListJoin) => (typeof join === 'object' ? join.read : join);

export interface ListSource {
  /** Columns of one entry's row (on the aliases of `from` and `joins`). */
  select: string;
  /** The list's own table (with any join that may drop rows; its placeholders come first in `params`). */
  from: string;
  /**
   * Joins by the alias they bring, each adding exactly one row to every row and taking no params: the page's rows
   * get them all, choosing and counting the page only those its filters and sorts read.
   */
  joins?: Record<string, ListJoin>;
  /** Conditions every row meets besides the caller's filters (tenant, scope), on the aliases of `from`. */
  where: string;
  params: unknown[];
  /** Joined tables, by alias, that choose a page alone when its filters and sorts read only them (a tree order). */
  joined?: Record<string, PageTable>;
  /** The size of the list without filters, when something keeps it (a maintained count), so nothing is counted. */
  total?: number;
  /** Joined tables, by alias, whose rows group the list's rows with their sizes kept (see GroupedPages). */
  grouped?: Record<string, GroupedPages>;
}

/** Where a page is chosen or counted: the one table that answers for these aliases ('' is the list's own), or the list's table with the joins they name. */
function tableFor(source: ListSource, aliases: Set<string>): PageTable {
  const joinedAliases = [...aliases].filter((alias) => alias !== '');
  const [alias] = joinedAliases;
  if (joinedAliases.length === 1 && !aliases.has('') && alias && source.joined?.[alias]) return source.joined[alias];
  const joins = joinedAliases.map((a) => chooseJoin(source.joins?.[a])).join(' ');
  return { from: `${source.from} ${joins}`, where: source.where, params: source.params, key: '' };
}

/**
 * The page's rows in list order, its keys chosen by `keys` (a SELECT of one uuid column `key`, in list order) in the
 * same statement: one round trip, planned once per connection for every page of the list, as the keys' query goes to
 * a function as a value (with its own values in it, as `em.execute` would send them; migration list_page_keys). Planned
 * per call, a page of cases took 1.5 ms to plan and 3 ms to run. The keys are numbered in the order their query
 * delivers them (WITH ORDINALITY).
 *
 * The rows are read key by key in the keys' order: joined as a set, the planner may start from a join instead (a
 * case's suite) and read every row it holds to find the page's — all 102,400 cases of one suite, 18 ms a page,
 * whenever the statistics take suites for small. Each key's row alone is an index lookup per table, whatever they
 * say; the LIMIT keeps the subquery from being flattened back into one join.
 *
 * A page of a list without filters (`indexOrder`) is chosen along its sort's index (every sort of a version's cases
 * has one, see migration list_indexes), whatever the planner makes of the heap fetches: right after a bulk write,
 * before vacuum marks the new rows all-visible, it costs each fetch as a random read and sorts the whole version
 * instead (a page at offset 5,000 of 8,000 cases: 28 ms by sorting, 2.5 ms along the index; 100,000 cases: ~0.3 s).
 * `tmt_index_order_keys` plans the keys' query under settings that hold for it alone.
 */
function pageRows<Row extends object>(
  ctx: ServiceContext,
  source: ListSource,
  tieBreaker: string,
  keys: Statement,
  indexOrder: boolean,
): Promise<Row[]> {
  const keysQuery = ctx.em.getPlatform().formatQuery(keys.sql, keys.params);
  return preparedStatement<Row>(
    ctx,
    `WITH page AS MATERIALIZED (
       SELECT k.key, k.n FROM ${indexOrder ? 'tmt_index_order_keys' : 'tmt_page_keys'}(?) WITH ORDINALITY AS k(key, n)
     )
     SELECT entry.* FROM page CROSS JOIN LATERAL (
       SELECT ${source.select} FROM ${source.from} ${Object.values(source.joins ?? {})
         .map(readJoin)
         .join(' ')}
       WHERE ${source.where} AND ${tieBreaker} = page.key LIMIT 1
     ) entry ORDER BY page.n`,
    [keysQuery, ...source.params],
  );
}

/** The grouping that answers a page: the query sorts by one grouped alias alone and filters nothing. */
function groupedFor(source: ListSource, query: ListSql): GroupedPages | undefined {
  const [alias] = query.sortTables;
  if (query.filterTables.size > 0 || query.sortTables.size !== 1 || !alias) return undefined;
  return source.grouped?.[alias];
}

/**
 * The keys of a page sorted by its groups: the groups it spans, by their sizes, then their members from the offset.
 * The members are read along their index in key order, like an unfiltered page: taking a suite for as small as the
 * average, the planner would sort all of a large one's instead (102,400 cases: 345 ms against 18 ms at offset 20,000).
 */
function groupedKeys(groups: GroupedPages, query: ListSql): Statement {
  const { offset, limit } = query;
  return {
    sql: `WITH g AS MATERIALIZED (
       SELECT ${groups.id} AS group_id, ${groups.size} AS size, row_number() OVER w AS ord,
         sum(${groups.size}) OVER w - ${groups.size} AS before
       FROM ${groups.from} WHERE ${groups.where}
       WINDOW w AS (ORDER BY ${query.sortKeys}, ${groups.id})
     )
     SELECT m.key FROM g CROSS JOIN LATERAL (${groups.members} OFFSET greatest(0, ? - g.before) LIMIT ?) m
     WHERE g.before < ? + ? AND g.before + g.size > ?
     ORDER BY g.ord, m.key LIMIT ?`,
    params: [...groups.params, ...groups.memberParams, offset, limit, offset, limit, offset, limit],
  };
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
  const groups = groupedFor(source, query);
  const keys: Statement = groups
    ? groupedKeys(groups, query)
    : {
        sql: `SELECT ${key} AS key FROM ${page.from} WHERE ${page.where} AND ${query.where}
          ORDER BY ${query.sortKeys}, ${key} LIMIT ? OFFSET ?`,
        params: [...page.params, ...query.params, query.limit, query.offset],
      };
  const rows = await pageRows<Row>(ctx, source, query.tieBreaker, keys, query.filterTables.size === 0);
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
