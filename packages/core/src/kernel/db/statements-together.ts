import type { ServiceContext } from '../context';

/** One statement with its `?` placeholders' values. */
export interface Statement {
  sql: string;
  params: unknown[];
}

/**
 * Runs statements in one round trip and answers each one's rows, in their order. `em.execute` inlines the values
 * and sends the text as one simple query, which PostgreSQL runs as one transaction (inside the caller's, if there
 * is one). A round trip of small reads costs more than the reads: the backend is woken for it (onto the writer's
 * core, on two cores: 52 µs at p50, 2.8 ms at p90 per write). Were the text ever sent as a prepared statement
 * instead, PostgreSQL would refuse it (several commands) rather than answer wrongly.
 */
export async function statementsTogether<Row = Record<string, unknown>>(
  ctx: Pick<ServiceContext, 'em'>,
  statements: Statement[],
): Promise<Row[][]> {
  if (statements.length === 0) return [];
  if (statements.length === 1) return [await ctx.em.execute<Row[]>(statements[0]!.sql, statements[0]!.params)];
  return ctx.em.execute<Row[][]>(
    statements.map((statement) => statement.sql).join(';\n'),
    statements.flatMap((statement) => statement.params),
  );
}
