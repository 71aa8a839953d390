import { contentRouter } from './routers/content/router';
import { documentsRouter } from './routers/documents/router';
import { projectsRouter } from './routers/projects/router';
import { createCallerFactory, router } from './trpc';

export const appRouter = router({ documents: documentsRouter, projects: projectsRouter, content: contentRouter });
export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
