import { attachmentsRouter } from './routers/attachments/router';
import { automationRouter } from './routers/automation/router';
import { contentRouter } from './routers/content/router';
import { documentsRouter } from './routers/documents/router';
import { executionsRouter } from './routers/executions/router';
import { importsRouter } from './routers/imports/router';
import { pinsRouter } from './routers/pins/router';
import { projectsRouter } from './routers/projects/router';
import { riskRouter } from './routers/risk/router';
import { runsRouter } from './routers/runs/router';
import { tasksRouter } from './routers/tasks/router';
import { tenantRouter } from './routers/tenant/router';
import { tokensRouter } from './routers/tokens/router';
import { router } from './trpc';

export const appRouter = router({
  documents: documentsRouter,
  projects: projectsRouter,
  content: contentRouter,
  tasks: tasksRouter,
  runs: runsRouter,
  executions: executionsRouter,
  attachments: attachmentsRouter,
  automation: automationRouter,
  imports: importsRouter,
  pins: pinsRouter,
  risk: riskRouter,
  tokens: tokensRouter,
  tenant: tenantRouter,
});
export type AppRouter = typeof appRouter;
