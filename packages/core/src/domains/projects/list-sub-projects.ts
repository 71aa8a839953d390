import { type DocumentAnswer, docRefOf, type LinkRef, type Page, parseDocRef } from '@tmt/contract';
import { visibleSubprojectsCondition } from '../../kernel/access/project-access';
import type { ServiceContext } from '../../kernel/context';
import { projectRecord } from '../../kernel/entities';
import type { ProjectRow } from '../../kernel/entities/rows';
import { invalidParams } from '../../kernel/errors';
import { defineList } from '../../kernel/list/define-list';
import { resolveProjectById } from '../../kernel/scope/resolve-project';
import { type ProjectCounts, projectCountColumns, projectDocument } from './project-document';

type Entry = { linkRef: LinkRef; document: DocumentAnswer['document'] };
type SubprojectRow = ProjectRow &
  ProjectCounts & { link_id: string; link_predecessor_id: string | null; link_position: number };

/** The parent project a sub project list reads, by its docRef; a sub project has none of its own. */
async function parentScope(ctx: ServiceContext, docRef: string) {
  const { project: parent } = await resolveProjectById(ctx, parseDocRef(docRef).id, docRef, 'read');
  if (parent.parentId) throw invalidParams('PARENT_NOT_A_PROJECT', { parent: parent.businessId });
  return parent;
}

/** The sub project links of one parent project that the caller may see, in their order (no filter, no sort). */
const subprojectList = defineList({
  fields: { Order: { column: 'l.position', type: 'integer' } },
  defaultSort: ['Order ASC'],
  tieBreaker: 'c.id',
  scope: parentScope,
  source: (ctx, parent) => {
    const visible = visibleSubprojectsCondition(ctx.principal, parent.businessId);
    return {
      select: `c.*, ${projectCountColumns('c')}, l.id AS link_id, l.predecessor_id AS link_predecessor_id, l.position AS link_position`,
      from: 'project_subproject_link l JOIN project c ON c.id = l.child_id AND c.tenant_id = l.tenant_id',
      where: `l.tenant_id = ? AND l.parent_id = ? AND ${visible.sql}`,
      params: [ctx.principal.tenantId, parent.id, ...visible.params],
    };
  },
  entries: (ctx, rows: SubprojectRow[], parent) => {
    const parentRef = docRefOf('Project-dm', parent.id);
    return rows.map((row): Entry => {
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
  },
});

/**
 * LIST_SUB_PROJECTS: per source (a parent project) its sub project links in their order, paged in SQL. `filter` and
 * `sort` are ignored: the spec documents them as not implemented.
 */
export async function listSubProjects(
  ctx: ServiceContext,
  input: { page: Page; sources: { docRef: string; relationshipModel: string; role: string }[] },
) {
  const results = [];
  for (const source of input.sources) {
    results.push({ source, linkResultEntries: await subprojectList.list(ctx, source.docRef, { page: input.page }) });
  }
  return results;
}
