import type { ProjectSpec } from '@tmt/contract';
import { resolveVersionScope } from '../content/resolve-version';
import type { ServiceContext } from '../context';
import { enqueueTask } from './enqueue-task';
import { taskProject } from './task-project';

/** RESET_TEST_SUITES_ORDER: queues a renumbering of the suites of one version by one sort. */
export async function requestSuiteOrderReset(ctx: ServiceContext, spec: ProjectSpec, sort: string): Promise<string> {
  return ctx.em.transactional(async (em) => {
    const { scoped, version } = await resolveVersionScope({ ...ctx, em }, spec, 'write');
    return enqueueTask(em, ctx.principal, {
      type: 'RESET_TEST_SUITES_ORDER',
      project: taskProject(scoped),
      versionNumber: version.versionNumber,
      parameters: { versionId: version.id, sort },
      estimatedSeconds: 1,
    });
  });
}
