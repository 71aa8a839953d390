import { z } from 'zod';
import { ProjectId, SubprojectId, VersionNumber } from './ids';

const text = (max: number) => z.string().trim().max(max);

/** What a caller may write on a project; everything else in General is computed and ignored. */
export const ProjectGeneralInput = z.object({
  Title: text(255).min(1, 'Title must not be empty'),
  Description: text(20_000).default(''),
  /** '_' (or absent) for a parent project; the parent's Id (P_n) for a sub project. */
  ParentId: z.union([ProjectId, z.literal('_')]).default('_'),
});

// Spelled out rather than `.partial()`: defaults would fill fields the caller did not send.
export const ProjectGeneralPatch = z.object({
  Title: ProjectGeneralInput.shape.Title.optional(),
  Description: text(20_000).optional(),
});

/** What MODIFY_DOCUMENT may change on a project version; number, status and the close fields are the system's. */
export const VersionGeneralPatch = z.object({
  Title: text(255).min(1, 'Title must not be empty').optional(),
  Description: text(20_000).optional(),
  KeyPoints: text(20_000).optional(),
});

/** Where a project-scoped read points: a project, optionally a sub project and a version. */
export const ProjectSpec = z.object({
  projectId: ProjectId,
  subProjectId: SubprojectId.optional(),
  projectVersionNumber: VersionNumber.optional(),
});
export type ProjectSpec = z.infer<typeof ProjectSpec>;
