import { IdCounter } from './id-counter';
import { Project } from './project';
import { ProjectSetting } from './project-setting';
import { ProjectSubprojectLink } from './project-subproject-link';
import { ProjectVersion } from './project-version';
import { Tenant } from './tenant';
import { User } from './user';

export { IdCounter, Project, ProjectSetting, ProjectSubprojectLink, ProjectVersion, Tenant, User };
export const entities = [Tenant, User, Project, ProjectSubprojectLink, ProjectVersion, ProjectSetting, IdCounter];
