import { z } from 'zod';
import { Locale } from './enums';

/** `{offset, limit}`; a limit above the server's cap is served as the cap and the answer's page says so. */
export const Page = z.object({
  offset: z.number().int().min(0),
  limit: z.number().int().min(1),
});
export type Page = z.infer<typeof Page>;

/** `field:value`; a leading `-` excludes. */
export const FilterEntry = z.string().regex(/^-?[A-Za-z.]+:/, 'a filter entry looks like field:value or -field:value');

export const Filter = z.object({
  filters: z.array(FilterEntry).default([]),
  fulltext: z.string().optional(),
  lang: Locale.optional(),
});
export type Filter = z.infer<typeof Filter>;

/** `Field ASC|DESC` or `Root.General.Field ASC|DESC`. */
export const SortEntry = z
  .string()
  .regex(
    /^(Root\.[A-Za-z]+\.)?[A-Za-z]+( (ASC|DESC))?$/i,
    'a sort entry looks like "Title ASC" or "Root.General.Order DESC"',
  );
export const Sort = z.array(SortEntry);

/** What every list method takes besides its scope: filters, sorts and the page. */
export const ListParams = z.object({ filter: Filter.optional(), sort: Sort.optional(), page: Page });
export type ListParams = z.output<typeof ListParams>;

export interface PageAnswer {
  offset: number;
  limit: number;
  /** The limit the caller asked for, when it was above the server's cap. */
  requestedLimit?: number;
}

export interface ListAnswer<T> {
  fullSize: number;
  page: PageAnswer;
  entries: T[];
}
