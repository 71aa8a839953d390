import { IdCounter } from './id-counter';
import { Project, type ProjectRecord, projectRecord } from './project';
import { ProjectSetting } from './project-setting';
import { ProjectSubprojectLink } from './project-subproject-link';
import { ProjectVersion } from './project-version';
import { Tenant } from './tenant';
import { User } from './user';

export {
  IdCounter,
  Project,
  type ProjectRecord,
  ProjectSetting,
  ProjectSubprojectLink,
  ProjectVersion,
  projectRecord,
  Tenant,
  User,
};
export const entities = [Tenant, User, Project, ProjectSubprojectLink, ProjectVersion, ProjectSetting, IdCounter];
