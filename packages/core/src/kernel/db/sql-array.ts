/**
 * An array bound as one SQL value. Knex expands array bindings into comma lists, so the values travel as one
 * JSON text and are unpacked (and typed) in SQL; `col = ANY(…)` still uses the index on `col`.
 */
export function sqlArray(values: unknown[], pgType: 'text' | 'uuid' | 'integer' | 'boolean' | 'timestamptz' = 'text') {
  return {
    sql: `ARRAY(SELECT jsonb_array_elements_text(?::jsonb))::${pgType}[]`,
    param: JSON.stringify(values),
  };
}
