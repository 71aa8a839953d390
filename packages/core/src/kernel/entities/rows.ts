import type {
  CreatingEvent,
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
}
