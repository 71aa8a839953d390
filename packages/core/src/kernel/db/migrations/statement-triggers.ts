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

/**
 * A run's tally kept by appending (Migration20261128080000_run_tally): the trigger function `name` adds each
 * statement's differences to `table` (columns `tenant_id`, `run_id`, then `keys`, then the count `n`) as rows of
 * their own, for the runs still there (a run being deleted takes its executions and its rows along), and folds a
 * run's committed rows it can lock (SKIP LOCKED) into one per key once the run holds more than 64 rows and more than
 * twice as many as it has keys.
 */
export function appendedRunTally(name: string, table: string, keys: string[]): string {
  const columns = ['tenant_id', 'run_id', ...keys];
  const groups = columns.map((_, i) => i + 1).join(', ');
  const distinct = keys.length > 1 ? `(${keys.join(', ')})` : keys[0];
  return `
      CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        delta ${table}[];
        runs uuid[];
      BEGIN
        ${tallyDelta(table, columns)}
        IF delta IS NULL THEN
          RETURN NULL;
        END IF;
        -- The runs still there: a run being deleted takes its executions and its rows along.
        WITH added AS (
          INSERT INTO ${table} (${columns.join(', ')}, n)
          SELECT d.* FROM unnest(delta) d WHERE EXISTS (SELECT 1 FROM test_run r WHERE r.id = d.run_id)
          RETURNING run_id
        )
        SELECT array_agg(DISTINCT run_id) INTO runs FROM added;
        IF runs IS NULL THEN
          RETURN NULL;
        END IF;
        FOR i IN 1 .. cardinality(runs) LOOP
          IF (SELECT count(*) > 64 AND count(*) > 2 * count(DISTINCT ${distinct})
              FROM ${table} WHERE run_id = runs[i]) THEN
            WITH mine AS (
              SELECT ctid FROM ${table} WHERE run_id = runs[i] FOR UPDATE SKIP LOCKED
            ), folded AS (
              DELETE FROM ${table} t USING mine WHERE t.ctid = mine.ctid
              RETURNING ${columns.map((c) => `t.${c}`).join(', ')}, t.n
            )
            INSERT INTO ${table} (${columns.join(', ')}, n)
            SELECT ${columns.join(', ')}, sum(n) FROM folded GROUP BY ${groups} HAVING sum(n) <> 0;
          END IF;
        END LOOP;
        RETURN NULL;
      END $$;`;
}
