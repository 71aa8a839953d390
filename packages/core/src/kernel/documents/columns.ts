import type { TestCaseRow, TestFolderRow, TestSuiteRow } from '../entities/rows';

/**
 * The columns that hold what a case says, as a copy takes them over; the rest place it (ids, suite, version),
 * record where it came from, or audit it.
 */
export const caseContentColumns = [
  'title',
  'description',
  'status',
  'type',
  'automation',
  'prioritization',
  'estimated_execution_time',
  'assignee',
  'important_addition',
  'criteria',
  'tags',
  'preconditions',
  'sources',
  'risk',
  'steps',
  'is_imported',
] as const satisfies readonly (keyof TestCaseRow)[];

/**
 * The columns documents are built from, per content table. Lists name them instead of `*`: the generated
 * full-text columns are large and only ever searched, never read.
 */
const audit = ['tenant_id', 'created_by', 'created_on', 'edited_by', 'edited_on', 'model_version'] as const;
const columnsOf = {
  test_suite: [
    'id',
    'project_id',
    'version_id',
    'business_id',
    'title',
    'description',
    'order_key',
    'tags',
    'recommended_priority',
    ...audit,
  ],
  test_folder: ['id', 'project_id', 'version_id', 'suite_id', 'business_id', 'title', 'description', ...audit],
  test_case: [
    'id',
    'project_id',
    'version_id',
    'suite_id',
    'business_id',
    ...caseContentColumns,
    'creating_event',
    'path',
    'triggered_by',
    'triggered_at',
    'frozen',
    'source_info',
    ...audit,
  ],
} as const satisfies {
  test_suite: readonly (keyof TestSuiteRow)[];
  test_folder: readonly (keyof TestFolderRow)[];
  test_case: readonly (keyof TestCaseRow)[];
};

export const columns = (table: keyof typeof columnsOf, alias: string) =>
  columnsOf[table].map((column) => `${alias}.${column}`).join(', ');
