import parseDate from 'postgres-date';

/** A timestamp column of a raw row: MikroORM's raw queries hand them over as Postgres text, as its hydration expects. */
export const timestamp = (value: unknown): Date =>
  value instanceof Date ? value : (parseDate(value as string) as Date);
