import { attachmentsRouter } from './routers/attachments/router';
import { automationRouter } from './routers/automation/router';
import { casesRouter } from './routers/cases/router';
import { documentsRouter } from './routers/documents/router';
import { executionsRouter } from './routers/executions/router';
import { foldersRouter } from './routers/folders/router';
import { importsRouter } from './routers/imports/router';
import { pinsRouter } from './routers/pins/router';
import { projectsRouter } from './routers/projects/router';
import { riskRouter } from './routers/risk/router';
import { runsRouter } from './routers/runs/router';
import { suitesRouter } from './routers/suites/router';
import { tenantsRouter } from './routers/tenants/router';
import { treeRouter } from './routers/tree/router';
import { usersRouter } from './routers/users/router';
import { router } from './trpc';

/** One router per domain of packages/core/src/domains, plus `documents` for the dispatch layer's services. */
export const appRouter = router({
  attachments: attachmentsRouter,
  automation: automationRouter,
  cases: casesRouter,
  documents: documentsRouter,
  executions: executionsRouter,
  folders: foldersRouter,
  imports: importsRouter,
  pins: pinsRouter,
  projects: projectsRouter,
  risk: riskRouter,
  runs: runsRouter,
  suites: suitesRouter,
  tenants: tenantsRouter,
  tree: treeRouter,
  users: usersRouter,
});
export type AppRouter = typeof appRouter;
