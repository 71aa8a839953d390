import { type DocumentAnswer, type DocumentModelName, parseDocRef } from '@tmt/contract';
import type { ServiceContext } from '../context';
import { invalidParams } from '../errors';
import { addProject } from '../projects/add-project';
import { getProject } from '../projects/get-project';
import { getProjectSetting } from '../projects/get-project-setting';
import { getProjectVersion } from '../projects/get-project-version';
import { modifyProject } from '../projects/modify-project';
import { modifyProjectSetting } from '../projects/modify-project-setting';

interface ModelHandlers {
  get?: (ctx: ServiceContext, id: string, ref: string) => Promise<DocumentAnswer>;
  add?: (ctx: ServiceContext, document: unknown) => Promise<string>;
  modify?: (ctx: ServiceContext, id: string, ref: string, document: unknown) => Promise<null>;
}

/** Which document models the generic GET/ADD/MODIFY_DOCUMENT calls serve, and how. */
const models: Partial<Record<DocumentModelName, ModelHandlers>> = {
  'Project-dm': { get: getProject, add: addProject, modify: modifyProject },
  'ProjectSetting-dm': { get: getProjectSetting, modify: modifyProjectSetting },
  'ProjectVersion-dm': { get: getProjectVersion },
};

function handler<K extends keyof ModelHandlers>(model: string, op: K, method: string): NonNullable<ModelHandlers[K]> {
  const found = models[model as DocumentModelName]?.[op];
  if (!found) throw invalidParams('UNSUPPORTED_DOCUMENT_MODEL', { method, model });
  return found;
}

export function getDocument(ctx: ServiceContext, docRef: string) {
  const { model, id } = parseDocRef(docRef);
  return handler(model, 'get', 'GET_DOCUMENT')(ctx, id, docRef);
}

export function addDocument(ctx: ServiceContext, model: DocumentModelName, document: unknown) {
  return handler(model, 'add', 'ADD_DOCUMENT')(ctx, document);
}

export function modifyDocument(ctx: ServiceContext, docRef: string, document: unknown) {
  const { model, id } = parseDocRef(docRef);
  return handler(model, 'modify', 'MODIFY_DOCUMENT')(ctx, id, docRef, document);
}
