import parseDate from 'postgres-date';
import type { PgTimestamp } from './rows';

/** A timestamp column of a raw row: MikroORM's raw queries hand them over as Postgres text, as its hydration expects. */
export const timestamp = (value: PgTimestamp): Date => (value instanceof Date ? value : (parseDate(value) as Date));
