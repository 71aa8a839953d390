import { z } from 'zod';
import type { DocumentModelName, RelationshipModel } from './enums';

export const ProjectId = z.string().regex(/^P_[1-9]\d*$/, 'a project id looks like P_1');
export const SubprojectId = z
  .string()
  .regex(/^(SP_[1-9]\d*|_)$/, "a sub project id looks like SP_1, or '_' for the parent project");

/** docRef = `<documentModelName>/<TechnicalId uuid>` */
export const DocRef = z
  .string()
  .regex(
    /^[A-Za-z]+-(dm|rm)\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
    'a docRef looks like Project-dm/<uuid>',
  );

export function parseDocRef(docRef: string): { model: string; id: string } {
  const slash = docRef.indexOf('/');
  return { model: docRef.slice(0, slash), id: docRef.slice(slash + 1).toLowerCase() };
}

/** A document's or relationship's reference; the model name must be one the contract knows. */
export function docRefOf(model: DocumentModelName | RelationshipModel, technicalId: string): string {
  return `${model}/${technicalId}`;
}

/** A version number; PostgreSQL keeps it as an integer, so one beyond its range names no version. */
export const VersionNumber = z.number().int().min(1).max(2_147_483_647);

/** Where a new document goes, as its General may name it: else the headers and the latest version decide. */
export const DocumentPlace = z.object({
  ProjectId: ProjectId.optional(),
  SubprojectId: SubprojectId.optional(),
  ProjectVersionNumber: VersionNumber.optional(),
});
