import {
  callPermission,
  leastRoleFor,
  type MethodDefinition,
  type MethodParams,
  methods,
  type OrganizationUnitRole,
  parentProjectPermission,
  type RoleName,
  roleAllows,
  roleNames,
} from '@tmt/contract';
import { createTestTenant, createTestUser } from '@tmt/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client } from '../client';
import { addProject, addSuite } from '../factories';
import { TEMPLATES, type Template } from '../fuzz/method-templates';
import { buildWorld, type World } from '../fuzz/world';
import { startTestApp, type TestApp } from '../test-app';

// What each role may do, checked for every method of the contract: a call with valid params either passes the role
// check or is refused with -32003 ROLE_NOT_ALLOWED, and a refused call changes nothing. The matrix comes from the
// method definitions (each declares the permission it needs) and the params templates every method has.

let t: TestApp;
let tenantId: string;
let admin: Client;

beforeAll(async () => {
  t = await startTestApp();
  const tenant = await createTestTenant(t.orm, 'roles');
  tenantId = tenant.tenantId;
  admin = client(t, tenant.admin.token);
});
afterAll(() => t.close());

/** A role on the tenant, a project (P_n) or a sub project (SP_n). */
const on = (unit: 'TENANT' | `P_${number}` | `SP_${number}`, role: string): OrganizationUnitRole => ({
  organizationUnit:
    unit === 'TENANT'
      ? { type: 'TENANT', id: tenantId }
      : unit.startsWith('SP_')
        ? { type: 'SUBPROJECT', id: unit }
        : { type: 'PROJECT', id: unit },
  role,
});

/** A business id as a unit. */
const unit = (id: string) => id as `P_${number}` | `SP_${number}`;

let users = 0;
/** A user of the tenant holding these roles, as a client. */
async function member(...roles: OrganizationUnitRole[]): Promise<Client> {
  users += 1;
  return client(t, (await createTestUser(t.orm, tenantId, `member-${users}`, roles)).token);
}

/**
 * A new world (a project with content, see world.ts) and a member per role: on its project, or on the tenant for
 * calls on the tenant itself (parent projects are the tenant's).
 */
async function worldWithMembers(
  held: 'PROJECT' | 'TENANT' = 'PROJECT',
): Promise<{ world: World; members: Record<RoleName, Client> }> {
  const world = await buildWorld(admin);
  const members = {} as Record<RoleName, Client>;
  for (const role of roleNames)
    members[role] = await member(on(held === 'TENANT' ? 'TENANT' : unit(world.ids.project), role));
  return { world, members };
}

/** Every row the tenant has in every table that holds tenant rows (users aside), as counts and digests. */
async function tenantRows(): Promise<Record<string, string>> {
  const em = t.orm.em.fork();
  const tables = await em.execute<{ table_name: string }[]>(
    `SELECT DISTINCT table_name FROM information_schema.columns
     WHERE column_name = 'tenant_id' AND table_schema = current_schema() AND table_name <> 'app_user'
     ORDER BY table_name`,
  );
  const rows: Record<string, string> = {};
  for (const { table_name: table } of tables) {
    const [digest] = await em.execute<{ n: number; md5: string }[]>(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(r::text, '|' ORDER BY r::text), '')) AS md5
       FROM "${table}" r WHERE tenant_id = ?`,
      [tenantId],
    );
    rows[table] = `${digest?.n}:${digest?.md5}`;
  }
  return rows;
}

interface Variant {
  template: (w: World) => Template;
  /** The call acts on the tenant itself (a parent project): tried with roles on the tenant. */
  onTenant?: boolean;
  /** The project or sub project the call works in, when not the world's project. */
  worksIn?: (w: World) => string;
}

/**
 * Templates of the shared map that act on the tenant itself: DELETE_PROJECT of the world's parent project, and the
 * tenant's settings.
 */
const ON_TENANT = new Set(['DELETE_PROJECT', 'MODIFY_TENANT_SETTINGS']);

/** Further cases of methods: other models, where the model decides what a call needs, and other units. */
const VARIANTS: Record<string, Record<string, Variant>> = {
  ADD_DOCUMENT: {
    'a sub project': {
      template: (w) => ({
        params: {
          documentModelName: 'Project-dm',
          locale: 'en',
          document: { Root: { General: { Title: 'Another app', ParentId: w.ids.project } } },
        },
      }),
    },
    'a parent project': {
      onTenant: true,
      template: () => ({
        params: {
          documentModelName: 'Project-dm',
          locale: 'en',
          document: { Root: { General: { Title: 'New shop' } } },
        },
      }),
    },
    'a run': {
      template: (w) => ({
        params: {
          documentModelName: 'TestRun-dm',
          locale: 'en',
          document: { Root: { General: { ProjectId: w.ids.project, Title: 'Regression' } } },
        },
      }),
    },
  },
  MODIFY_DOCUMENT: {
    'a project': {
      template: (w) => ({
        params: { docRef: w.project, locale: 'en', document: { Root: { General: { Title: 'Renamed shop' } } } },
      }),
    },
    'project settings': {
      template: (w) => ({
        params: {
          docRef: w.setting,
          locale: 'en',
          document: {
            Root: { generalSetting: { testCaseTreeSetting: { lazyLoadingEnable: true, expandLevel: 3 } } },
          },
        },
      }),
    },
    'a version': {
      template: (w) => ({
        params: { docRef: w.version, locale: 'en', document: { Root: { General: { Title: 'Release 1' } } } },
      }),
    },
    'a case': {
      template: (w) => ({
        params: { docRef: w.testCase, locale: 'en', document: { Root: { General: { Title: 'Pay by card, again' } } } },
      }),
    },
    'a folder': {
      template: (w) => ({
        params: { docRef: w.folder, locale: 'en', document: { Root: { General: { Title: 'Credit cards' } } } },
      }),
    },
    'a run': {
      template: (w) => ({
        params: { docRef: w.run, locale: 'en', document: { Root: { General: { Title: 'Smoke, second round' } } } },
      }),
    },
  },
  DELETE_PROJECT: {
    'a sub project': {
      template: (w) => ({ params: { projectDocRef: w.subProject } }),
      worksIn: (w) => w.ids.subProject,
    },
  },
};

interface MatrixCase extends Variant {
  label: string;
  method: MethodDefinition;
}

const served: MethodDefinition[] = Object.values(methods);

/** Every method that may need more than reading, with its template and its further cases. */
const mutating: MatrixCase[] = served
  .filter((method) => method.permission !== 'read')
  .flatMap((method) => {
    const template = TEMPLATES[method.name];
    const own = template ? [{ label: method.name, method, template, onTenant: ON_TENANT.has(method.name) }] : [];
    const variants = Object.entries(VARIANTS[method.name] ?? {}).map(([label, variant]) => ({
      ...variant,
      label: `${method.name} of ${label}`,
      method,
    }));
    return [...own, ...variants];
  });

const send = (as: Client, method: string, { params, headers = {} }: Template) =>
  as.call(method, { locale: 'en', ...params }, headers);

describe('the role matrix', () => {
  it('has a params template for every method of the contract', () => {
    expect(served.filter((method) => !TEMPLATES[method.name]).map((method) => method.name)).toEqual([]);
    expect(mutating.length).toBeGreaterThan(30);
  });

  it.each(mutating.map((c) => [c.label, c] as const))(
    '%s: weaker roles are refused and change nothing, the others pass the role check',
    async (_, { method, template, onTenant, worksIn = (w) => w.ids.project }) => {
      const held = onTenant ? 'TENANT' : 'PROJECT';
      const { world, members } = await worldWithMembers(held);
      const needed = onTenant ? parentProjectPermission : callPermission(method.permission, template(world).params);
      const neededRole = leastRoleFor(needed);
      const refused = roleNames.filter((role) => !roleAllows(role, needed));
      const allowed = roleNames.filter((role) => roleAllows(role, needed));
      expect(allowed).toContain('admin');

      const before = await tenantRows();
      for (const role of refused) {
        const { body } = await send(members[role], method.name, template(world));
        expect(body.error, `${role}: ${JSON.stringify(body)}`).toMatchObject({
          code: -32003,
          data: { reason: 'ROLE_NOT_ALLOWED', role, neededRole },
        });
        const where = onTenant ? 'the tenant' : `project ${worksIn(world)}`;
        expect(body.error.message).toBe(
          `Your role ${role} in ${where} does not allow this call; it needs the role ${neededRole} or higher.`,
        );
      }
      expect(await tenantRows()).toEqual(before);

      // The weakest allowed role on this world; each stronger one on a world of its own, as a call may change it.
      for (const [i, role] of allowed.entries()) {
        const own = i === 0 ? { world, members } : await worldWithMembers(held);
        const { body } = await send(own.members[role], method.name, template(own.world));
        expect(body.error?.code, `${role}: ${JSON.stringify(body.error)}`).not.toBe(-32003);
        expect(body.error?.code, `${role}: ${JSON.stringify(body.error)}`).not.toBe(-32603);
      }
    },
  );
});

describe('reading', () => {
  it('works for a viewer with every method that needs no more than reading', async () => {
    const { world, members } = await worldWithMembers();
    const refused: string[] = [];
    for (const method of served.filter((m) => m.permission === 'read')) {
      const template = TEMPLATES[method.name];
      if (!template) continue;
      const { body } = await send(members.viewer, method.name, template(world));
      if (body.error?.code === -32003) refused.push(`${method.name}: ${JSON.stringify(body.error)}`);
    }
    expect(refused).toEqual([]);
    expect((await members.viewer.root(world.testCase)).General.Title).toBe('Pay by card');
  });
});

/** A parent project with two sub projects, by business ids. */
async function projectWithTwoSubprojects() {
  const id = async (docRef: string): Promise<string> => (await admin.root(docRef)).General.Id;
  const project = unit(await id(await addProject(admin, 'Web shop')));
  const first = unit(await id(await addProject(admin, 'Mobile app', project)));
  const second = unit(await id(await addProject(admin, 'Kiosk', project)));
  const other = unit(await id(await addProject(admin, 'Payroll')));
  return { project, first, second, other };
}

const suiteIn = (ProjectId: string, SubprojectId?: string): MethodParams<'ADD_DOCUMENT'> => ({
  documentModelName: 'TestSuite-dm',
  locale: 'en',
  document: { Root: { General: { ProjectId, ...(SubprojectId ? { SubprojectId } : {}), Title: 'Checkout' } } },
});

describe('the units a role applies to', () => {
  it('a sub project role reaches its sub project alone: not its siblings, and the parent only to read it', async () => {
    const { project, first, second } = await projectWithTwoSubprojects();
    const manager = await member(on(first, 'manager'));
    expect(await manager.ok('ADD_DOCUMENT', suiteIn(project, first))).toMatch(/^TestSuite-dm\//);
    for (const sibling of [
      await manager.fail('ADD_DOCUMENT', suiteIn(project, second)),
      await manager.fail('LOAD_PROJECT_SETTING', { projectId: project, subProjectId: second }),
    ]) {
      expect(sibling).toMatchObject({ code: -32003, data: { reason: 'NO_ROLE_IN_PROJECT' } });
      expect(sibling.message).toContain(second);
    }
    expect(await manager.fail('ADD_DOCUMENT', suiteIn(project))).toMatchObject({
      data: { reason: 'NO_ROLE_IN_PROJECT' },
    });
    const loaded = await manager.ok('LOAD_PROJECT_WITH_VERSION', { projectId: project });
    expect(loaded.document.Root.General.Id).toBe(project);
    // Each project says what the caller's role on it is: none on the parent, which the sub project role only reads.
    expect(loaded.document.Root.Metadata.CallerRole).toBeNull();
    const onFirst = await manager.ok('LOAD_PROJECT_WITH_VERSION', { projectId: project, subProjectId: first });
    expect(onFirst.document.Root.Metadata.CallerRole).toBe('manager');
    const [subs] = await manager.ok('LIST_SUB_PROJECTS', {
      page: { offset: 0, limit: 10 },
      sources: [{ docRef: loaded.docRef, relationshipModel: 'ProjectSubproject-rm', role: 'parent' }],
    });
    expect(
      subs!.linkResultEntries.entries.map(
        (e: { document: { Root: { General: { Id: string } } } }) => e.document.Root.General.Id,
      ),
    ).toEqual([first]);
  });

  it('a project role reaches its sub projects; a tenant role every project; the strongest role that applies counts', async () => {
    const { project, second, other } = await projectWithTwoSubprojects();
    const tester = await member(on(project, 'tester'));
    expect(await tester.fail('ADD_DOCUMENT', suiteIn(project, second))).toMatchObject({
      code: -32003,
      data: { reason: 'ROLE_NOT_ALLOWED', role: 'tester', neededRole: 'manager' },
    });
    expect(await tester.fail('ADD_DOCUMENT', suiteIn(other))).toMatchObject({ data: { reason: 'NO_ROLE_IN_PROJECT' } });

    const mixed = await member(on('TENANT', 'viewer'), on(project, 'manager'));
    expect(await mixed.ok('ADD_DOCUMENT', suiteIn(project, second))).toMatch(/^TestSuite-dm\//);
    const elsewhere = await mixed.fail('ADD_DOCUMENT', suiteIn(other));
    expect(elsewhere).toMatchObject({ data: { reason: 'ROLE_NOT_ALLOWED', role: 'viewer', neededRole: 'manager' } });
    expect(elsewhere.message).toContain(`project ${other}`);
    expect((await mixed.ok('LOAD_PROJECT_SETTING', { projectId: other })).documentModelName).toBe('ProjectSetting-dm');
    const roles = Object.fromEntries(
      (await mixed.ok('LOAD_PROJECTS_BY_TENANT', {})).map((p) => [
        p.document.Root.General.Id,
        p.document.Root.Metadata.CallerRole,
      ]),
    );
    expect(roles).toMatchObject({ [project]: 'manager', [other]: 'viewer' });
    const asTester = await tester.ok('LOAD_PROJECT_WITH_VERSION', { projectId: project, subProjectId: second });
    expect(asTester.document.Root.Metadata.CallerRole).toBe('tester');
  });

  it('parent projects are created and removed by an admin of the tenant; sub projects are removed by their admins', async () => {
    const { project, first, second } = await projectWithTwoSubprojects();
    const parent = (Title: string): MethodParams<'ADD_DOCUMENT'> => ({
      documentModelName: 'Project-dm',
      locale: 'en',
      document: { Root: { General: { Title } } },
    });
    const tenantManager = await member(on('TENANT', 'manager'));
    const refused = await tenantManager.fail('ADD_DOCUMENT', parent('Not mine to make'));
    expect(refused).toMatchObject({
      code: -32003,
      data: { reason: 'ROLE_NOT_ALLOWED', role: 'manager', neededRole: 'admin' },
    });
    expect(refused.message).toBe(
      'Your role manager in the tenant does not allow this call; it needs the role admin or higher.',
    );
    const projectAdmin = await member(on(project, 'admin'));
    expect(await projectAdmin.fail('ADD_DOCUMENT', parent('Nor mine'))).toMatchObject({
      data: { reason: 'NO_ROLE_IN_TENANT' },
    });
    const tenantAdmin = await member(on('TENANT', 'admin'));
    expect(await tenantAdmin.ok('ADD_DOCUMENT', parent('Mine to make'))).toMatch(/^Project-dm\//);

    const docRefOf = async (id: string) =>
      (
        await admin.ok('LOAD_PROJECT_WITH_VERSION', {
          projectId: project,
          ...(id === project ? {} : { subProjectId: id }),
        })
      ).docRef;
    expect(await projectAdmin.fail('DELETE_PROJECT', { projectDocRef: await docRefOf(project) })).toMatchObject({
      data: { reason: 'NO_ROLE_IN_TENANT' },
    });
    expect(await tenantManager.fail('DELETE_PROJECT', { projectDocRef: await docRefOf(project) })).toMatchObject({
      data: { reason: 'ROLE_NOT_ALLOWED', role: 'manager', neededRole: 'admin' },
    });
    const projectManager = await member(on(project, 'manager'));
    expect(await projectManager.fail('DELETE_PROJECT', { projectDocRef: await docRefOf(first) })).toMatchObject({
      data: { reason: 'ROLE_NOT_ALLOWED', role: 'manager', neededRole: 'admin' },
    });
    expect(await projectAdmin.ok('DELETE_PROJECT', { projectDocRef: await docRefOf(second) })).toMatch(
      /^TaskRequest-dm\//,
    );
  });
});

describe('role names', () => {
  it('grant nothing when TMT does not know them, and are read regardless of case and blanks', async () => {
    const { project } = await projectWithTwoSubprojects();
    const owner = await member(on('TENANT', 'owner'), on(project, 'superuser'));
    expect(await owner.ok('LOAD_PROJECTS_BY_TENANT')).toEqual([]);
    expect(await owner.fail('LOAD_PROJECT_SETTING', { projectId: project })).toMatchObject({
      code: -32003,
      data: { reason: 'NO_ROLE_IN_PROJECT' },
    });
    const manager = await member(on(project, ' Manager '));
    expect(await manager.ok('ADD_DOCUMENT', suiteIn(project))).toMatch(/^TestSuite-dm\//);
  });

  it('are named in the refusal in the language of the call', async () => {
    const { project } = await projectWithTwoSubprojects();
    const viewer = await member(on(project, 'viewer'));
    const refused = await viewer.fail('ADD_DOCUMENT', { ...suiteIn(project), locale: 'de' });
    expect(refused.message).toBe(
      `Ihre Rolle viewer im Projekt ${project} erlaubt diesen Aufruf nicht; er braucht die Rolle manager oder eine höhere.`,
    );
  });
});

describe('uploads', () => {
  /** POST /api/v2/attachment of a small text file for a suite of `project`: status and answer. */
  async function upload(as: string, project: string) {
    const query = new URLSearchParams({ filename: 'plan.txt', documentModelName: 'TestSuite-dm', pathToField: '' });
    const res = await t.app.request(`/api/v2/attachment?${query}`, {
      method: 'POST',
      body: 'the plan',
      headers: { Authorization: `Bearer ${as}`, 'Project-Id': project },
    });
    return { status: res.status, body: await res.json() };
  }

  it('take reading the project; assigning the file is a change that needs its role', async () => {
    const { project } = await projectWithTwoSubprojects();
    const suite = await addSuite(admin, { ProjectId: project, Title: 'Checkout' });
    const viewer = await createTestUser(t.orm, tenantId, `uploading-viewer-${project}`, [on(project, 'viewer')]);
    const outsider = await createTestUser(t.orm, tenantId, `uploading-outsider-${project}`, []);
    const refused = await upload(outsider.token, project);
    expect(refused).toMatchObject({ status: 403, body: { error: { data: { reason: 'NO_ROLE_IN_PROJECT' } } } });
    const uploaded = await upload(viewer.token, project);
    expect(uploaded.status).toBe(200);
    const assign: MethodParams<'MODIFY_DOCUMENT'> = {
      docRef: suite,
      locale: 'en',
      document: { Root: { Attachments: [uploaded.body.attachmentId] } },
    };
    expect(await client(t, viewer.token).fail('MODIFY_DOCUMENT', assign)).toMatchObject({
      data: { reason: 'ROLE_NOT_ALLOWED', role: 'viewer', neededRole: 'manager' },
    });
    expect((await admin.root(suite)).Attachments).toEqual([]);
    const manager = await member(on(project, 'manager'));
    expect(await manager.ok('MODIFY_DOCUMENT', assign)).toBeNull();
    expect((await admin.root(suite)).Attachments.map((a: { fileName: string }) => a.fileName)).toEqual(['plan.txt']);
  });
});
