import { type CreateQfRunParams, docRefOf } from '@tmt/contract';
import type { z } from 'zod';
import type { ServiceContext } from '../../kernel/context';
import { insertRun } from '../runs/add-run';
import { loadRun } from '../runs/load-run';
import { qfVersionScope } from './qf-version';
import { addCaseSetToRun } from './run-cases';

/**
 * CREATE_QF_RUN: a new, active run of one version holding every case of it whose Automation is AUTOMATED (with
 * their suites, each execution Untested), for an automation tool to record its results in. The tool's language is
 * kept in the run's Configuration. One transaction; set-based however many cases the version has.
 */
export function createQfRun(ctx: ServiceContext, input: z.output<typeof CreateQfRunParams>): Promise<string> {
  return ctx.tx(async (tx) => {
    const { scoped, version } = await qfVersionScope(tx, input, 'write');
    const id = await insertRun(tx, scoped, version, {
      Title: input.title,
      Description: '',
      Configuration: `Language: ${input.language}`,
    });
    const ref = docRefOf('TestRun-dm', id);
    const run = await loadRun(tx, id, ref, 'write', 'update');
    await addCaseSetToRun(tx, run, {
      sql: "SELECT a.id FROM test_case a WHERE a.tenant_id = ? AND a.version_id = ? AND a.automation = 'AUTOMATED'",
      params: [tx.principal.tenantId, version.id],
    });
    return ref;
  });
}
