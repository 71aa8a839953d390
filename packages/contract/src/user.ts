import { z } from 'zod';
import { roleNamed, roleNames } from './roles';

/** The unit a role applies to: the whole tenant, one project (and its sub projects), or one sub project. */
export const OrganizationUnit = z.discriminatedUnion('type', [
  z.object({ type: z.literal('TENANT'), id: z.string().min(1) }),
  z.object({ type: z.literal('PROJECT'), id: z.string().regex(/^P_\d+$/) }),
  z.object({ type: z.literal('SUBPROJECT'), id: z.string().regex(/^SP_\d+$/) }),
]);
export type OrganizationUnit = z.infer<typeof OrganizationUnit>;

export const OrganizationUnitRole = z.object({ organizationUnit: OrganizationUnit, role: z.string().min(1) });
export type OrganizationUnitRole = z.infer<typeof OrganizationUnitRole>;

/** The User document, mirroring an OpenID Connect (Keycloak) user. */
export interface User {
  enabled: boolean;
  id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  extension: { TenantId: string };
  setting: { ExpirationDate: number | null };
  organizationUnitRole: OrganizationUnitRole[];
}

/**
 * A username: what a token's `preferred_username` (or `sub`) carries. Letters, digits and `. _ - @ +`, as identity
 * providers such as Keycloak allow them; unique per tenant regardless of case.
 */
export const Username = z
  .string()
  .min(1, 'username must not be empty')
  .max(255)
  .regex(/^[\p{L}\p{N}._@+-]+$/u, 'a username holds letters, digits and . _ - @ + only');

const name = z.string().trim().max(255);
const email = z.union([z.literal(''), z.email().max(255)]);
/** Epoch milliseconds; null: never expires. */
const expirationDate = z.number().int().min(0).max(8_640_000_000_000_000).nullable();
/** A role given to a user: one TMT knows, whatever its case, stored by its name. */
export const GrantedRole = z.object({
  organizationUnit: OrganizationUnit,
  role: z.preprocess((name) => (typeof name === 'string' ? (roleNamed(name) ?? name) : name), z.enum(roleNames)),
});
/** At most 1,000 roles; the same unit and role given twice count once. */
const roles = z.array(GrantedRole).max(1_000);

/** `Root` of a new User-dm (ADD_DOCUMENT); `id`, `extension` and the read-only blocks are the server's. */
export const UserInput = z.object({
  username: Username,
  email: email.default(''),
  firstName: name.default(''),
  lastName: name.default(''),
  enabled: z.boolean().default(true),
  setting: z.object({ ExpirationDate: expirationDate.default(null) }).default({ ExpirationDate: null }),
  organizationUnitRole: roles.default([]),
});

/**
 * `Root` of a changed User-dm (MODIFY_DOCUMENT): what is sent changes, `organizationUnitRole` as a whole list. The
 * username is the user's identity in tokens and in every record: sent, it must be the stored one.
 */
export const UserPatch = z.object({
  username: Username.optional(),
  email: email.optional(),
  firstName: name.optional(),
  lastName: name.optional(),
  enabled: z.boolean().optional(),
  setting: z.object({ ExpirationDate: expirationDate.optional() }).optional(),
  organizationUnitRole: roles.optional(),
});
