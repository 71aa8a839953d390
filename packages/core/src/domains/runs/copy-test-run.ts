import { randomUUID } from 'node:crypto';
import { type CopyTestRunParams, docRefOf, parseDocRef, taskParams } from '@tmt/contract';
import type { z } from 'zod';
import { nextBusinessNumber } from '../../kernel/ids/next-business-id';
import { reserveBusinessNumbers } from '../../kernel/ids/reserve-business-numbers';
import { defineTask } from '../../kernel/tasks/define-task';
import { copyAttachments } from '../attachments/copy-attachments';
import { loadRun } from './load-run';

/**
 * COPY_TEST_RUN: a run, open or closed, copied into a new active run of the same version with the source's suites
 * (assignee and priority), its attachments, and cases (tester kept, results reset to Untested, so the evidence
 * attached to the old results stays with them); the task's result names the new run. Suites and cases deleted since the call are left out.
 */
export const copyTestRunTask = defineTask({
  type: 'COPY_TEST_RUN',
  params: taskParams.COPY_TEST_RUN,
  async request(ctx, { testRunDocRef, title }: z.output<typeof CopyTestRunParams>) {
    const run = await loadRun(ctx, parseDocRef(testRunDocRef).id, testRunDocRef, 'write');
    return {
      scope: run.scoped,
      versionNumber: run.versionNumber,
      params: { testRunId: run.id, testRunBusinessId: run.businessId, ...(title ? { title } : {}) },
      estimatedSeconds: 1,
    };
  },
  async handle({ ctx, params: { testRunId, title }, progress }) {
    const { em, principal } = ctx;
    const tenantId = principal.tenantId;
    const source = await loadRun(ctx, testRunId, `TestRun-dm/${testRunId}`, 'read', 'share');
    const projectId = source.scoped.project.id;
    const id = randomUUID();
    const user = principal.username;
    const number = await nextBusinessNumber(em, tenantId, `R:${projectId}`);
    await em.execute(
      `INSERT INTO test_run (id, tenant_id, project_id, version_id, business_id, title, description, configuration,
         status, created_by, created_on, edited_by, edited_on)
       SELECT ?, tenant_id, project_id, version_id, ?, ?, description, configuration, 'active', ?, now(), ?, now()
       FROM test_run WHERE id = ?`,
      [id, `R_${number}`, title ?? `${source.row.title} (copy)`, user, user, source.id],
    );
    await copyAttachments(ctx, { sql: 'SELECT ?::uuid, ?::uuid', params: [source.id, id] });
    await progress(20);
    await em.execute(
      `INSERT INTO test_run_suite (id, tenant_id, run_id, suite_id, assignee, recommended_priority,
         created_by, created_on, edited_by, edited_on)
       SELECT gen_random_uuid(), rs.tenant_id, ?, rs.suite_id, rs.assignee, rs.recommended_priority, ?, now(), ?, now()
       FROM test_run_suite rs JOIN test_suite s ON s.id = rs.suite_id AND s.tenant_id = rs.tenant_id
       WHERE rs.tenant_id = ? AND rs.run_id = ?`,
      [id, user, user, tenantId, source.id],
    );
    const kept = `FROM test_execution e JOIN test_case c ON c.id = e.case_id AND c.tenant_id = e.tenant_id
      WHERE e.tenant_id = ? AND e.run_id = ?`;
    const [count] = await em.execute<{ n: number }[]>(`SELECT count(*)::int AS n ${kept}`, [tenantId, source.id]);
    const first = await reserveBusinessNumbers(em, tenantId, `RC:${projectId}`, count!.n);
    await progress(40);
    await em.execute(
      `INSERT INTO test_execution (id, tenant_id, project_id, run_id, suite_id, case_id, business_id, tester,
         created_by, created_on, edited_by, edited_on)
       SELECT gen_random_uuid(), e.tenant_id, e.project_id, ?, c.suite_id, e.case_id,
         'RC_' || (? + row_number() OVER (ORDER BY length(e.business_id), e.business_id) - 1), e.tester, ?, now(), ?, now()
       ${kept}`,
      [id, first, user, user, tenantId, source.id],
    );
    return { testRunDocRef: docRefOf('TestRun-dm', id), testCases: count!.n };
  },
});
