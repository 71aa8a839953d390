import {
  type DocumentAnswer,
  type DocumentModelName,
  type ModelDocumentAnswer,
  parseDocRef,
  type RelationshipModel,
} from '@tmt/contract';
import { getAttachment } from '../domains/attachments/get-attachment';
import { createTreeNode } from '../domains/cases/create-tree-node';
import { deleteCase } from '../domains/cases/delete-case';
import { getCase } from '../domains/cases/get-case';
import { updateTreeNode } from '../domains/cases/update-tree-node';
import { getExecution } from '../domains/executions/get-execution';
import { getFolder } from '../domains/folders/get-folder';
import { addProject } from '../domains/projects/add-project';
import { getProject } from '../domains/projects/get-project';
import { getProjectSetting } from '../domains/projects/get-project-setting';
import { getProjectVersion } from '../domains/projects/get-project-version';
import { modifyProject } from '../domains/projects/modify-project';
import { modifyProjectSetting } from '../domains/projects/modify-project-setting';
import { modifyProjectVersion } from '../domains/projects/modify-project-version';
import { getRiskLevel } from '../domains/risk/get-risk-level';
import { addRun } from '../domains/runs/add-run';
import { getRun } from '../domains/runs/get-run';
import { modifyRun } from '../domains/runs/modify-run';
import { getSuiteInRun, modifySuiteInRun } from '../domains/runs/suite-in-run';
import { addSuite } from '../domains/suites/add-suite';
import { getSuite } from '../domains/suites/get-suite';
import { modifySuite } from '../domains/suites/modify-suite';
import { getTag } from '../domains/tags/get-tag';
import { getTask } from '../domains/tasks/get-task';
import { addUser } from '../domains/users/add-user';
import { deleteUser } from '../domains/users/delete-user';
import { getUser } from '../domains/users/get-user';
import { modifyUser } from '../domains/users/modify-user';
import type { ServiceContext } from '../kernel/context';
import { invalidParams } from '../kernel/errors';
import { addWithAttachments, withAttachments } from './with-attachments';

interface ModelHandlers {
  // A user's Root is the OpenID Connect shape, without General.
  get?: (ctx: ServiceContext, id: string, ref: string) => Promise<DocumentAnswer | ModelDocumentAnswer<'User-dm'>>;
  add?: (ctx: ServiceContext, document: unknown) => Promise<string>;
  /** `expected`: the call's opt-in `expectedModelVersion`; `__meta` of the document is never read. */
  modify?: (ctx: ServiceContext, id: string, ref: string, document: unknown, expected?: number) => Promise<null>;
  delete?: (ctx: ServiceContext, id: string, ref: string) => Promise<null>;
}

/** Which document models the generic GET/ADD/MODIFY/DELETE_DOCUMENT calls serve, and how. */
const models: Partial<Record<DocumentModelName | Extract<RelationshipModel, 'TestRunTestSuite-rm'>, ModelHandlers>> = {
  'Project-dm': { get: getProject, add: addProject, modify: modifyProject },
  'ProjectSetting-dm': { get: getProjectSetting, modify: modifyProjectSetting },
  'ProjectVersion-dm': { get: getProjectVersion, modify: modifyProjectVersion },
  'TestSuite-dm': { get: getSuite, add: addSuite, modify: modifySuite },
  // Cases and folders are created in the tree (CREATE_TEST_CASE_TREE_NODE); a modify is the tree node update.
  'TestFolder-dm': { get: getFolder, modify: modifyTreeNode },
  'TestCase-dm': { get: getCase, modify: modifyTreeNode, delete: (ctx, _id, ref) => deleteCase(ctx, ref) },
  'Tag-dm': { get: getTag },
  // Computed by TMT: read only.
  'RiskLevel-dm': { get: getRiskLevel },
  'TaskRequest-dm': { get: getTask },
  // Uploaded by POST /api/v2/attachment.
  'Attachment-dm': { get: getAttachment },
  'TestRun-dm': { get: getRun, add: addRun, modify: modifyRun },
  // Results are saved with SAVE_TEST_CASE_EXECUTION; the suite in a run carries its Assignee and priority.
  'TestRunTestCaseAdditionalFields-dm': { get: getExecution },
  'TestRunTestSuite-rm': { get: getSuiteInRun, modify: modifySuiteInRun },
  'User-dm': { get: getUser, add: addUser, modify: modifyUser, delete: deleteUser },
};

async function modifyTreeNode(
  ctx: ServiceContext,
  _id: string,
  ref: string,
  document: unknown,
  expected?: number,
): Promise<null> {
  await updateTreeNode(ctx, ref, document as { Root?: Record<string, unknown> }, expected);
  return null;
}

function handler<K extends keyof ModelHandlers>(model: string, op: K, method: string): NonNullable<ModelHandlers[K]> {
  // Own properties only: a model named like an Object.prototype member is not served.
  const found = Object.hasOwn(models, model) ? models[model as keyof typeof models]?.[op] : undefined;
  if (!found) throw invalidParams('UNSUPPORTED_DOCUMENT_MODEL', { method, model });
  return found;
}

export function getDocument(ctx: ServiceContext, docRef: string) {
  const { model, id } = parseDocRef(docRef);
  return handler(model, 'get', 'GET_DOCUMENT')(ctx, id, docRef);
}

export function addDocument(ctx: ServiceContext, model: DocumentModelName, document: unknown) {
  const add = handler(model, 'add', 'ADD_DOCUMENT');
  return addWithAttachments(
    ctx,
    model,
    document,
    (tx) => add(tx, document),
    (docRef) => docRef,
  );
}

/** CREATE_TEST_CASE_TREE_NODE: a case or folder, with its attachments. */
export function createTestCaseTreeNode(ctx: ServiceContext, input: Parameters<typeof createTreeNode>[1]) {
  return addWithAttachments(
    ctx,
    input.documentModelName,
    input.document,
    (tx) => createTreeNode(tx, input),
    (link) => link.linkDescriptor.entities[1]!.docRef,
  );
}

export function modifyDocument(ctx: ServiceContext, docRef: string, document: unknown, expected?: number) {
  const { model, id } = parseDocRef(docRef);
  const modify = handler(model, 'modify', 'MODIFY_DOCUMENT');
  return withAttachments(ctx, docRef, document, () => modify(ctx, id, docRef, document, expected));
}

/** UPDATE_TEST_CASE_TREE_NODE: a case's or folder's content, with its attachments. */
export function updateTestCaseTreeNode(ctx: ServiceContext, docRef: string, document: unknown, expected?: number) {
  return withAttachments(ctx, docRef, document, () =>
    updateTreeNode(ctx, docRef, document as { Root?: Record<string, unknown> }, expected),
  );
}

/** DELETE_DOCUMENT: a case, or a user. */
export function deleteDocument(ctx: ServiceContext, docRef: string) {
  const { model, id } = parseDocRef(docRef);
  return handler(model, 'delete', 'DELETE_DOCUMENT')(ctx, id, docRef);
}
