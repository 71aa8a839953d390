import type { Context as HonoContext } from 'hono';

/** The project context headers of spec part 1 §6, passed through as sent; services validate them. */
export const contextHeaders = (c: HonoContext) => ({
  projectId: c.req.header('Project-Id') || undefined,
  subprojectId: c.req.header('Subproject-Id') || undefined,
});
