import { z } from 'zod';
import { OrganizationUnitRole } from '../user';
import { epochMs, modelDocument, text } from './envelope';

/**
 * A user (content/docs/en/api/document-model/user.md): its `Root` mirrors an OpenID Connect (Keycloak) user — `enabled`, `id`, `username`, `email`,
 * `firstName`, `lastName`, `extension.TenantId`, `setting.ExpirationDate` and the roles in `organizationUnitRole` —
 * beside the Metadata every document has.
 */
export const UserDocument = modelDocument('User-dm', 'UserDocument', {
  enabled: z.boolean(),
  id: text,
  username: text,
  email: text,
  firstName: text,
  lastName: text,
  extension: z.strictObject({ TenantId: text }),
  /** Epoch milliseconds after which the user's tokens are refused; null: never. */
  setting: z.strictObject({ ExpirationDate: epochMs.nullable() }),
  organizationUnitRole: z.array(OrganizationUnitRole),
});
