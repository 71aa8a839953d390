import { type QfVersionParams, resultCodes, taskParams } from '@tmt/contract';
import type { z } from 'zod';
import type { caseContentColumns } from '../../kernel/documents/columns';
import { defineTask } from '../../kernel/tasks/define-task';
import { exportHeader, exportTaskOrder, writeExport } from './export-place';
import { treeRows } from './version-tree';

/** The name `versionDelta.changedFields` gives each column that holds what a case says. */
const deltaFields: Record<Exclude<(typeof caseContentColumns)[number], 'is_imported'>, string> = {
  title: 'title',
  description: 'description',
  status: 'status',
  type: 'type',
  automation: 'automation',
  prioritization: 'prioritization',
  estimated_execution_time: 'estimatedExecutionTime',
  assignee: 'assignee',
  important_addition: 'importantAdditionForNextTestRun',
  criteria: 'criteria',
  tags: 'tags',
  preconditions: 'precondition',
  sources: 'sources',
  risk: 'risk',
  steps: 'testSteps',
};

const changedFieldsSql = `array_remove(ARRAY[${Object.entries(deltaFields)
  .map(([column, field]) => `CASE WHEN p.${column} IS DISTINCT FROM c.${column} THEN '${field}' END`)
  .join(', ')}], NULL)`;

interface RemovedCase {
  technicalId: string;
  id: string;
  title: string;
}

const resultNames = JSON.stringify(resultCodes.map((code) => code.en));

const epochMs = (column: string) => `(extract(epoch FROM ${column}) * 1000)::bigint`;

/**
 * One case as its export entry, built by PostgreSQL (JSON text): `c` is the case, `p` the same case (by Id) in the
 * version compared with, `tree` its place. Parameters: version number, the result names (JSON array), version
 * compared with (or null) twice.
 */
const caseJsonSql = `json_build_object(
  'technicalId', c.id, 'id', c.business_id, 'title', c.title, 'versionNumber', ?::int,
  'state', (SELECT json_build_object('result', e.result, 'resultName', (?::jsonb) ->> (e.result - 1),
      'testedOn', ${epochMs('e.tested_on')}, 'testRunId', r.business_id)
    FROM test_execution e JOIN test_run r ON r.id = e.run_id
    WHERE e.tenant_id = c.tenant_id AND e.case_id = c.id AND e.tested_on IS NOT NULL ORDER BY e.tested_on DESC LIMIT 1),
  'tags', c.tags, 'status', c.status, 'assignee', c.assignee, 'type', c.type, 'automation', c.automation,
  'prioritization', c.prioritization,
  'versionDelta', json_build_object('comparedWith', ?::int,
    'change', CASE WHEN p.id IS NULL THEN 'NEW' WHEN cardinality(d.changed) > 0 THEN 'CHANGED' ELSE 'UNCHANGED' END,
    'changedFields', d.changed),
  'description', c.description,
  'attachments', (SELECT coalesce(json_agg(json_build_object('attachmentId', a.id, 'fileName', a.file_name,
      'mimeType', a.mime_type, 'size', a.size) ORDER BY da.position), '[]'::json)
    FROM document_attachment da JOIN attachment a ON a.id = da.attachment_id
    WHERE da.document_id = c.id AND da.tenant_id = c.tenant_id),
  'precondition', c.preconditions,
  'testSteps', (SELECT coalesce(json_agg(json_build_object('no', coalesce((s.step ->> 'No')::int, s.ord::int),
      'id', s.step ->> 'Id', 'action', coalesce(s.step ->> 'Action', ''),
      'expectedResult', coalesce(s.step ->> 'ExpectedResult', '')) ORDER BY s.ord), '[]'::json)
    FROM jsonb_array_elements(c.steps) WITH ORDINALITY AS s(step, ord)),
  'path', tree.path, 'testSuiteId', ts.business_id, 'automationKey', (SELECT ak.key FROM case_automation_key ak WHERE ak.case_id = c.id),
  'metadata', json_build_object('createdOn', ${epochMs('c.created_on')}, 'createdBy', c.created_by,
    'editedOn', ${epochMs('c.edited_on')}, 'editedBy', c.edited_by,
    'derivedFrom', CASE WHEN p.id IS NULL THEN NULL ELSE json_build_object('versionNumber', ?::int, 'technicalId', p.id) END)
)::text AS json`;

/** The removed cases the task's `Result` names; their count is always complete. */
const MAX_REMOVED_LISTED = 1000;

/** The detail list: the version's cases, as the cursor hands them over. */
async function* detailJson(cases: AsyncIterable<{ json: string }[]>, counts: { cases: number }) {
  yield '[';
  for await (const batch of cases) {
    yield `${counts.cases ? ',' : ''}${batch.map((row) => row.json).join(',')}`;
    counts.cases += batch.length;
  }
  yield ']';
}

/**
 * EXPORT_QF_DATA_DETAIL: every case of one version in tree order with its details and what changed against the
 * version it was derived from, as the bare list the spec names. PostgreSQL builds each entry; they stream from a
 * cursor into the blob store a batch at a time. The cases that version had and this one has not are not cases of
 * the version: the task's `Result` counts them and names the first 1,000.
 */
export const exportQfDataDetailTask = defineTask({
  type: 'EXPORT_QF_DATA_DETAIL',
  params: taskParams.EXPORT_QF_DATA_DETAIL,
  request: (ctx, input: z.output<typeof QfVersionParams>) => exportTaskOrder(ctx, input),
  async handle(task) {
    const { ctx, params } = task;
    const place = await exportHeader(ctx, params.versionId);
    const tenantId = ctx.principal.tenantId;
    const previous = place.previousVersionId;
    const compared = previous ? place.version.derived_version_number : null;
    const cases = treeRows<{ json: string }>(
      ctx,
      params.versionId,
      {
        select: caseJsonSql,
        joins: `JOIN test_case c ON c.id = tree.id
         JOIN test_suite ts ON ts.id = c.suite_id
         LEFT JOIN test_case p ON p.tenant_id = c.tenant_id AND p.version_id = ?::uuid AND p.business_id = c.business_id
         CROSS JOIN LATERAL (SELECT CASE WHEN p.id IS NULL THEN '{}'::text[] ELSE ${changedFieldsSql} END AS changed) d`,
        where: "tree.kind = 'C'",
        params: [place.version.version_number, resultNames, compared, compared, previous],
      },
      1000,
    );
    const counts = { cases: 0 };
    const file = await writeExport(task, place, 'DETAIL', detailJson(cases, counts));
    const removed = await ctx.em.execute<(RemovedCase & { total: string })[]>(
      `SELECT p.id AS "technicalId", p.business_id AS id, p.title, count(*) OVER () AS total
       FROM test_case p
       WHERE p.tenant_id = ? AND p.version_id = ?::uuid AND NOT EXISTS (
         SELECT 1 FROM test_case c WHERE c.tenant_id = p.tenant_id AND c.version_id = ? AND c.business_id = p.business_id)
       ORDER BY length(p.business_id), p.business_id LIMIT ${MAX_REMOVED_LISTED}`,
      [tenantId, previous, params.versionId],
    );
    return {
      cases: counts.cases,
      removed: Number(removed[0]?.total ?? 0),
      removedTestCases: removed.map(({ total: _, ...entry }) => entry),
      size: file.size,
    };
  },
});
