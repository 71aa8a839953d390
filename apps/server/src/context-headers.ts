import type { Context as HonoContext } from 'hono';
import { requestHeader } from './node-http';

/** The project context headers of spec part 1 §6, passed through as sent; services validate them. */
export const contextHeaders = (c: HonoContext) => ({
  projectId: requestHeader(c, 'Project-Id') || undefined,
  subprojectId: requestHeader(c, 'Subproject-Id') || undefined,
});
