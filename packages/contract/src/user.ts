import { z } from 'zod';

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
