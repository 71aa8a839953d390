import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type OrganizationUnitRole, roleNamed, roleNames } from '@tmt/contract';
import type { Principal } from '../access/principal';
import { DomainError } from '../errors';

/** What every API token's secret starts with, so secret scanners (GitHub's, gitleaks) can find leaked ones. */
export const API_TOKEN_PREFIX = 'tmt_';
/** How many characters of a secret are kept in clear and listed, to tell tokens apart. */
const SHOWN = API_TOKEN_PREFIX.length + 6;
/** How often the last use is written: at most once a minute per token, not on every request. */
const LAST_USED_EVERY = '1 minute';

export const isApiToken = (bearer: string) => bearer.startsWith(API_TOKEN_PREFIX);

/** The secret is 32 random bytes: a fast hash is enough, nothing can be guessed from it. */
export const apiTokenHash = (secret: string) => createHash('sha256').update(secret, 'utf8').digest();

/** A new secret, and what is kept of it. */
export function newApiTokenSecret() {
  const secret = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { secret, prefix: secret.slice(0, SHOWN), hash: apiTokenHash(secret) };
}

const rank = (role: string) => roleNames.indexOf(roleNamed(role) ?? 'viewer');
const sameUnit = (a: OrganizationUnitRole, b: OrganizationUnitRole) =>
  a.organizationUnit.type === b.organizationUnit.type && a.organizationUnit.id === b.organizationUnit.id;

/**
 * The roles a token narrowed to `scope` grants while its owner holds `owned`: each scoped role as far as the owner
 * still holds it on that unit or on the tenant, never more. A scope of null grants what the owner holds.
 */
export function scopedRoles(
  owned: OrganizationUnitRole[],
  scope: OrganizationUnitRole[] | null,
  tenantId: string,
): OrganizationUnitRole[] {
  if (!scope) return owned;
  const granted: OrganizationUnitRole[] = [];
  for (const wanted of scope) {
    const cover = owned.filter(
      (held) =>
        roleNamed(held.role) &&
        (sameUnit(held, wanted) || (held.organizationUnit.type === 'TENANT' && held.organizationUnit.id === tenantId)),
    );
    if (!cover.length) continue;
    const best = Math.max(...cover.map((held) => rank(held.role)));
    granted.push({ ...wanted, role: roleNames[Math.min(best, rank(wanted.role))] as string });
  }
  return granted;
}

interface TokenRow {
  id: string;
  tenant_id: string;
  user_id: string;
  username: string;
  organization_unit_role: OrganizationUnitRole[];
  roles: OrganizationUnitRole[] | null;
  expires_on: Date | string;
  user_expires: Date | string | null;
  usable: boolean;
}

/**
 * The caller behind an API token: its owner, enabled and not deleted, with the token's roles. A secret that matches
 * no token, or a revoked one, is TOKEN_INVALID; an expired token or owner TOKEN_EXPIRED. Tokens of every tenant share
 * one lookup by hash: the secret names its tenant.
 */
export async function resolveApiToken(
  em: EntityManager,
  secret: string,
): Promise<{ principal: Principal; expiresAt: number }> {
  const [row] = await em.execute<TokenRow[]>(
    `SELECT t.id, t.tenant_id, t.user_id, u.username, u.organization_unit_role, t.roles, t.expires_on,
            u.expiration_date AS user_expires,
            (t.revoked_on IS NULL AND u.enabled AND u.deleted_on IS NULL) AS usable
     FROM api_token t JOIN app_user u ON u.id = t.user_id
     WHERE t.secret_hash = ?`,
    [apiTokenHash(secret)],
  );
  if (!row?.usable) throw new DomainError('UNAUTHENTICATED', 'TOKEN_INVALID');
  const now = Date.now();
  const expiresAt = new Date(row.expires_on).getTime();
  if (expiresAt <= now || (row.user_expires !== null && new Date(row.user_expires).getTime() < now)) {
    throw new DomainError('UNAUTHENTICATED', 'TOKEN_EXPIRED');
  }
  await em.execute(
    `UPDATE api_token SET last_used_on = now()
     WHERE id = ? AND (last_used_on IS NULL OR last_used_on < now() - interval '${LAST_USED_EVERY}')`,
    [row.id],
  );
  return {
    principal: {
      tenantId: row.tenant_id,
      userId: row.user_id,
      username: row.username,
      roles: scopedRoles(row.organization_unit_role, row.roles, row.tenant_id),
    },
    expiresAt,
  };
}
