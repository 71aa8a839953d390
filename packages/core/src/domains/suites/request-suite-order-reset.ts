import type { ProjectSpec } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import { resolveVersionScope } from '../../kernel/scope/resolve-version';
import { enqueueTask } from '../../kernel/tasks/enqueue-task';
import { taskProject } from '../../kernel/tasks/task-project';

/** RESET_TEST_SUITES_ORDER: queues a renumbering of the suites of one version by one sort. */
export async function requestSuiteOrderReset(ctx: ServiceContext, spec: ProjectSpec, sort: string): Promise<string> {
  return ctx.tx(async (tx) => {
    const { scoped, version } = await resolveVersionScope(tx, spec, 'write');
    return enqueueTask(tx.em, ctx.principal, {
      type: 'RESET_TEST_SUITES_ORDER',
      project: taskProject(scoped),
      versionNumber: version.versionNumber,
      parameters: { versionId: version.id, sort },
      estimatedSeconds: 1,
    });
  });
}
