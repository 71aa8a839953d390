import type { Locale } from '@tmt/contract';
import type { ProjectRef, ScopedProject } from '../../kernel/access/project-access';
import { caseDocument } from '../cases/case-document';
import type { TreePath } from '../tree/tree-paths';

/** JSON turns timestamps into ISO text; the document builders take them as dates. */
const asDate = (value: unknown) => (typeof value === 'string' ? new Date(value) : value);

/**
 * The frozen copy of a case in a closed run, as a TestCase-dm document of its own: the case as it was when the run
 * closed (`Metadata.IsFrozen: true`), its docRef still naming the live case. Its LatestTestCaseExecutionData is
 * null: the execution beside it is the record.
 */
export function frozenCaseDocument(
  snapshot: Record<string, unknown>,
  scoped: ScopedProject<ProjectRef>,
  locale: Locale,
) {
  const row = {
    ...snapshot,
    created_on: asDate(snapshot.created_on),
    edited_on: asDate(snapshot.edited_on),
    triggered_at: asDate(snapshot.triggered_at),
  };
  return caseDocument(row, scoped, snapshot.tree_path as TreePath, locale, null);
}
