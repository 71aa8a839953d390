import { attachmentsRouter } from './routers/attachments/router';
import { contentRouter } from './routers/content/router';
import { documentsRouter } from './routers/documents/router';
import { executionsRouter } from './routers/executions/router';
import { projectsRouter } from './routers/projects/router';
import { runsRouter } from './routers/runs/router';
import { tasksRouter } from './routers/tasks/router';
import { router } from './trpc';

export const appRouter = router({
  documents: documentsRouter,
  projects: projectsRouter,
  content: contentRouter,
  tasks: tasksRouter,
  runs: runsRouter,
  executions: executionsRouter,
  attachments: attachmentsRouter,
});
export type AppRouter = typeof appRouter;
