import { ProjectSettingGroups } from '@tmt/contract';
import { caseGeneralFields } from '../domains/cases/case-fields';
import type { caseContentColumns } from '../kernel/documents/columns';
import type {
  ProjectRow,
  ProjectVersionRow,
  TestCaseRow,
  TestFolderRow,
  TestRunRow,
  TestRunSuiteRow,
  TestSuiteRow,
  UserRow,
} from '../kernel/entities/rows';

/**
 * The document field a recorded column is read as in a model's history: the name its GET_DOCUMENT answer gives it.
 * Columns without a field of their own (ids of other rows, audit stamps) are left out of the answer; the trigger
 * already leaves out what follows from others (see Migration20261127020000_document_history).
 */
type FieldsOf<Row> = Partial<Record<Extract<keyof Row, string>, string>>;

/** The project setting's groups are its document's top-level fields: its one stored column reads as each group. */
const SETTING_GROUPS = 'settings';

const caseFields = {
  ...(Object.fromEntries(Object.entries(caseGeneralFields).map(([field, { column }]) => [column, field])) as Record<
    (typeof caseGeneralFields)[keyof typeof caseGeneralFields]['column'],
    string
  >),
  criteria: 'Criteria',
  tags: 'Tags',
  preconditions: 'Preconditions',
  sources: 'Sources',
  risk: 'Risk',
  steps: 'TestSteps',
  is_imported: 'IsImported',
  business_id: 'Id',
  frozen: 'IsFrozen',
  creating_event: 'CreatingEvent',
  triggered_by: 'TriggeredBy',
  triggered_at: 'TriggeredAt',
  source_info: 'SourceTestCaseInfo',
} satisfies FieldsOf<TestCaseRow> & Record<(typeof caseContentColumns)[number], string>;

const fieldsByModel: Record<string, Record<string, string>> = {
  'Project-dm': { business_id: 'Id', title: 'Title', description: 'Description' } satisfies FieldsOf<ProjectRow>,
  'ProjectSetting-dm': { [SETTING_GROUPS]: SETTING_GROUPS },
  'ProjectVersion-dm': {
    version_number: 'VersionNumber',
    title: 'Title',
    description: 'Description',
    key_points: 'KeyPoints',
    status: 'Status',
    is_latest_version: 'IsLatestVersion',
    wrapper_node: 'WrapperNode',
    use_subject_specific_order_for_test_suite: 'UseSubjectSpecificOrderForTestSuite',
    ancestors: 'Ancestors',
    derived_version_number: 'DerivedVersionNumber',
    derived_version_title: 'DerivedVersionTitle',
    derived_version_created_on: 'DerivedVersionCreatedOn',
    close_request_on: 'CloseRequestOn',
    close_start_on: 'CloseStartOn',
    close_finished_on: 'CloseFinishedOn',
    is_awaiting_closure: 'IsAwaitingClosure',
  } satisfies FieldsOf<ProjectVersionRow>,
  'TestSuite-dm': {
    business_id: 'Id',
    title: 'Title',
    description: 'Description',
    tags: 'Tags',
    recommended_priority: 'RecommendedPriority',
  } satisfies FieldsOf<TestSuiteRow>,
  'TestFolder-dm': { business_id: 'Id', title: 'Title', description: 'Description' } satisfies FieldsOf<TestFolderRow>,
  'TestCase-dm': caseFields,
  'TestRun-dm': {
    business_id: 'Id',
    title: 'Title',
    description: 'Description',
    configuration: 'Configuration',
    status: 'Status',
    closed_by: 'ClosedBy',
    closed_on: 'ClosedOn',
  } satisfies FieldsOf<TestRunRow>,
  'TestRunTestSuite-rm': {
    assignee: 'Assignee',
    recommended_priority: 'RecommendedPriority',
  } satisfies FieldsOf<TestRunSuiteRow>,
  'User-dm': {
    username: 'username',
    email: 'email',
    first_name: 'firstName',
    last_name: 'lastName',
    enabled: 'enabled',
    expiration_date: 'ExpirationDate',
    organization_unit_role: 'organizationUnitRole',
  } satisfies FieldsOf<UserRow>,
};

const settingGroups = Object.keys(ProjectSettingGroups.shape);

/** One changed document field with its old and new value. */
export interface FieldChange {
  field: string;
  old: unknown;
  new: unknown;
}

/** A recorded change of stored columns (`{column: [old, new]}`) as changes of the model's document fields. */
export function documentChanges(model: string, columns: Record<string, [unknown, unknown]>): FieldChange[] {
  const fields = fieldsByModel[model] ?? {};
  const changes: FieldChange[] = [];
  for (const [column, [old, next]] of Object.entries(columns)) {
    if (!Object.hasOwn(fields, column)) continue;
    if (column === SETTING_GROUPS && fields[column] === SETTING_GROUPS) {
      const before = (old ?? {}) as Record<string, unknown>;
      const after = (next ?? {}) as Record<string, unknown>;
      for (const group of settingGroups) {
        if (JSON.stringify(before[group] ?? null) !== JSON.stringify(after[group] ?? null)) {
          changes.push({ field: group, old: before[group] ?? null, new: after[group] ?? null });
        }
      }
    } else changes.push({ field: fields[column]!, old, new: next });
  }
  return changes;
}

/** The document fields a model's history can be filtered by. */
export function historyFieldNames(model: string): string[] {
  const fields = fieldsByModel[model] ?? {};
  return Object.values(fields).flatMap((field) => (field === SETTING_GROUPS ? settingGroups : [field]));
}

/**
 * SQL (on `changes`) selecting the entries that changed a document field, with its params; undefined for a name the
 * model's documents do not have. A setting group is changed when its part of the stored groups differs.
 */
export function fieldFilter(model: string, field: string): { sql: string; params: unknown[] } | undefined {
  const fields = fieldsByModel[model] ?? {};
  if (Object.hasOwn(fields, SETTING_GROUPS) && settingGroups.includes(field)) {
    return {
      sql: `(changes -> '${SETTING_GROUPS}' -> 0 -> ?) IS DISTINCT FROM (changes -> '${SETTING_GROUPS}' -> 1 -> ?)`,
      params: [field, field],
    };
  }
  const column = Object.keys(fields).find((c) => fields[c] === field && c !== SETTING_GROUPS);
  return column ? { sql: '(changes -> ?) IS NOT NULL', params: [column] } : undefined;
}
