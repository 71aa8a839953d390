import type { Locale } from '@tmt/contract';
import { auditOf } from '../../kernel/documents/content-row';
import { toDocument } from '../../kernel/documents/envelope';
import type { UserRow } from '../../kernel/entities/rows';
import { timestamp } from '../../kernel/entities/timestamp';

/** The columns a user is read with (the generated role arrays and search vectors left out). */
export const userColumns = `u.id, u.tenant_id, u.username, u.email, u.first_name, u.last_name, u.enabled,
  u.expiration_date, u.organization_unit_role, u.deleted_on, u.created_by, u.created_on, u.edited_by, u.edited_on,
  u.model_version`;

/** The User-dm document of an `app_user` row: the OpenID Connect (Keycloak) shape, with Metadata. */
export function userDocument(row: UserRow, locale: Locale) {
  return toDocument(
    'User-dm',
    row.id,
    auditOf(row),
    {
      enabled: row.enabled,
      id: row.id,
      username: row.username,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      extension: { TenantId: row.tenant_id },
      setting: { ExpirationDate: row.expiration_date ? timestamp(row.expiration_date).getTime() : null },
      organizationUnitRole: row.organization_unit_role,
    },
    locale,
  );
}
