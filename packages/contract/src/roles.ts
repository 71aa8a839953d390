import type { DocumentModelName, RelationshipModel } from './enums';
import { parseDocRef } from './ids';
import type { Permission, RoleName } from './role-table';

export * from './role-table';

/** What adding, changing or deleting a document of each model needs (ADD_DOCUMENT, MODIFY_DOCUMENT, DELETE_DOCUMENT). */
export const modelChangePermission: Record<DocumentModelName | RelationshipModel, Permission> = {
  // A sub project or the project's own title and description; a parent project is the tenant's (see below).
  'Project-dm': 'edit',
  'ProjectSetting-dm': 'administer',
  'ProjectVersion-dm': 'edit',
  'TestSuite-dm': 'edit',
  'TestFolder-dm': 'edit',
  'TestCase-dm': 'edit',
  'TestRun-dm': 'edit',
  // An execution holds a recorded result.
  'TestRunTestCaseAdditionalFields-dm': 'execute',
  'TaskRequest-dm': 'edit',
  'Tag-dm': 'edit',
  'RiskLevel-dm': 'edit',
  'User-dm': 'administer',
  'Attachment-dm': 'execute',
  'ProjectSubproject-rm': 'edit',
  // A suite in a run: its assignee and priority plan the run.
  'TestRunTestSuite-rm': 'edit',
  'TestSuiteTestCaseFolder-rm': 'edit',
  'TestFolderTestCaseFolder-rm': 'edit',
};

/** Creating or deleting a parent project needs this permission on the tenant itself. */
export const parentProjectPermission: Permission = 'administer';

/**
 * What a method needs of the caller's role: one permission for every call, or, for a method serving several
 * document models, what changing the model named by one of its params needs (a model name or a docRef).
 */
export type MethodPermission = Permission | { changesModelIn: 'documentModelName' | 'docRef' };

/**
 * The permission one call needs, from its params as sent (read before they are validated, so anything is handled):
 * params that name no known model need the strongest permission (such a call fails before any access check anyway).
 */
export function callPermission(permission: MethodPermission, params: unknown): Permission {
  if (typeof permission === 'string') return permission;
  const value =
    typeof params === 'object' && params !== null && Object.hasOwn(params, permission.changesModelIn)
      ? (params as Record<string, unknown>)[permission.changesModelIn]
      : undefined;
  if (typeof value !== 'string') return 'administer';
  const model = permission.changesModelIn === 'docRef' ? parseDocRef(value).model : value;
  return Object.hasOwn(modelChangePermission, model)
    ? modelChangePermission[model as keyof typeof modelChangePermission]
    : 'administer';
}

/**
 * `POST /api/v2/attachment`: reading the project is enough to upload (content/docs/en/api/integration-guide/attachment.md); an upload counts once a call
 * that changes a document, with the permission that call needs, assigns it.
 */
export const uploadPermission: Permission = 'read';
