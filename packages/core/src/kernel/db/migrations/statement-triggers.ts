/** The row events a statement-level trigger serves, each with the transition tables it has (one event a trigger). */
const EVENTS = [
  ['INSERT', 'NEW TABLE AS new_rows'],
  ['UPDATE', 'OLD TABLE AS old_rows NEW TABLE AS new_rows'],
  ['DELETE', 'OLD TABLE AS old_rows'],
] as const;

/** One statement-level trigger `<prefix>_insert|update|delete` on `table` per event, each calling `call`. */
export function statementTriggers(table: string, prefix: string, call: string): string[] {
  return EVENTS.map(
    ([event, tables]) =>
      `CREATE TRIGGER ${prefix}_${event.toLowerCase()} AFTER ${event} ON ${table}
         REFERENCING ${tables} FOR EACH STATEMENT EXECUTE FUNCTION ${call};`,
  );
}

/** The triggers `statementTriggers` created, dropped. */
export const dropStatementTriggers = (table: string, prefix: string) =>
  EVENTS.map(([event]) => `DROP TRIGGER ${prefix}_${event.toLowerCase()} ON ${table};`).join('\n');

/**
 * PL/pgSQL of a tally's trigger function that gathers its statement's differences into `delta` (an array of
 * `rowType`, whose columns are `keys` and then the count): the rows counted per key, added for an INSERT, taken away
 * for a DELETE, and for an UPDATE the new rows' less the old rows', keys whose count did not change left out.
 */
export function tallyDelta(rowType: string, keys: string[]): string {
  const columns = keys.join(', ');
  const groups = keys.map((_, i) => i + 1).join(', ');
  return `IF TG_OP = 'INSERT' THEN
          SELECT array_agg((d.*)::${rowType}) INTO delta FROM (
            SELECT ${columns}, count(*)::int FROM new_rows GROUP BY ${groups}) d;
        ELSIF TG_OP = 'DELETE' THEN
          SELECT array_agg((d.*)::${rowType}) INTO delta FROM (
            SELECT ${columns}, -count(*)::int FROM old_rows GROUP BY ${groups}) d;
        ELSE
          SELECT array_agg((d.*)::${rowType}) INTO delta FROM (
            SELECT ${columns}, sum(n)::int FROM (
              SELECT ${columns}, 1 AS n FROM new_rows
              UNION ALL
              SELECT ${columns}, -1 FROM old_rows
            ) changed GROUP BY ${groups} HAVING sum(n) <> 0) d;
        END IF;`;
}
