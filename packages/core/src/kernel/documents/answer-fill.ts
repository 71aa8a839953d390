import { parseDocRef } from '@tmt/contract';
import { sqlArray } from '../db/sql-array';
import { type AnswerDocument, answerDocuments } from './answer-documents';

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

/** The documents of an answer whose model a filler `takes`, each with its id, and their ids as one SQL array value. */
export function documentsToFill<D extends AnswerDocument>(answer: unknown, takes: ReadonlySet<string>) {
  const found = answerDocuments<D>(answer, takes);
  if (!found.length) return undefined;
  const documents = found.map((document) => ({ document, id: parseDocRef(document.__meta.docRef).id }));
  return { documents, ids: sqlArray([...new Set(documents.map((d) => d.id))], 'uuid') };
}
