import { LockMode } from '@mikro-orm/core';
import { ProjectGeneralPatch } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import { applyChanges } from '../../kernel/documents/apply-changes';
import { checkModelVersion, sentModelVersion } from '../../kernel/documents/model-version';
import { documentGroups, parseInput } from '../../kernel/documents/parse-input';
import { Project } from '../../kernel/entities';
import { resolveProjectById } from '../../kernel/scope/resolve-project';

/** MODIFY_DOCUMENT for Project-dm: Title and Description; computed fields and the parent are not writable. */
export async function modifyProject(ctx: ServiceContext, id: string, ref: string, document: unknown): Promise<null> {
  const { General } = documentGroups(document, ['General']);
  const patch = parseInput(ProjectGeneralPatch, General ?? {}, ['document', 'Root', 'General']);
  const sentVersion = sentModelVersion(document);
  await ctx.tx(async (tx) => {
    await resolveProjectById(tx, id, ref, 'write');
    // The row lock queues concurrent modifies, so each one merges into the latest row and none is lost.
    const project = await tx.em.findOneOrFail(Project, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    checkModelVersion(sentVersion, project.modelVersion);
    if (applyChanges(project, { title: patch.Title, description: patch.Description })) {
      project.editedBy = ctx.principal.username;
      project.editedOn = new Date();
    }
  });
  return null;
}
