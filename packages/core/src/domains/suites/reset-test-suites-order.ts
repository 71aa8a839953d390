import { type ResetTestSuitesOrderParams, taskParams } from '@tmt/contract';
import { generateNKeysBetween } from 'fractional-indexing';
import type { z } from 'zod';
import { lockRow } from '../../kernel/locks';
import { resolveVersionScope } from '../../kernel/scope/resolve-version';
import { defineTask } from '../../kernel/tasks/define-task';

const orderings = {
  'Title ASC': 'lower(title) ASC, id',
  'Title DESC': 'lower(title) DESC, id',
  'Id ASC': 'length(business_id) ASC, business_id ASC',
  'Id DESC': 'length(business_id) DESC, business_id DESC',
  'CreatedOn ASC': 'created_on ASC, id',
  'CreatedOn DESC': 'created_on DESC, id',
} as const;

/** RESET_TEST_SUITES_ORDER: fresh, evenly spread order keys for the suites of one version, by one sort. */
export const resetTestSuitesOrderTask = defineTask({
  type: 'RESET_TEST_SUITES_ORDER',
  params: taskParams.RESET_TEST_SUITES_ORDER,
  async request(ctx, { projectSpec, sort }: z.output<typeof ResetTestSuitesOrderParams>) {
    const { scoped, version } = await resolveVersionScope(ctx, projectSpec, 'write');
    return {
      scope: scoped,
      versionNumber: version.versionNumber,
      params: { versionId: version.id, sort },
      estimatedSeconds: 1,
    };
  },
  async handle({ ctx: { em, principal }, params: { versionId, sort }, progress }) {
    const tenantId = principal.tenantId;
    await lockRow(em, 'version', 'update', tenantId, versionId);
    const [count] = await em.execute<{ n: number }[]>(
      'SELECT count(*)::int AS n FROM test_suite WHERE tenant_id = ? AND version_id = ?',
      [tenantId, versionId],
    );
    const keys = generateNKeysBetween(null, null, count?.n ?? 0);
    await progress(20);
    // Keys are unique per version: park every suite on a key of its own first, then hand out the new ones.
    await em.execute("UPDATE test_suite SET order_key = '~' || id WHERE tenant_id = ? AND version_id = ?", [
      tenantId,
      versionId,
    ]);
    await progress(50);
    await em.execute(
      `UPDATE test_suite s SET order_key = k.key
       FROM (SELECT id, row_number() OVER (ORDER BY ${orderings[sort]}) AS n FROM test_suite WHERE tenant_id = ? AND version_id = ?) o
       JOIN jsonb_array_elements_text(?::jsonb) WITH ORDINALITY AS k(key, n) ON k.n = o.n
       WHERE s.id = o.id`,
      [tenantId, versionId, JSON.stringify(keys)],
    );
    return { suites: keys.length };
  },
});
