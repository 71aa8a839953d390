import type { Locale } from '@tmt/contract';
import type { ProjectRef, ScopedProject } from '../../kernel/access/project-access';
import type { CaseSnapshot, PgTimestamp } from '../../kernel/entities/rows';
import { caseDocument } from '../cases/case-document';

/** JSON turns timestamps into ISO text, not PostgreSQL's: read them as dates here. */
const asDate = <T extends PgTimestamp | null>(value: T) => (typeof value === 'string' ? new Date(value) : value);

/**
 * The frozen copy of a case in a closed run, as a TestCase-dm document of its own: the case as it was when the run
 * closed (`Metadata.IsFrozen: true`), its docRef still naming the live case. Its LatestTestCaseExecutionData is
 * null: the execution beside it is the record.
 */
export function frozenCaseDocument(snapshot: CaseSnapshot, scoped: ScopedProject<ProjectRef>, locale: Locale) {
  const row = {
    ...snapshot,
    created_on: asDate(snapshot.created_on),
    edited_on: asDate(snapshot.edited_on),
    triggered_at: asDate(snapshot.triggered_at),
  };
  return caseDocument(row, scoped, snapshot.tree_path, locale, null);
}
