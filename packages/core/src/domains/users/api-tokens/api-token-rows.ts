import type { ApiToken, OrganizationUnitRole } from '@tmt/contract';

/** The columns an API token is listed with (never the hash). */
export const apiTokenColumns = `t.id, t.name, t.prefix, u.username, t.roles, t.created_by, t.created_on, t.last_used_on,
  t.expires_on, t.revoked_on`;

export interface ApiTokenRow {
  id: string;
  name: string;
  prefix: string;
  username: string;
  roles: OrganizationUnitRole[] | null;
  created_by: string;
  created_on: Date | string;
  last_used_on: Date | string | null;
  expires_on: Date | string;
  revoked_on: Date | string | null;
}

/** Raw SQL answers timestamps as text: epoch milliseconds, as the documents give times. */
const ms = (at: Date | string) => new Date(at).getTime();

export const apiTokenOf = (row: ApiTokenRow): ApiToken => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  username: row.username,
  organizationUnitRole: row.roles,
  createdBy: row.created_by,
  createdOn: ms(row.created_on),
  lastUsedOn: row.last_used_on === null ? null : ms(row.last_used_on),
  expiresOn: ms(row.expires_on),
  revokedOn: row.revoked_on === null ? null : ms(row.revoked_on),
});
