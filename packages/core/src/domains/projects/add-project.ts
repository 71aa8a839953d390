import { randomUUID } from 'node:crypto';
import { defaultProjectSetting, docRefOf, ProjectGeneralInput, parentProjectPermission } from '@tmt/contract';
import { assertTenantAccess } from '../../kernel/access/project-access';
import type { ServiceContext } from '../../kernel/context';
import { parseInput } from '../../kernel/documents/parse-input';
import { Project, ProjectSetting, ProjectSubprojectLink, ProjectVersion } from '../../kernel/entities';
import { nextBusinessNumber } from '../../kernel/ids/next-business-id';
import { resolveProjectScope } from '../../kernel/scope/resolve-project';

/**
 * ADD_DOCUMENT for Project-dm. A parent project needs the admin role on the tenant; a sub project (ParentId = P_n)
 * needs a role on its parent that allows changing a Project-dm. Either gets version 1, default settings and (for a
 * sub project) its link, all in one transaction.
 */
export async function addProject(ctx: ServiceContext, document: unknown): Promise<string> {
  const general = parseInput(ProjectGeneralInput, (document as { Root?: { General?: unknown } })?.Root?.General, [
    'document',
    'Root',
    'General',
  ]);
  const tenantId = ctx.principal.tenantId;
  const username = ctx.principal.username;
  return ctx.tx(async (tx) => {
    const parent =
      general.ParentId === '_'
        ? null
        : (await resolveProjectScope(tx, { projectId: general.ParentId }, 'write')).project;
    if (!parent) assertTenantAccess(ctx, parentProjectPermission);
    const number = await nextBusinessNumber(tx.em, tenantId, parent ? 'SP' : 'P');
    const now = new Date();
    const audit = { tenantId, createdBy: username, createdOn: now, editedBy: username, editedOn: now };
    const project = tx.em.create(Project, {
      id: randomUUID(),
      businessId: `${parent ? 'SP' : 'P'}_${number}`,
      parentId: parent?.id ?? null,
      title: general.Title,
      description: general.Description,
      ...audit,
    });
    if (parent) {
      // Append after the parent's last sub project. The SP counter row locked above serialises this read.
      const [last] = await tx.em.execute<{ id: string; position: number }[]>(
        'SELECT id, position FROM project_subproject_link WHERE tenant_id = ? AND parent_id = ? ORDER BY position DESC LIMIT 1',
        [tenantId, parent.id],
      );
      tx.em.create(ProjectSubprojectLink, {
        id: randomUUID(),
        tenantId,
        parentId: parent.id,
        childId: project.id,
        predecessorId: last?.id ?? null,
        position: last ? last.position + 1 : 0,
        createdOn: now,
      });
    }
    tx.em.create(ProjectVersion, {
      id: randomUUID(),
      projectId: project.id,
      versionNumber: 1,
      title: 'Version 1',
      description: '',
      keyPoints: '',
      status: 'open',
      isLatestVersion: true,
      wrapperNode: false,
      useSubjectSpecificOrderForTestSuite: false,
      ancestors: [],
      isAwaitingClosure: false,
      ...audit,
    });
    tx.em.create(ProjectSetting, {
      id: randomUUID(),
      projectId: project.id,
      settings: defaultProjectSetting,
      ...audit,
    });
    await tx.em.flush();
    return docRefOf('Project-dm', project.id);
  });
}
