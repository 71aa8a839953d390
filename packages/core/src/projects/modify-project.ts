import { ProjectGeneralPatch } from '@tmt/contract';
import type { ServiceContext } from '../context';
import { parseInput } from '../documents/parse-input';
import { Project } from '../entities';
import { resolveProjectById } from './resolve-project';

/** MODIFY_DOCUMENT for Project-dm: Title and Description; computed fields and the parent are not writable. */
export async function modifyProject(ctx: ServiceContext, id: string, ref: string, document: unknown): Promise<null> {
  const patch = parseInput(ProjectGeneralPatch, (document as { Root?: { General?: unknown } })?.Root?.General ?? {}, [
    'document',
    'Root',
    'General',
  ]);
  await ctx.em.transactional(async (em) => {
    await resolveProjectById({ ...ctx, em }, id, ref, 'write');
    const project = await em.findOneOrFail(Project, { id });
    if (patch.Title !== undefined) project.title = patch.Title;
    if (patch.Description !== undefined) project.description = patch.Description;
    project.editedBy = ctx.principal.username;
    project.editedOn = new Date();
  });
  return null;
}
