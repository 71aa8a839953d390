import type { Context as HonoContext } from 'hono';
import { requestHeader } from './node-http';

/** The project context headers of content/docs/en/api/introduction/http-api.md, passed through as sent; services validate them. */
export const contextHeaders = (c: HonoContext) => ({
  projectId: requestHeader(c, 'Project-Id') || undefined,
  subprojectId: requestHeader(c, 'Subproject-Id') || undefined,
});
