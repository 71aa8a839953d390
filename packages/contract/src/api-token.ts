import { z } from 'zod';
import { GrantedRole, OrganizationUnit, Username } from './user';

export { API_TOKEN_DEFAULT_DAYS, API_TOKEN_MAX_DAYS } from './api-token-limits';

export const CreateApiTokenParams = z.object({
  /** What the token is for, to tell tokens apart in the list ("GitLab CI of the shop"). */
  name: z.string().trim().min(1).max(200),
  /** When it stops working: an ISO date or date-time, within API_TOKEN_MAX_DAYS. */
  expiresOn: z.union([z.iso.datetime({ offset: true }), z.iso.date()]).optional(),
  /** Narrower roles than the owner's: the token grants each only as far as its owner holds it. */
  organizationUnitRole: z.array(GrantedRole).min(1).max(100).optional(),
  /** The owner, when not the caller: a user the caller administers (a service user, say). */
  username: Username.optional(),
});

export const ListApiTokensParams = z.object({
  /** Whose tokens: the caller's when left out; another user's for those who administer that user. */
  username: Username.optional(),
  /** Also the revoked and expired ones. */
  includeInactive: z.boolean().optional(),
});

export const RevokeApiTokenParams = z.object({ id: z.uuid() });

/** An API token as listed: never its secret. */
export const ApiToken = z
  .strictObject({
    id: z.uuid(),
    name: z.string(),
    /** The secret's first characters, `tmt_` and six more. */
    prefix: z.string(),
    username: z.string(),
    /** The narrower roles, or null: the owner's roles. */
    organizationUnitRole: z.array(z.object({ organizationUnit: OrganizationUnit, role: z.string() })).nullable(),
    createdBy: z.string(),
    createdOn: z.number().int(),
    lastUsedOn: z.number().int().nullable(),
    expiresOn: z.number().int(),
    revokedOn: z.number().int().nullable(),
  })
  .meta({ id: 'ApiToken' });
export type ApiToken = z.infer<typeof ApiToken>;
