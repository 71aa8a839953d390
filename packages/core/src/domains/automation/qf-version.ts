import type { QfVersionParams } from '@tmt/contract';
import type { z } from 'zod';
import type { AccessMode } from '../../kernel/access/project-access';
import type { ServiceContext } from '../../kernel/context';
import { resolveVersionScope } from '../../kernel/scope/resolve-version';

/** The project (or sub project) and version the automation calls name by `projectId`, `subprojectId`, `version`. */
export function qfVersionScope(
  ctx: ServiceContext,
  { projectId, subprojectId, version }: z.output<typeof QfVersionParams>,
  mode: AccessMode,
) {
  return resolveVersionScope(ctx, { projectId, subProjectId: subprojectId, projectVersionNumber: version }, mode);
}
