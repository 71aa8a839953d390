import {
  type DocumentAnswer,
  docRefOf,
  type Filter,
  type LinkRef,
  type ListAnswer,
  type Page,
  parseDocRef,
} from '@tmt/contract';
import { visibleSubprojectsCondition } from '../../kernel/access/project-access';
import type { ServiceContext } from '../../kernel/context';
import { projectRecord } from '../../kernel/entities';
import type { ProjectRow } from '../../kernel/entities/rows';
import { invalidParams } from '../../kernel/errors';
import { buildListSql, type ListModel } from '../../kernel/list/list-query';
import { pagedRows } from '../../kernel/list/paged-rows';
import { resolveProjectById } from '../../kernel/scope/resolve-project';
import { type ProjectCounts, projectCountColumns, projectDocument } from './project-document';

export const subprojectListModel: ListModel = {
  fields: {
    // SP_2 before SP_10.
    Id: { column: 'c.business_id', type: 'text', sort: ['length(c.business_id)', 'c.business_id'] },
    Title: { column: 'c.title', type: 'text' },
    Description: { column: 'c.description', type: 'text' },
    Order: { column: 'l.position', type: 'integer' },
    CreatedBy: { column: 'c.created_by', type: 'text' },
    CreatedOn: { column: 'c.created_on', type: 'epoch' },
    EditedBy: { column: 'c.edited_by', type: 'text' },
    EditedOn: { column: 'c.edited_on', type: 'epoch' },
  },
  fulltext: (config) => `to_tsvector('${config}', c.title || ' ' || c.description)`,
  defaultSort: ['Order ASC'],
  tieBreaker: 'c.id',
};

interface ListSubProjectsInput {
  page: Page;
  filter?: Filter;
  sort?: string[];
  sources: { docRef: string; relationshipModel: string; role: string }[];
}

type Entry = { linkRef: LinkRef; document: DocumentAnswer['document'] };

/** LIST_SUB_PROJECTS: per source (a parent project) its sub project links, filtered, sorted and paged in SQL. */
export async function listSubProjects(ctx: ServiceContext, input: ListSubProjectsInput) {
  const query = buildListSql(subprojectListModel, input, ctx.locale);
  const results: { source: (typeof input.sources)[number]; linkResultEntries: ListAnswer<Entry> }[] = [];
  for (const source of input.sources) {
    const { id } = parseDocRef(source.docRef);
    const { project: parent } = await resolveProjectById(ctx, id, source.docRef, 'read');
    if (parent.parentId) throw invalidParams('PARENT_NOT_A_PROJECT', { parent: parent.businessId });
    const visible = visibleSubprojectsCondition(ctx.principal, parent.businessId);
    const { rows, fullSize } = await pagedRows<
      ProjectRow & ProjectCounts & { link_id: string; link_predecessor_id: string | null; link_position: number }
    >(
      ctx,
      {
        select: `c.*, ${projectCountColumns('c')}, l.id AS link_id, l.predecessor_id AS link_predecessor_id, l.position AS link_position`,
        from: 'project_subproject_link l JOIN project c ON c.id = l.child_id AND c.tenant_id = l.tenant_id',
        where: `l.tenant_id = ? AND l.parent_id = ? AND ${visible.sql}`,
        params: [ctx.principal.tenantId, parent.id, ...visible.params],
      },
      query,
    );
    const parentRef = docRefOf('Project-dm', parent.id);
    const entries = rows.map((row): Entry => {
      const child = projectRecord(row);
      return {
        linkRef: {
          id: row.link_id,
          linkDescriptor: {
            relationshipModel: 'ProjectSubproject-rm',
            entities: [
              { role: 'parent', modelName: 'Project-dm', docRef: parentRef },
              { role: 'child', modelName: 'Project-dm', docRef: docRefOf('Project-dm', child.id) },
            ],
            predecessorLinkRef: row.link_predecessor_id,
            position: row.link_position,
          },
        },
        document: projectDocument(child, parent.businessId, row, ctx.locale).document,
      };
    });
    results.push({ source, linkResultEntries: { fullSize, page: query.page, entries } });
  }
  return results;
}
