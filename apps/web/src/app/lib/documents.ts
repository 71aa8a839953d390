import type { ModelDocumentAnswer, ServedModelName } from '@tmt/contract';

/**
 * The generic document answers of GET_DOCUMENT and LIST_DOCUMENTS narrowed to one model by their
 * `documentModelName`, as the contract describes them (the server's answers are checked against the same schemas).
 */
export type DocumentOf<M extends ServedModelName> = ModelDocumentAnswer<M>;

export type SuiteAnswer = DocumentOf<'TestSuite-dm'>;
export type FolderAnswer = DocumentOf<'TestFolder-dm'>;
export type CaseAnswer = DocumentOf<'TestCase-dm'>;
export type TaskAnswer = DocumentOf<'TaskRequest-dm'>;
export type VersionAnswer = DocumentOf<'ProjectVersion-dm'>;
export type TagAnswer = DocumentOf<'Tag-dm'>;
export type CaseRoot = CaseAnswer['document']['Root'];

/** The answer, when it is a document of `model`. */
export function narrow<M extends ServedModelName>(
  answer: { documentModelName: string },
  model: M,
): DocumentOf<M> | undefined {
  return answer.documentModelName === model ? (answer as unknown as DocumentOf<M>) : undefined;
}

/** The documents of `model` among list entries. */
export function entriesOf<M extends ServedModelName>(
  entries: readonly { documentModelName: string }[] | undefined,
  model: M,
): DocumentOf<M>[] {
  return (entries ?? []).flatMap((entry) => narrow(entry, model) ?? []);
}

/** `TestCase-dm/<uuid>` → `<uuid>`. */
export const idOfRef = (docRef: string) => docRef.slice(docRef.indexOf('/') + 1);

/** A bare document (as in link lists), when it is one of `model` by its `__meta.modelReference`. */
export function documentOf<M extends ServedModelName>(
  document: { __meta: { modelReference: string } },
  model: M,
): ModelDocument<M> | undefined {
  return document.__meta.modelReference === model ? (document as unknown as ModelDocument<M>) : undefined;
}

type ModelDocument<M extends ServedModelName> = DocumentOf<M> extends { document: infer D } ? D : never;
