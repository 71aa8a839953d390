import { defineEntity, type InferEntity } from '@mikro-orm/core';

/** `ProjectSubproject-rm`: ties a sub project to its parent, in creation order. */
export const ProjectSubprojectLink = defineEntity({
  name: 'ProjectSubprojectLink',
  tableName: 'project_subproject_link',
  properties: (p) => ({
    id: p.uuid().primary(),
    tenantId: p.string(),
    parentId: p.uuid(),
    childId: p.uuid(),
    predecessorId: p.uuid().nullable(),
    position: p.integer(),
    createdOn: p.datetime(),
  }),
});
export type ProjectSubprojectLink = InferEntity<typeof ProjectSubprojectLink>;
