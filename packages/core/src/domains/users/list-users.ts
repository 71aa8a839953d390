import type { UserRow } from '../../kernel/entities/rows';
import { invalidParams } from '../../kernel/errors';
import { auditListFields, defineList } from '../../kernel/list/define-list';
import type { ListField } from '../../kernel/list/list-query';
import type { VersionSpec } from '../../kernel/scope/resolve-version';
import { callerUnits, visibleUsers } from './caller-units';
import { userColumns, userDocument } from './user-document';

const fields: Record<string, ListField> = {
  id: { column: 'u.id', type: 'uuid' },
  username: { column: 'u.username', type: 'text' },
  email: { column: 'u.email', type: 'text' },
  firstName: { column: 'u.first_name', type: 'text' },
  lastName: { column: 'u.last_name', type: 'text' },
  enabled: { column: 'u.enabled', type: 'boolean' },
  ExpirationDate: { column: 'u.expiration_date', type: 'epoch' },
  /** Users with a role on the unit (`P_1`, `SP_2`, the tenant id). */
  organizationUnit: { column: 'u.role_units', type: 'textArray' },
  /** Users holding a role of that name somewhere. */
  role: { column: 'u.role_names', type: 'textArray' },
  ...auditListFields('u'),
};

/** The filters LIST_DOCUMENTS takes as a project scope; users belong to the tenant, so they are unknown fields here. */
const scopeFilters = {
  projectId: 'ProjectId',
  subProjectId: 'SubprojectId',
  projectVersionNumber: 'ProjectVersionNumber',
};

/**
 * LIST_DOCUMENTS for User-dm: the users of the tenant the caller sees (everyone with a tenant-wide role; else
 * themselves and those sharing a project or sub project with them), deleted users never. Each sort has an index led
 * by the tenant (see the users migration), so a page is read in order.
 */
export const userList = defineList({
  fields,
  fulltext: (config) => (config === 'german' ? 'u.search_de' : 'u.search_en'),
  defaultSort: ['username ASC'],
  tieBreaker: 'u.id',
  async scope(ctx, spec: VersionSpec) {
    const named = Object.entries(scopeFilters).find(([key]) => spec[key as keyof VersionSpec] !== undefined);
    if (named)
      throw invalidParams('UNKNOWN_FILTER_FIELD', { field: named[1], allowed: Object.keys(fields).join(', ') });
    return visibleUsers(ctx, await callerUnits(ctx));
  },
  source: (ctx, visible) => ({
    select: userColumns,
    from: 'app_user u',
    where: `u.tenant_id = ? AND u.deleted_on IS NULL AND ${visible.sql}`,
    params: [ctx.principal.tenantId, ...visible.params],
  }),
  entries: (ctx, rows: UserRow[]) => rows.map((row) => userDocument(row, ctx.locale)),
});
