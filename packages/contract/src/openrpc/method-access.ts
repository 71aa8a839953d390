import { ErrorReason } from '../errors';
import type { MethodDefinition } from '../methods/define-method';
import { leastRoleFor, type MethodPermission, modelChangePermission } from '../roles';

/** The weakest role a method needs, or per document model for a method whose model decides. */
export function neededRole(permission: MethodPermission): string | Record<string, string> {
  if (typeof permission === 'string') return leastRoleFor(permission);
  return Object.fromEntries(
    Object.entries(modelChangePermission).map(([model, needed]) => [model, leastRoleFor(needed)]),
  );
}

/** Whether some call of the method needs more than reading, so that a role may be too weak for it. */
const mayNeedMoreThanRead = (permission: MethodPermission) => typeof permission !== 'string' || permission !== 'read';

/**
 * The reasons a method's calls may answer with: its own, ROLE_NOT_ALLOWED wherever a role can be too weak for it
 * (derived from its permission, so no definition can forget it), and the ones every call shares.
 */
export function methodReasons(method: MethodDefinition, shared: readonly ErrorReason[]): ErrorReason[] {
  const roleReasons = mayNeedMoreThanRead(method.permission) ? [ErrorReason.ROLE_NOT_ALLOWED] : [];
  return [...new Set([...method.errors, ...roleReasons, ...shared])];
}
