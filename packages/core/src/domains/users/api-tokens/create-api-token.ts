import { randomUUID } from 'node:crypto';
import {
  API_TOKEN_DEFAULT_DAYS,
  API_TOKEN_MAX_DAYS,
  type CreateApiTokenParams,
  type OrganizationUnitRole,
} from '@tmt/contract';
import type { z } from 'zod';
import { newApiTokenSecret, scopedRoles } from '../../../kernel/auth/api-tokens';
import type { ServiceContext } from '../../../kernel/context';
import { DomainError } from '../../../kernel/errors';
import { sameRoles } from '../user-admin';
import { tokenOwner } from './api-token-owner';
import { type ApiTokenRow, apiTokenColumns, apiTokenOf } from './api-token-rows';

const DAY_MS = 86_400_000;
const unitName = (r: OrganizationUnitRole) => `${r.organizationUnit.type} ${r.organizationUnit.id}`;

function expiry(expiresOn: string | undefined, now: number): Date {
  if (expiresOn === undefined) return new Date(now + API_TOKEN_DEFAULT_DAYS * DAY_MS);
  // A date alone means the end of that day (UTC): "until 2027-03-31" includes the 31st.
  const at = new Date(expiresOn.length === 10 ? `${expiresOn}T23:59:59.999Z` : expiresOn);
  const problem =
    at.getTime() <= now
      ? 'expiresOn lies in the past'
      : at.getTime() > now + API_TOKEN_MAX_DAYS * DAY_MS
        ? `expiresOn may lie at most ${API_TOKEN_MAX_DAYS} days ahead`
        : undefined;
  if (problem)
    throw new DomainError(
      'INVALID_PARAMS',
      'INVALID_PARAMS',
      {},
      { issues: [{ path: 'expiresOn', message: problem }] },
    );
  return at;
}

/**
 * CREATE_API_TOKEN: a new token of the caller (or of a user the caller administers). A narrower scope must lie within
 * what the owner holds (API_TOKEN_SCOPE_NOT_HELD). A token made while the caller's roles are narrower than their
 * stored ones (they called with a narrowed token, or their identity provider named roles) keeps those narrower roles
 * as its scope: a token never grants more than the call that made it could do.
 */
export async function createApiToken(ctx: ServiceContext, params: z.infer<typeof CreateApiTokenParams>) {
  const owner = await tokenOwner(ctx, params.username);
  const now = Date.now();
  const expiresOn = expiry(params.expiresOn, now);
  let scope: OrganizationUnitRole[] | null = params.organizationUnitRole ?? null;
  if (scope) {
    const tenantId = ctx.principal.tenantId;
    const missing = scope.find((wanted) => scopedRoles(owner.roles, [wanted], tenantId)[0]?.role !== wanted.role);
    if (missing) {
      throw new DomainError('FORBIDDEN', 'API_TOKEN_SCOPE_NOT_HELD', {
        user: owner.username,
        role: missing.role,
        unit: unitName(missing),
      });
    }
  } else if (owner.self) {
    const [stored] = await ctx.em.execute<{ organization_unit_role: OrganizationUnitRole[] }[]>(
      'SELECT organization_unit_role FROM app_user WHERE id = ?',
      [owner.id],
    );
    if (!stored || !sameRoles(stored.organization_unit_role, owner.roles)) scope = owner.roles;
  }
  const { secret, prefix, hash } = newApiTokenSecret();
  const id = randomUUID();
  await ctx.em.execute(
    `INSERT INTO api_token (id, tenant_id, user_id, name, prefix, secret_hash, roles, expires_on, created_by)
     VALUES (?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?)`,
    [
      id,
      ctx.principal.tenantId,
      owner.id,
      params.name,
      prefix,
      hash,
      scope ? JSON.stringify(scope) : null,
      expiresOn,
      ctx.principal.username,
    ],
  );
  const [row] = await ctx.em.execute<ApiTokenRow[]>(
    `SELECT ${apiTokenColumns} FROM api_token t JOIN app_user u ON u.id = t.user_id WHERE t.id = ?`,
    [id],
  );
  return { token: secret, apiToken: apiTokenOf(row as ApiTokenRow) };
}
