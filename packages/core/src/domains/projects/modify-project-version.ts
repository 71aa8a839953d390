import { VersionGeneralPatch } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import { checkModelVersion } from '../../kernel/documents/model-version';
import { documentGroups, parseInput } from '../../kernel/documents/parse-input';
import { saveChanges } from '../../kernel/documents/save-changes';
import { ProjectVersion } from '../../kernel/entities';
import type { ProjectVersionRow } from '../../kernel/entities/rows';
import { notFound } from '../../kernel/errors';
import { lockClause } from '../../kernel/locks';
import { resolveProjectById } from '../../kernel/scope/resolve-project';

/**
 * MODIFY_DOCUMENT for ProjectVersion-dm: Title, Description and KeyPoints. The number, status, ancestry and close
 * fields are the system's and ignored like other read-only input.
 */
export async function modifyProjectVersion(
  ctx: ServiceContext,
  id: string,
  ref: string,
  document: unknown,
  expected?: number,
): Promise<null> {
  const { General } = documentGroups(document, ['General']);
  const patch = parseInput(VersionGeneralPatch, General ?? {}, ['document', 'Root', 'General']);
  await ctx.tx(async (tx) => {
    // The row lock queues concurrent modifies, so each one merges into the latest row and none is lost.
    const [row] = await tx.em.execute<ProjectVersionRow[]>(
      `SELECT * FROM project_version WHERE tenant_id = ? AND id = ?${lockClause('version', 'update')}`,
      [tx.principal.tenantId, id],
    );
    if (!row) throw notFound(ref);
    await resolveProjectById(tx, row.project_id, ref, 'write');
    checkModelVersion(expected, row.model_version);
    await saveChanges(tx, ProjectVersion, row, {
      title: patch.Title,
      description: patch.Description,
      keyPoints: patch.KeyPoints,
    });
  });
  return null;
}
