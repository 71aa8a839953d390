import type { Statement } from '../db/statements-together';

/**
 * What a filler reads for a whole answer (one statement for all its documents), and how it writes what it read into
 * them. The fillers of an answer are read together, in one round trip (`fillAnswer`).
 */
export interface AnswerFill<Row = never> extends Statement {
  apply(rows: Row[]): void;
}
