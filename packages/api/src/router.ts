import { contentRouter } from './routers/content/router';
import { documentsRouter } from './routers/documents/router';
import { projectsRouter } from './routers/projects/router';
import { tasksRouter } from './routers/tasks/router';
import { createCallerFactory, router } from './trpc';

export const appRouter = router({
  documents: documentsRouter,
  projects: projectsRouter,
  content: contentRouter,
  tasks: tasksRouter,
});
export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
