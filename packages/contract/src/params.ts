import { z } from 'zod';
import { DocumentModelName, Locale } from './enums';
import { DocRef, ProjectId, SubprojectId } from './ids';
import { Filter, Page, Sort } from './list';
import { ProjectSpec } from './project';

/** Params of the documented methods. Unknown keys are dropped, so read-only extras never fail a call. */

const documentBody = z.object({ Root: z.record(z.string(), z.unknown()) }).loose();

export const GetDocumentParams = z.object({ docRef: DocRef, locale: Locale.optional() });
export const AddDocumentParams = z.object({
  documentModelName: DocumentModelName,
  locale: Locale,
  document: documentBody,
});
export const ModifyDocumentParams = z.object({ docRef: DocRef, locale: Locale, document: documentBody });

export const LoadProjectsByTenantParams = z.object({ locale: Locale.optional() }).default({});

const SubprojectSource = z.object({
  docRef: DocRef.refine((r) => r.startsWith('Project-dm/'), 'a source is a Project-dm docRef'),
  relationshipModel: z.literal('ProjectSubproject-rm'),
  role: z.literal('parent'),
});
export const ListSubProjectsParams = z.object({
  page: Page,
  filter: Filter.optional(),
  sort: Sort.optional(),
  sources: z.array(SubprojectSource).min(1),
  locale: Locale.optional(),
});

/** Either `projectSpec` or the flat `projectId` / `subProjectId` / `projectVersionNumber`. */
export const LoadProjectWithVersionParams = z
  .object({
    projectSpec: ProjectSpec.optional(),
    projectId: ProjectId.optional(),
    subProjectId: SubprojectId.optional(),
    projectVersionNumber: z.number().int().min(1).optional(),
    locale: Locale.optional(),
  })
  .transform(({ projectSpec, locale, ...flat }) => ({ ...flat, ...projectSpec, locale }));

export const LoadProjectSettingParams = z.object({
  projectId: ProjectId.optional(),
  subProjectId: SubprojectId.optional(),
  locale: Locale.optional(),
});
