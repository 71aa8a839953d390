/**
 * The tables of the documents that hold attachments (suites, folders, cases, runs, executions). Documents are removed
 * by their own services, which know nothing of attachments: a link to one is only known to be stale by looking here.
 */
const HOLDER_TABLES = ['test_suite', 'test_folder', 'test_case', 'test_run', 'test_execution'] as const;

/** SQL that is true while the document `column` names still exists: one primary-key probe per table. */
export const documentExists = (column: string) =>
  `(${HOLDER_TABLES.map((table) => `EXISTS (SELECT 1 FROM ${table} x WHERE x.id = ${column})`).join(' OR ')})`;
