/** A document as answers carry it: its Root and its `__meta`, which names the model and the docRef. */
export interface AnswerDocument {
  Root: object;
  __meta: { docRef: string; modelReference: string };
}

/**
 * Every document in an answer whose model `takes`, however deep (lists, links, a case beside its execution): what
 * the fillers that complete a whole answer at once with one query (attachments, pins) work on.
 */
export function answerDocuments<D extends AnswerDocument>(
  value: unknown,
  takes: ReadonlySet<string>,
  found: D[] = [],
  depth = 0,
): D[] {
  if (depth > 8 || value === null || typeof value !== 'object') return found;
  if (Array.isArray(value)) {
    for (const item of value) answerDocuments(item, takes, found, depth + 1);
    return found;
  }
  const node = value as Partial<AnswerDocument>;
  // A document holds no documents of its own: its groups need no walk (a page of cases has thousands of fields).
  if (node.__meta && node.Root) {
    if (takes.has(node.__meta.modelReference)) found.push(node as D);
    return found;
  }
  for (const child of Object.values(value)) answerDocuments(child, takes, found, depth + 1);
  return found;
}
