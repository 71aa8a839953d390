/** An element of a PostgreSQL array literal: quoted, so any text survives (NUL is refused before it gets here). */
function element(value: unknown): string {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'NULL' : `"${value.toISOString()}"`;
  return value === null || value === undefined ? 'NULL' : `"${String(value).replace(/[\\"]/g, '\\$&')}"`;
}

/**
 * An array bound as one SQL value: knex expands array bindings into comma lists, so the values travel as one array
 * literal. Bound to an unnamed statement it is planned as a constant, so `col = ANY(…)` uses the index on `col` and,
 * for long lists, a hash of the values rather than a scan of the list per row (10,000 ids would be 10⁸ comparisons).
 */
export function sqlArray(values: unknown[], pgType: 'text' | 'uuid' | 'integer' | 'boolean' | 'timestamptz' = 'text') {
  return { sql: `?::${pgType}[]`, param: `{${values.map(element).join(',')}}` };
}
