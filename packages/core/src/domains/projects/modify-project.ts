import { ProjectGeneralPatch } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import { checkModelVersion } from '../../kernel/documents/model-version';
import { documentGroups, parseInput } from '../../kernel/documents/parse-input';
import { saveChanges } from '../../kernel/documents/save-changes';
import { Project } from '../../kernel/entities';
import { projectByIdForUpdate, resolveProjectById } from '../../kernel/scope/resolve-project';

/** MODIFY_DOCUMENT for Project-dm: Title and Description; computed fields and the parent are not writable. */
export async function modifyProject(
  ctx: ServiceContext,
  id: string,
  ref: string,
  document: unknown,
  expected?: number,
): Promise<null> {
  const { General } = documentGroups(document, ['General']);
  const patch = parseInput(ProjectGeneralPatch, General ?? {}, ['document', 'Root', 'General']);
  await ctx.tx(async (tx) => {
    // The row lock queues concurrent modifies, so each one merges into the latest row and none is lost.
    const { row } = await resolveProjectById(tx, id, ref, 'write', projectByIdForUpdate);
    checkModelVersion(expected, row.model_version);
    await saveChanges(tx, Project, row, { title: patch.Title, description: patch.Description });
  });
  return null;
}
