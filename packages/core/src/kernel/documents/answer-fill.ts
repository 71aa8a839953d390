/**
 * What a filler reads for a whole answer (one SELECT for all its documents, with `?` placeholders), and how it writes
 * the rows it read into them. The fillers of an answer are read together, in one statement (`fillAnswer`): their rows
 * come back as JSON, so a column's value is as `to_jsonb` gives it (a uuid as text, a jsonb as itself).
 */
export interface AnswerFill<Row = never> {
  sql: string;
  params: unknown[];
  apply(rows: Row[]): void;
}
