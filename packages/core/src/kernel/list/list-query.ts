import type { ListParams, Locale, Page, PageAnswer } from '@tmt/contract';
import { sqlArray } from '../db/sql-array';
import { DomainError, invalidParams } from '../errors';
import { limits } from '../limits';

export interface ListField {
  /** SQL expression on the list query's row alias. */
  column: string;
  /** `textArray` columns match when they hold any of the values (tags). */
  type: 'text' | 'uuid' | 'integer' | 'boolean' | 'epoch' | 'textArray';
  /** Sort expressions when they differ from `column`: text sorts case-insensitively unless given here. */
  sort?: string[];
  /** The alias of the joined table the column is on, when it is not on the list's own table (see ListSource). */
  joined?: string;
}

/** What a model lets callers filter and sort on; every LIST_* method declares one. */
export interface ListModel {
  fields: Record<string, ListField>;
  /** tsvector expression for `filter.fulltext`, given the text search config. */
  fulltext?: (config: 'english' | 'german') => string;
  defaultSort: string[];
  /** A unique uuid column that makes paging stable when sort keys tie; a page's rows are read by it. */
  tieBreaker: string;
}

export interface ListSql {
  where: string;
  params: unknown[];
  limit: number;
  offset: number;
  page: PageAnswer;
  /** The sort's expressions, without the tie-breaker. */
  sortKeys: string;
  /** The unique uuid column that ends the order and picks a page's rows. */
  tieBreaker: string;
  /** The tables the filters (and full-text) read, by alias; '' is the list's own table. */
  filterTables: Set<string>;
  /** The tables the sorts read, by alias; '' is the list's own table. */
  sortTables: Set<string>;
}

const pgTypes = {
  text: 'text',
  uuid: 'uuid',
  integer: 'integer',
  boolean: 'boolean',
  epoch: 'timestamptz',
  textArray: 'text',
} as const;

const sortable = (model: ListModel) =>
  Object.entries(model.fields)
    .filter(([, f]) => f.type !== 'textArray')
    .map(([name]) => name)
    .join(', ');

const fieldName = (raw: string) => raw.replace(/^Root\.[A-Za-z]+\./, '');

function field(model: ListModel, raw: string, reason: 'UNKNOWN_FILTER_FIELD' | 'UNKNOWN_SORT_FIELD'): ListField {
  const name = fieldName(raw);
  // Own properties only: `constructor` or `toString` must not find an Object.prototype member.
  const found = Object.hasOwn(model.fields, name) ? model.fields[name] : undefined;
  if (!found) throw invalidParams(reason, { field: raw, allowed: Object.keys(model.fields).join(', ') });
  return found;
}

function typedValue(f: ListField, name: string, value: string): unknown {
  const wrong = (expected: string) =>
    new DomainError(
      'INVALID_PARAMS',
      'INVALID_PARAMS',
      {},
      {
        issues: [{ path: 'params.filter.filters', message: `${name} takes ${expected}, got "${value}"` }],
      },
    );
  switch (f.type) {
    case 'text':
      return value;
    case 'textArray':
      // Tags match whatever their case.
      return value.toLowerCase();
    case 'uuid':
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)) throw wrong('a uuid');
      return value.toLowerCase();
    case 'boolean':
      if (value !== 'true' && value !== 'false') throw wrong('true or false');
      return value === 'true';
    case 'integer':
    case 'epoch': {
      if (!/^-?\d+$/.test(value)) throw wrong(f.type === 'epoch' ? 'epoch milliseconds' : 'an integer');
      return f.type === 'epoch' ? new Date(Number(value)) : Number(value);
    }
  }
}

/** The page a list serves: a limit above the server's cap is served as the cap, and the answer says so. */
export function cappedPage(asked: Page): PageAnswer {
  const page: PageAnswer = { offset: asked.offset, limit: Math.min(asked.limit, limits.pageCap) };
  if (page.limit < asked.limit) page.requestedLimit = asked.limit;
  return page;
}

/**
 * The shared list grammar: `field:value` filters (a leading `-` excludes; several values of one field are
 * alternatives), `Field ASC|DESC` sorts, full-text and paging — whitelisted per model, all turned into SQL.
 */
export function buildListSql(model: ListModel, input: ListParams, locale: Locale): ListSql {
  const include = new Map<ListField, unknown[]>();
  const exclude = new Map<ListField, unknown[]>();
  for (const entry of input.filter?.filters ?? []) {
    const negate = entry.startsWith('-');
    const colon = entry.indexOf(':');
    const name = entry.slice(negate ? 1 : 0, colon);
    const f = field(model, name, 'UNKNOWN_FILTER_FIELD');
    const target = negate ? exclude : include;
    target.set(f, [...(target.get(f) ?? []), typedValue(f, name, entry.slice(colon + 1))]);
  }
  const conditions: string[] = [];
  const params: unknown[] = [];
  for (const [negate, fields] of [
    [false, include],
    [true, exclude],
  ] as const) {
    for (const [f, values] of fields) {
      const array = sqlArray(values, pgTypes[f.type]);
      if (f.type === 'textArray') {
        conditions.push(`${negate ? 'NOT ' : ''}(ARRAY(SELECT lower(v) FROM unnest(${f.column}) v) && ${array.sql})`);
      } else conditions.push(negate ? `${f.column} <> ALL(${array.sql})` : `${f.column} = ANY(${array.sql})`);
      params.push(array.param);
    }
  }
  const text = input.filter?.fulltext?.trim();
  if (text) {
    if (!model.fulltext)
      throw invalidParams('UNKNOWN_FILTER_FIELD', { field: 'fulltext', allowed: Object.keys(model.fields).join(', ') });
    const config = (input.filter?.lang ?? locale) === 'de' ? 'german' : 'english';
    conditions.push(`${model.fulltext(config)} @@ websearch_to_tsquery('${config}', ?)`);
    params.push(text);
  }

  const sortTables = new Set<string>();
  const sorts = (input.sort?.length ? input.sort : model.defaultSort).map((entry) => {
    const [name = '', direction = 'ASC'] = entry.trim().split(/\s+/);
    const f = field(model, name, 'UNKNOWN_SORT_FIELD');
    const dir = direction.toUpperCase() === 'DESC' ? 'DESC' : 'ASC';
    if (f.type === 'textArray') throw invalidParams('UNKNOWN_SORT_FIELD', { field: name, allowed: sortable(model) });
    sortTables.add(f.joined ?? '');
    const expressions = f.sort ?? [f.type === 'text' ? `lower(${f.column})` : f.column];
    return expressions.map((e) => `${e} ${dir}`).join(', ');
  });

  const page = cappedPage(input.page);
  const limit = page.limit;
  return {
    where: conditions.length ? conditions.join(' AND ') : 'true',
    params,
    limit,
    offset: input.page.offset,
    page,
    sortKeys: sorts.join(', '),
    tieBreaker: model.tieBreaker,
    filterTables: new Set([...include.keys(), ...exclude.keys()].map((f) => f.joined ?? '').concat(text ? [''] : [])),
    sortTables,
  };
}
