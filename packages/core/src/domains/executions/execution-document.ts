import { docRefOf, type Locale, RESULT_UNTESTED, resultCodes } from '@tmt/contract';
import type { ProjectRef, ScopedProject } from '../../kernel/access/project-access';
import { auditOf } from '../../kernel/documents/content-row';
import { toDocument } from '../../kernel/documents/envelope';
import { scopeFields } from '../../kernel/documents/scope-fields';
import type { CaseRisk, RiskLevelRow, TestExecutionRow, TestStep } from '../../kernel/entities/rows';
import { timestamp } from '../../kernel/entities/timestamp';
import { riskLevelData, riskLevelDataOfCase, riskSelectionGroup } from '../risk/risk-level-document';
import { type TreePath, type TreePathJson, treePathOf, treePathSql } from '../tree/tree-paths';

/**
 * Columns of an execution with what its document shows of the run and the case (alias `e`). An open run shows the
 * case and its risk level document as they are; a closed run only its frozen copy (`case_snapshot`, taken at the
 * close, the document with it), so editing, moving or deleting the case afterwards changes nothing there.
 */
export const executionSelect = `e.id, e.tenant_id, e.project_id, e.run_id, e.suite_id, e.case_id, e.business_id,
  e.result, e.result_details, e.defects, e.tester, e.step_results, e.tested_by, e.tested_on, e.created_by,
  e.created_on, e.edited_by, e.edited_on, e.model_version, r.business_id AS run_business_id,
  coalesce(tc.business_id, e.case_snapshot->>'business_id') AS case_business_id,
  coalesce(tc.title, e.case_snapshot->>'title') AS case_title,
  coalesce(tc.steps, e.case_snapshot->'steps') AS case_steps,
  coalesce(tc.risk, e.case_snapshot->'risk') AS case_risk,
  coalesce(to_jsonb(rl), e.case_snapshot->'risk_level') AS case_risk_level, e.risk_selection,
  CASE WHEN r.status = 'active' THEN ${treePathSql('e.case_id', 'e.tenant_id')} ELSE e.case_snapshot->'tree_path' END
    AS case_path`;
/** An execution row as `executionSelect` reads it. */
export type ExecutionDocumentRow = Omit<TestExecutionRow, 'case_snapshot'> & {
  run_business_id: string;
  case_business_id: string | null;
  case_title: string | null;
  case_steps: TestStep[] | null;
  case_risk: CaseRisk | null;
  case_risk_level: RiskLevelRow | null;
  /** An open run's path as `treePathSql` reads it; a closed run's as its snapshot kept it. */
  case_path: TreePathJson | TreePath | null;
};
export const executionFrom = `test_execution e
  JOIN test_run r ON r.id = e.run_id
  LEFT JOIN test_case tc ON r.status = 'active' AND tc.id = e.case_id AND tc.tenant_id = e.tenant_id
  LEFT JOIN risk_level rl ON r.status = 'active' AND rl.case_id = e.case_id AND rl.tenant_id = e.tenant_id`;

const noPath: TreePath = { nodeNames: [], nodePaths: [] };

/** The TestRunTestCaseAdditionalFields-dm document of an execution row (`executionSelect`). */
export function executionDocument(
  row: ExecutionDocumentRow,
  scoped: ScopedProject<ProjectRef>,
  testerName: string | null,
  locale: Locale,
) {
  const { ProjectId, SubprojectId } = scopeFields(scoped, 0);
  const { step_results: stepResults, result } = row;
  const steps = row.case_steps ?? [];
  return toDocument(
    'TestRunTestCaseAdditionalFields-dm',
    row.id,
    auditOf(row),
    {
      General: {
        TenantId: row.tenant_id,
        Id: row.business_id,
        Result: result,
        TestRunDocRef: docRefOf('TestRun-dm', row.run_id),
        TestSuiteDocRef: docRefOf('TestSuite-dm', row.suite_id),
        TestCaseDocRef: docRefOf('TestCase-dm', row.case_id),
        ProjectId,
        SubprojectId,
        ResultDetails: row.result_details,
        Defects: row.defects,
        HasTester: row.tester !== null,
        Tester: row.tester,
      },
      TestSteps: steps.map((step) => ({
        Id: step.Id,
        Number: step.No,
        Result: stepResults[step.Id] ?? RESULT_UNTESTED,
        Attachments: [],
      })),
      DisplayFields: {
        TesterDisplayName: testerName,
        ResultName: resultCodes[result - 1]![locale],
        TestCasePath: Array.isArray(row.case_path) ? treePathOf(row.case_path) : (row.case_path ?? noPath),
      },
      RiskLevelData: row.case_risk_level
        ? riskLevelData(row.case_risk_level)
        : riskLevelDataOfCase(row.case_business_id, row.case_risk),
      RiskSelection: riskSelectionGroup(row.risk_selection),
    },
    locale,
    {
      TestedBy: row.tested_by,
      TestedOn: row.tested_on ? timestamp(row.tested_on).getTime() : null,
      LatestTestCaseExecutionData: {
        TestRunId: row.run_business_id,
        TestCaseId: row.case_business_id,
        TestCaseTitle: row.case_title,
      },
    },
  );
}
