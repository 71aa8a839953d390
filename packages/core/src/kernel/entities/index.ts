import { IdCounter } from './id-counter';
import { Project, type ProjectRecord, projectRecord } from './project';
import { ProjectSetting } from './project-setting';
import { ProjectSubprojectLink } from './project-subproject-link';
import { ProjectVersion, type VersionRecord, versionRecord } from './project-version';
import { Tag } from './tag';
import { Tenant } from './tenant';
import { TestCase, type TestStep } from './test-case';
import { TestFolder } from './test-folder';
import { TestSuite } from './test-suite';
import { TestTreeLink } from './test-tree-link';
import { User } from './user';

export {
  IdCounter,
  Project,
  type ProjectRecord,
  ProjectSetting,
  ProjectSubprojectLink,
  ProjectVersion,
  projectRecord,
  Tag,
  Tenant,
  TestCase,
  TestFolder,
  type TestStep,
  TestSuite,
  TestTreeLink,
  User,
  type VersionRecord,
  versionRecord,
};
export const entities = [
  Tenant,
  User,
  Project,
  ProjectSubprojectLink,
  ProjectVersion,
  ProjectSetting,
  IdCounter,
  TestSuite,
  TestFolder,
  TestCase,
  TestTreeLink,
  Tag,
];
