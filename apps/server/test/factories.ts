import type { MethodParams, OrganizationUnitRole } from '@tmt/contract';
import type { Client } from './client';

/** Adds a project (or, with a parent's P_n, a sub project); answers its docRef. */
export function addProject(api: Client, Title: string, ParentId?: string): Promise<string> {
  return api.ok('ADD_DOCUMENT', {
    documentModelName: 'Project-dm',
    locale: 'en',
    document: { Root: { General: { Title, Description: `About ${Title}`, ...(ParentId ? { ParentId } : {}) } } },
  });
}

/** A suite in the latest version of a project; answers its docRef. */
export function addSuite(api: Client, General: Record<string, unknown>): Promise<string> {
  return api.ok('ADD_DOCUMENT', { documentModelName: 'TestSuite-dm', locale: 'en', document: { Root: { General } } });
}

/** A run in the latest version of a project; answers its docRef. */
export function addRun(api: Client, General: Record<string, unknown>): Promise<string> {
  return api.ok('ADD_DOCUMENT', { documentModelName: 'TestRun-dm', locale: 'en', document: { Root: { General } } });
}

/** A case or folder appended under a suite or folder; answers the new node's docRef. */
export async function addNode(
  api: Client,
  parentNodeDocRef: string,
  documentModelName: 'TestCase-dm' | 'TestFolder-dm',
  Root: Record<string, unknown>,
): Promise<string> {
  const link = await api.ok('CREATE_TEST_CASE_TREE_NODE', {
    documentModelName,
    locale: 'en',
    document: { Root },
    parentNodeDocRef,
  });
  return link.linkDescriptor.entities[1]!.docRef;
}

/** A suite with `count` cases (two steps each) straight under it; answers the suite's and cases' docRefs. */
export async function suiteWithCases(api: Client, project: string, title: string, count: number) {
  const suite = await addSuite(api, { ProjectId: project, Title: title });
  const cases: string[] = [];
  for (let i = 1; i <= count; i++) {
    cases.push(
      await addNode(api, suite, 'TestCase-dm', {
        General: { Title: `${title} ${i}` },
        TestSteps: [{ Action: 'open' }, { Action: 'check' }],
      }),
    );
  }
  return { suite, cases };
}

/** ADD_DOCUMENT params of a user of the tenant with one role on a project (P_n or its TechnicalId). */
export const newUser = (
  user: { username: string; firstName: string; lastName: string },
  project: string,
  role: OrganizationUnitRole['role'],
): MethodParams<'ADD_DOCUMENT'> => ({
  documentModelName: 'User-dm',
  locale: 'en',
  document: {
    Root: {
      ...user,
      email: `${user.username}@shop.test`,
      organizationUnitRole: [{ organizationUnit: { type: 'PROJECT', id: project }, role }],
    },
  },
});
