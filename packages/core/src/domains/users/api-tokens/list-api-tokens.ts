import type { ListApiTokensParams } from '@tmt/contract';
import type { z } from 'zod';
import type { ServiceContext } from '../../../kernel/context';
import { tokenOwner } from './api-token-owner';
import { type ApiTokenRow, apiTokenColumns, apiTokenOf } from './api-token-rows';

/** A user has a handful of tokens; the list is capped all the same, newest first. */
const MAX_LISTED = 1_000;

/** LIST_API_TOKENS: the tokens of the caller, or of a user the caller administers; active ones unless asked. */
export async function listApiTokens(ctx: ServiceContext, params: z.infer<typeof ListApiTokensParams>) {
  const owner = await tokenOwner(ctx, params.username);
  const active = params.includeInactive ? '' : 'AND t.revoked_on IS NULL AND t.expires_on > now()';
  const rows = await ctx.em.execute<ApiTokenRow[]>(
    `SELECT ${apiTokenColumns} FROM api_token t JOIN app_user u ON u.id = t.user_id
     WHERE t.tenant_id = ? AND t.user_id = ? ${active}
     ORDER BY t.created_on DESC, t.id LIMIT ${MAX_LISTED}`,
    [ctx.principal.tenantId, owner.id],
  );
  return { entries: rows.map(apiTokenOf) };
}
