import { LockMode } from '@mikro-orm/core';
import { ProjectGeneralPatch } from '@tmt/contract';
import type { ServiceContext } from '../context';
import { applyChanges } from '../documents/apply-changes';
import { checkModelVersion, sentModelVersion } from '../documents/model-version';
import { documentGroups, parseInput } from '../documents/parse-input';
import { Project } from '../entities';
import { resolveProjectById } from './resolve-project';

/** MODIFY_DOCUMENT for Project-dm: Title and Description; computed fields and the parent are not writable. */
export async function modifyProject(ctx: ServiceContext, id: string, ref: string, document: unknown): Promise<null> {
  const { General } = documentGroups(document, ['General']);
  const patch = parseInput(ProjectGeneralPatch, General ?? {}, ['document', 'Root', 'General']);
  const sentVersion = sentModelVersion(document);
  await ctx.em.transactional(async (em) => {
    await resolveProjectById({ ...ctx, em }, id, ref, 'write');
    // The row lock queues concurrent modifies, so each one merges into the latest row and none is lost.
    const project = await em.findOneOrFail(Project, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    checkModelVersion(sentVersion, project.modelVersion);
    if (applyChanges(project, { title: patch.Title, description: patch.Description })) {
      project.editedBy = ctx.principal.username;
      project.editedOn = new Date();
    }
  });
  return null;
}
