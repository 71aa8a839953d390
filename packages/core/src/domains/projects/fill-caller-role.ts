import type { RoleName } from '@tmt/contract';
import { callerRoleOn } from '../../kernel/access/project-access';
import type { ServiceContext } from '../../kernel/context';
import { answerDocuments } from '../../kernel/documents/answer-documents';

interface ProjectNode {
  Root: { General: { Id: string; ParentId: string }; Metadata: { CallerRole?: RoleName | null } };
  __meta: { docRef: string; modelReference: string };
}

const projects = new Set(['Project-dm']);

/**
 * Sets `Metadata.CallerRole` of every project an answer holds to the caller's strongest role on it, so a client can
 * offer only what that role allows. Roles are the caller's (from the token or the user's record), so no builder
 * knows them; no query is needed.
 */
export function fillCallerRoles(ctx: ServiceContext, answer: unknown): void {
  for (const project of answerDocuments<ProjectNode>(answer, projects)) {
    const { Id, ParentId } = project.Root.General;
    project.Root.Metadata.CallerRole = callerRoleOn(ctx.principal, Id, ParentId === '_' ? null : ParentId) ?? null;
  }
}
