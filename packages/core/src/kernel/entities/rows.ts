import type {
  CreatingEvent,
  DefectCategory,
  OrganizationUnitRole,
  PinnedModelName,
  RecommendedPriority,
  TaskStatus,
  TaskType,
  TaskVisibility,
  TestCaseInput,
} from '@tmt/contract';

/**
 * One row type per table, as raw SQL (`ctx.em.execute<Row[]>`, `preparedQuery<Row>`) hands rows over: snake_case
 * columns, timestamps as PostgreSQL text (see `timestamp`), jsonb parsed. Reads that select fewer columns or join
 * more say so with Pick and &; nothing casts a column of an untyped row.
 */

/** A timestamptz column of a raw row: text as PostgreSQL sends it (MikroORM hydrates it later), or a Date. */
export type PgTimestamp = string | Date;

export interface AuditRow {
  tenant_id: string;
  created_by: string;
  created_on: PgTimestamp;
  edited_by: string;
  edited_on: PgTimestamp;
  model_version: number;
}

export interface ProjectRow extends AuditRow {
  id: string;
  business_id: string;
  parent_id: string | null;
  title: string;
  description: string;
  run_count: number;
  closed_run_count: number;
}

export interface ProjectVersionRow extends AuditRow {
  id: string;
  project_id: string;
  version_number: number;
  title: string;
  description: string;
  key_points: string;
  status: string;
  is_latest_version: boolean;
  wrapper_node: boolean;
  use_subject_specific_order_for_test_suite: boolean;
  ancestors: unknown[];
  derived_version_number: number | null;
  derived_version_title: string | null;
  derived_version_created_on: PgTimestamp | null;
  close_request_on: PgTimestamp | null;
  close_start_on: PgTimestamp | null;
  close_finished_on: PgTimestamp | null;
  is_awaiting_closure: boolean;
  suite_count: number;
  case_count: number;
}

export interface TestSuiteRow extends AuditRow {
  id: string;
  project_id: string;
  version_id: string;
  business_id: string;
  title: string;
  description: string;
  order_key: string;
  tags: string[];
  recommended_priority: RecommendedPriority | null;
}

export interface TestFolderRow extends AuditRow {
  id: string;
  project_id: string;
  version_id: string;
  suite_id: string;
  business_id: string;
  title: string;
  description: string;
}

export interface TestStep {
  No: number;
  Id: string;
  Action: string;
  ExpectedResult: string;
}

/** The Criteria of a case as stored (its Tags have a column of their own). */
export type CaseCriteria = Omit<TestCaseInput['Criteria'], 'Tags'>;
export type CaseSources = TestCaseInput['Sources'];
export type CaseRisk = TestCaseInput['Risk'];

/** AdditionalInfo.SourceTestCaseInfo of an imported case, as stored. */
export interface SourceTestCaseInfo {
  Tool: string;
  File: string;
  ExternalId: string | null;
}

export interface TestCaseRow extends AuditRow {
  id: string;
  project_id: string;
  version_id: string;
  suite_id: string;
  business_id: string;
  title: string;
  description: string;
  status: string;
  type: string | null;
  automation: string | null;
  prioritization: string | null;
  estimated_execution_time: number | null;
  assignee: string | null;
  important_addition: boolean;
  criteria: CaseCriteria;
  tags: string[];
  preconditions: string;
  sources: CaseSources;
  risk: CaseRisk;
  steps: TestStep[];
  creating_event: CreatingEvent;
  path: string;
  triggered_by: string | null;
  triggered_at: PgTimestamp | null;
  is_imported: boolean;
  frozen: boolean;
  /** Where an imported case came from (IMPORT_TEST_CASES); null for every other case. */
  source_info?: SourceTestCaseInfo | null;
}

export interface TestTreeLinkRow {
  id: string;
  tenant_id: string;
  version_id: string;
  suite_id: string;
  parent_id: string;
  parent_is_folder: boolean;
  child_id: string;
  child_is_folder: boolean;
  order_key: string;
}

export interface AttachmentRow extends AuditRow {
  id: string;
  project_id: string;
  document_model: string;
  path_to_field: string;
  file_name: string;
  original_file_name: string;
  content_hash: string;
  /** bigint: pg hands it over as text. */
  size: string;
  mime_type: string;
  referenced: boolean;
  copy_number: number;
}

export interface TagRow extends AuditRow {
  id: string;
  project_id: string;
  value: string;
  lower_case_value: string;
}

export interface TestRunRow extends AuditRow {
  id: string;
  project_id: string;
  version_id: string;
  business_id: string;
  title: string;
  description: string;
  configuration: string;
  status: 'active' | 'inactive';
  closed_by: string | null;
  closed_on: PgTimestamp | null;
}

export interface TestRunSuiteRow extends AuditRow {
  id: string;
  run_id: string;
  suite_id: string;
  assignee: string | null;
  recommended_priority: RecommendedPriority | null;
}

/**
 * What a closed run keeps of a case (`case_snapshot`): its row as it was at the close, with its suite, version and
 * tree path, so the record does not change with the case.
 */
export interface CaseSnapshot extends TestCaseRow {
  suite_business_id: string;
  suite_order_key: string;
  version_number: number;
  version_title: string;
  tree_path: { nodeNames: string[]; nodePaths: { id: string; type: 'TestSuite-dm' | 'TestFolder-dm' }[] };
  /** The case's risk document at the close (runs closed before risk documents existed have none). */
  risk_level?: RiskLevelRow | null;
}

export interface TestExecutionRow extends AuditRow {
  id: string;
  project_id: string;
  run_id: string;
  suite_id: string;
  case_id: string;
  business_id: string;
  result: number;
  result_details: string | null;
  defects: string | null;
  tester: string | null;
  step_results: Record<string, number>;
  tested_by: string | null;
  tested_on: PgTimestamp | null;
  case_snapshot: CaseSnapshot | null;
  /** Why CREATE_RUN_BY_RISK_LEVEL chose the case; null otherwise. */
  risk_selection: RiskSelection | null;
  /** How long the test took as a test tool measured it (JUnit `time`); null when none reported it. */
  duration_ms: number | null;
}

/** What a risk run records of each case it chose, as it stood then. */
export interface RiskSelection {
  rank: number;
  reason: 'RISK_LEVEL' | 'NO_TEST_HISTORY';
  minimum_level: 'HIGH' | 'MEDIUM' | 'LOW';
  heatmap_level: RiskLevelName;
  heatmap_value: number | null;
  combination: string;
}

export type RiskLevelName = 'HIGH' | 'MEDIUM' | 'LOW' | 'UNDEFINED';

/** A `risk_level` row: the risk document of one case, as `tmt_refresh_risk_levels` computed it. */
export interface RiskLevelRow extends AuditRow {
  case_id: string;
  project_id: string;
  version_id: string;
  business_id: string;
  likelihood: CaseRisk['Likelihood'];
  impact: CaseRisk['Impact'];
  likelihood_calculated: boolean;
  impact_calculated: boolean;
  business_level: RiskLevelName;
  counted: number;
  failed: number;
  frequency: number | null;
  severity: number | null;
  defects: { Id: string; Category: DefectCategory; Weight: number }[];
  last_tested_on: PgTimestamp | null;
  history_level: RiskLevelName;
  test_type: TestCaseInput['General']['Type'];
  priority: TestCaseInput['General']['Prioritization'];
  scope_level: RiskLevelName;
  heatmap_value: number | null;
  heatmap_level: RiskLevelName;
}

/** An `app_user` row as users are read (the search vectors left out). */
export interface UserRow extends AuditRow {
  id: string;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  enabled: boolean;
  expiration_date: PgTimestamp | null;
  organization_unit_role: OrganizationUnitRole[];
  deleted_on: PgTimestamp | null;
}

export interface TaskRequestRow extends AuditRow {
  id: string;
  project_id: string | null;
  project_business_id: string | null;
  subproject_business_id: string | null;
  version_number: number | null;
  type: TaskType;
  status: TaskStatus;
  visibility: TaskVisibility;
  parameters: { Key: string; Value: string }[];
  estimated_seconds: number;
  progress: number;
  error_reason: string | null;
  error_message: string | null;
  attempts: number;
  result: Record<string, unknown> | null;
  started_on: PgTimestamp | null;
  finished_on: PgTimestamp | null;
  /** The file the task produced (exports, reports): `TaskOutput` of kernel/tasks/task-file. */
  output: { hash: string; size: number; contentType: string; fileName: string } | null;
  /** A large input kept beside the Parameters until the task is DONE (JUnit XML sent inline). */
  input: string | null;
}

/** A `pin` row: one user's quick-access mark on a suite, case or run. */
export interface PinRow {
  id: string;
  tenant_id: string;
  user_id: string;
  model: PinnedModelName;
  document_id: string;
  project_id: string;
  created_on: PgTimestamp;
}
