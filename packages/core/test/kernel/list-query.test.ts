import { FilterEntry, type ListParams, SortEntry } from '@tmt/contract';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../src/kernel/errors';
import { limits } from '../../src/kernel/limits';
import { buildListSql, cappedPage, type ListModel } from '../../src/kernel/list/list-query';

/** A list model as LIST_* methods declare one: one field of each type, one on a joined table. */
const model: ListModel = {
  fields: {
    Title: { column: 't.title', type: 'text' },
    Id: { column: 't.id', type: 'uuid' },
    Number: { column: 't.number', type: 'integer' },
    Automated: { column: 't.automated', type: 'boolean' },
    CreatedOn: { column: 't.created_on', type: 'epoch' },
    Tags: { column: 't.tags', type: 'textArray' },
    Order: { column: 't.order_key', type: 'text', sort: ['t.order_key COLLATE "C"'] },
    SuiteTitle: { column: 's.title', type: 'text', joined: 's' },
  },
  fulltext: (config) => `to_tsvector('${config}', t.title)`,
  defaultSort: ['Order ASC'],
  tieBreaker: 't.id',
};

const list = (input: Partial<ListParams>) => buildListSql(model, { page: { offset: 0, limit: 10 }, ...input }, 'en');
const filtered = (...filters: string[]) => list({ filter: { filters } });

/** The reason a refused list answers, with its data. */
function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return { reason: error.reason, params: error.params, data: error.data };
    throw error;
  }
  throw new Error('the list was not refused');
}

describe('list filters', () => {
  it('without filters, select every row', () => {
    const sql = list({});
    expect(sql.where).toBe('true');
    expect(sql.params).toEqual([]);
    expect(sql.filterTables.size).toBe(0);
  });

  it('bind each value as one array: values of one field are alternatives, a leading - excludes', () => {
    const sql = filtered('Title:a', 'Title:b', '-Title:c');
    expect(sql.where).toBe('t.title = ANY(?::text[]) AND t.title <> ALL(?::text[])');
    expect(sql.params).toEqual(['{"a","b"}', '{"c"}']);
  });

  it('split at the first colon only: the value keeps its own colons, quotes and backslashes', () => {
    expect(filtered('Title:a:b "c" \\d').params).toEqual(['{"a:b \\"c\\" \\\\d"}']);
    expect(filtered('Title:').params).toEqual(['{""}']);
  });

  it('keep unicode as sent', () => {
    expect(filtered('Title:Prüfung 😀').params).toEqual(['{"Prüfung 😀"}']);
  });

  it('accept the Root.Group. prefix as the bare field name', () => {
    expect(filtered('Root.General.Title:x').where).toBe(filtered('Title:x').where);
  });

  it('type their values: uuids and tags in lower case, booleans and numbers parsed, epochs as dates', () => {
    const id = 'A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11';
    expect(filtered(`Id:${id}`).params).toEqual([`{"${id.toLowerCase()}"}`]);
    expect(filtered('Tags:Smoke').params).toEqual(['{"smoke"}']);
    expect(filtered('Automated:false').params).toEqual(['{"false"}']);
    expect(filtered('Number:-12').params).toEqual(['{"-12"}']);
    expect(filtered('CreatedOn:0').params).toEqual(['{"1970-01-01T00:00:00.000Z"}']);
  });

  it('match tags when a row holds any of them, whatever their case', () => {
    expect(filtered('Tags:a').where).toBe('(ARRAY(SELECT lower(v) FROM unnest(t.tags) v) && ?::text[])');
    expect(filtered('-Tags:a').where).toBe('NOT (ARRAY(SELECT lower(v) FROM unnest(t.tags) v) && ?::text[])');
  });

  it.each([
    ['Id:not-a-uuid', 'Id takes a uuid'],
    ['Automated:yes', 'Automated takes true or false'],
    ['Automated:TRUE', 'Automated takes true or false'],
    ['Number:1.5', 'Number takes an integer'],
    ['Number:', 'Number takes an integer'],
    ['CreatedOn:1e3', 'CreatedOn takes epoch milliseconds'],
  ])('refuse %s as invalid params', (entry, message) => {
    const refused = refusal(() => filtered(entry));
    expect(refused.reason).toBe('INVALID_PARAMS');
    expect(refused.data.issues).toEqual([{ path: 'params.filter.filters', message: expect.stringContaining(message) }]);
  });

  it.each(['Unknown:x', 'constructor:x', 'toString:x', '__proto__:x'])(
    'refuse a field the model does not declare (%s), naming those it does',
    (entry) => {
      const refused = refusal(() => filtered(entry));
      expect(refused.reason).toBe('UNKNOWN_FILTER_FIELD');
      expect(refused.params.allowed).toBe(Object.keys(model.fields).join(', '));
    },
  );

  it('say which tables they read: a joined field its alias, full-text the list own table', () => {
    expect([...filtered('SuiteTitle:x').filterTables]).toEqual(['s']);
    expect([...list({ filter: { filters: [], fulltext: 'word' } }).filterTables]).toEqual(['']);
  });
});

describe('full-text', () => {
  it('searches in the language asked for, else the call locale', () => {
    const german = list({ filter: { filters: [], fulltext: ' Wort ', lang: 'de' } });
    expect(german.where).toBe("to_tsvector('german', t.title) @@ websearch_to_tsquery('german', ?)");
    expect(german.params).toEqual(['Wort']);
    expect(list({ filter: { filters: [], fulltext: 'word' } }).where).toContain("'english'");
  });

  it('is no condition when blank', () => {
    expect(list({ filter: { filters: [], fulltext: '  ' } }).where).toBe('true');
  });

  it('is refused on a model without it', () => {
    const plain = { ...model, fulltext: undefined };
    const run = () =>
      buildListSql(plain, { page: { offset: 0, limit: 1 }, filter: { filters: [], fulltext: 'x' } }, 'en');
    expect(refusal(run).reason).toBe('UNKNOWN_FILTER_FIELD');
  });
});

describe('list sorts', () => {
  it('default to the model sort, with the tie-breaker beside it', () => {
    const sql = list({});
    expect(sql.sortKeys).toBe('t.order_key COLLATE "C" ASC');
    expect(sql.tieBreaker).toBe('t.id');
    expect(list({ sort: [] }).sortKeys).toBe(sql.sortKeys);
  });

  it('sort text case-insensitively, other types as they are, in the direction asked (any case)', () => {
    expect(list({ sort: ['Title desc', 'Number'] }).sortKeys).toBe('lower(t.title) DESC, t.number ASC');
    expect(list({ sort: ['Root.General.Title DESC'] }).sortKeys).toBe('lower(t.title) DESC');
  });

  it('say which tables they read', () => {
    expect([...list({ sort: ['SuiteTitle ASC', 'Title ASC'] }).sortTables].sort()).toEqual(['', 's']);
  });

  it('refuse unknown fields and tags, which have no order', () => {
    expect(refusal(() => list({ sort: ['Nope ASC'] })).reason).toBe('UNKNOWN_SORT_FIELD');
    const tags = refusal(() => list({ sort: ['Tags ASC'] }));
    expect(tags.reason).toBe('UNKNOWN_SORT_FIELD');
    expect(tags.params.allowed).not.toContain('Tags');
  });
});

describe('the entries the contract lets through', () => {
  it('a filter entry needs a field and a colon; a sort entry a field and at most a direction', () => {
    expect(FilterEntry.safeParse('Title:x').success).toBe(true);
    expect(FilterEntry.safeParse('-Root.General.Title:').success).toBe(true);
    expect(FilterEntry.safeParse('Title').success).toBe(false);
    expect(FilterEntry.safeParse(':x').success).toBe(false);
    expect(SortEntry.safeParse('Title').success).toBe(true);
    expect(SortEntry.safeParse('Title asc').success).toBe(true);
    expect(SortEntry.safeParse('Title ASC; DROP TABLE x').success).toBe(false);
    expect(SortEntry.safeParse('Title  ASC').success).toBe(false);
  });
});

describe('paging', () => {
  it('serves a limit up to the cap as asked', () => {
    expect(cappedPage({ offset: 5, limit: limits.pageCap })).toEqual({ offset: 5, limit: limits.pageCap });
    const sql = buildListSql(model, { page: { offset: 7, limit: 3 } }, 'en');
    expect([sql.offset, sql.limit]).toEqual([7, 3]);
  });

  it('serves a limit above the cap as the cap, and says what was asked', () => {
    expect(cappedPage({ offset: 0, limit: limits.pageCap + 1 })).toEqual({
      offset: 0,
      limit: limits.pageCap,
      requestedLimit: limits.pageCap + 1,
    });
  });
});
