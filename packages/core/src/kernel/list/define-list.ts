import type { ListAnswer, ListParams } from '@tmt/contract';
import type { ServiceContext } from '../context';
import { buildListSql, type ListField, type ListModel } from './list-query';
import { type ListSource, pagedRows } from './paged-rows';

/** A list: what callers may filter and sort on, where it reads, and how a page's rows become its entries. */
export interface ListDeclaration<Spec, Scope, Row extends object, Entry> extends ListModel {
  /** Where the list reads, from the caller's scope params, with the caller's access checked. */
  scope(ctx: ServiceContext, spec: Spec): Promise<Scope>;
  /** The rows in that scope. */
  source(ctx: ServiceContext, scope: Scope): ListSource;
  /** The page's entries, in the order of its rows; what they add is read for the page's rows only. */
  entries(ctx: ServiceContext, rows: Row[], scope: Scope): Entry[] | Promise<Entry[]>;
  /** What the answer carries besides the page, about the whole scope (e.g. the filter values a list offers). */
  also?(ctx: ServiceContext, scope: Scope, source: ListSource): Promise<object>;
}

export interface DefinedList<Spec, Entry> {
  model: ListModel;
  /** The fields a caller may sort by. */
  sortFields: string[];
  /** One page of the list, with the size of the whole list and the page served. */
  list(ctx: ServiceContext, spec: Spec, params: ListParams): Promise<ListAnswer<Entry>>;
}

/**
 * Declares a list. The mechanism does the rest, the same way for every list: the filter and sort grammar
 * (list-query.ts), the scope, one page read by its keys, the count, and the answer `{ fullSize, page, entries }`.
 */
export function defineList<Spec, Scope, Row extends object, Entry>(
  declaration: ListDeclaration<Spec, Scope, Row, Entry>,
): DefinedList<Spec, Entry> {
  const { fields, fulltext, defaultSort, tieBreaker } = declaration;
  const model: ListModel = { fields, fulltext, defaultSort, tieBreaker };
  return {
    model,
    sortFields: Object.entries(fields)
      .filter(([, field]) => field.type !== 'textArray')
      .map(([name]) => name),
    async list(ctx, spec, params) {
      // Unknown fields are refused before anything is read.
      const query = buildListSql(model, params, ctx.locale);
      const scope = await declaration.scope(ctx, spec);
      const source = declaration.source(ctx, scope);
      const { rows, fullSize } = await pagedRows<Row>(ctx, source, query);
      const entries = await declaration.entries(ctx, rows, scope);
      return { fullSize, page: query.page, entries, ...(await declaration.also?.(ctx, scope, source)) };
    },
  };
}

/** The audit fields every document list offers, on the row alias `alias`. */
export const auditListFields = (alias: string) =>
  ({
    CreatedBy: { column: `${alias}.created_by`, type: 'text' },
    CreatedOn: { column: `${alias}.created_on`, type: 'epoch' },
    EditedBy: { column: `${alias}.edited_by`, type: 'text' },
    EditedOn: { column: `${alias}.edited_on`, type: 'epoch' },
  }) as const;

/** The `Id` field of a list: business ids sort by number (S_2 before S_10). */
export const businessIdField = (column: string, joined?: string): ListField => ({
  column,
  type: 'text',
  sort: [`length(${column})`, column],
  ...(joined ? { joined } : {}),
});
