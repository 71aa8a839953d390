import { docRefOf, type ListParams, type PinnedDocumentEntry } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import { displayDate } from '../../kernel/documents/display-date';
import { scopeFields } from '../../kernel/documents/scope-fields';
import type { PgTimestamp, PinRow } from '../../kernel/entities/rows';
import { timestamp } from '../../kernel/entities/timestamp';
import { businessIdField, defineList } from '../../kernel/list/define-list';
import { resolveProjectScope } from '../../kernel/scope/resolve-project';
import type { VersionSpec } from '../../kernel/scope/resolve-version';
import { takeScopeFilters } from '../../kernel/scope/scope-filters';
import { pinnedDocumentSql, pinOwner } from './pinned-document';

type PinListRow = Pick<PinRow, 'id' | 'model' | 'document_id'> & {
  created_on: PgTimestamp;
  title: string;
  business_id: string;
  version_number: number;
};

/**
 * The caller's pins in one project or sub project (ProjectId / SubprojectId filters or the headers, read access),
 * optionally of one version (ProjectVersionNumber). Pins whose document was deleted are left out until
 * DELETE_PINNED_DOCUMENTS removes them. A user's pins are few: the page is chosen on the pins and their documents.
 */
export const pinList = defineList({
  fields: {
    DocumentModelName: { column: 'pn.model', type: 'text' },
    PinnedOn: { column: 'pn.created_on', type: 'epoch' },
    Id: businessIdField('d.business_id'),
    Title: { column: 'd.title', type: 'text' },
  },
  defaultSort: ['PinnedOn DESC'],
  tieBreaker: 'pn.id',
  scope: async (ctx, spec: VersionSpec) => ({
    scoped: await resolveProjectScope(ctx, spec, 'read'),
    versionNumber: spec.projectVersionNumber,
  }),
  source: (ctx, { scoped, versionNumber }) => ({
    select: 'pn.id, pn.model, pn.document_id, pn.created_on, d.title, d.business_id, v.version_number',
    from: `pin pn JOIN LATERAL ${pinnedDocumentSql('pn')} d ON true JOIN project_version v ON v.id = d.version_id`,
    // The number as the caller gave it, which may lie past a version number's range: a bound value takes the
    // column's type, so it is compared as a bigint (a page's rows are a prepared statement's).
    where: `pn.tenant_id = ? AND pn.user_id = ? AND pn.project_id = ?${versionNumber ? ' AND v.version_number = ?::bigint' : ''}`,
    params: [ctx.principal.tenantId, pinOwner(ctx), scoped.project.id, ...(versionNumber ? [versionNumber] : [])],
  }),
  entries: (ctx, rows: PinListRow[], { scoped }) =>
    rows.map((row): PinnedDocumentEntry => {
      const pinnedOn = timestamp(row.created_on);
      return {
        docRef: docRefOf(row.model, row.document_id),
        documentModelName: row.model,
        Id: row.business_id,
        Title: row.title,
        ...scopeFields(scoped, row.version_number),
        PinnedOn: pinnedOn.getTime(),
        DisplayPinnedOn: displayDate(pinnedOn, ctx.locale) ?? '',
      };
    }),
});

/** LIST_PINNED_DOCUMENTS: the scope filters choose the project, the others go through the list grammar. */
export function listPinnedDocuments(ctx: ServiceContext, params: ListParams) {
  const { spec, rest } = takeScopeFilters(params.filter?.filters ?? []);
  return pinList.list(ctx, spec, { ...params, filter: { ...params.filter, filters: rest } });
}
