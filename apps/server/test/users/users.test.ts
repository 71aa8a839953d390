import { signToken } from '@tmt/core';
import { createTestTenant, createTestUser, testSecret } from '@tmt/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client } from '../client';
import { addNode, addProject, addRun, addSuite } from '../factories';
import { settle } from '../settle';
import { startTestApp, type TestApp } from '../test-app';

// biome-ignore lint/suspicious/noExplicitAny: answers are inspected field by field
type Any = any;

let t: TestApp;
let tenantId: string;
let admin: Client;
let intruder: Client;

const page = { offset: 0, limit: 100 };
const unit = (type: 'TENANT' | 'PROJECT' | 'SUBPROJECT', id: string) => ({ type, id });
const role = (type: 'TENANT' | 'PROJECT' | 'SUBPROJECT', id: string, name: string) => ({
  organizationUnit: unit(type, id),
  role: name,
});

let tokens = 0;
/**
 * A token of its own for each call of this: the server remembers a token's caller for TMT_AUTH_CACHE_SECONDS, and a
 * fresh token shows what the server thinks of the user now.
 */
const as = async (username: string) =>
  client(t, await signToken(testSecret, { tenant: tenantId, username }, `${++tokens + 1}h`));

const addUser = (by: Client, Root: Record<string, unknown>) =>
  by.call('ADD_DOCUMENT', { documentModelName: 'User-dm', locale: 'en', document: { Root } });
const modifyUser = (by: Client, docRef: string, Root: Record<string, unknown>, expectedModelVersion?: number) =>
  by.call('MODIFY_DOCUMENT', { docRef, locale: 'en', document: { Root }, expectedModelVersion });
const listUsers = (by: Client, params: Record<string, unknown> = {}) =>
  by.ok('LIST_DOCUMENTS', { documentModelName: 'User-dm', page, ...params });
const usernames = (answer: Any) => answer.entries.map((e: Any) => e.document.Root.username);
const errorOf = (answer: { body: Any }) => answer.body.error;

/** The users every test starts from, by username, as docRefs. */
const users: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp();
  const tenant = await createTestTenant(t.orm, 'users');
  tenantId = tenant.tenantId;
  admin = client(t, tenant.admin.token);
  intruder = client(t, (await createTestTenant(t.orm, 'users-intruder')).admin.token);
  await addProject(admin, 'Web shop'); // P_1
  await addProject(admin, 'Mobile app', 'P_1'); // SP_1
  await addProject(admin, 'Back office'); // P_2
  await addProject(admin, 'Tablet app', 'P_1'); // SP_2
  const people: Record<string, unknown>[] = [
    {
      username: 'anna',
      firstName: 'Anna',
      lastName: 'Berg',
      email: 'anna.berg@example.com',
      roles: [['PROJECT', 'P_1', 'tester']],
    },
    {
      username: 'ben',
      firstName: 'Ben',
      lastName: 'Cole',
      email: 'ben@shop.test',
      roles: [['SUBPROJECT', 'SP_1', 'tester']],
    },
    {
      username: 'carl',
      firstName: 'Carl',
      lastName: 'Dahl',
      email: 'carl@office.test',
      roles: [['PROJECT', 'P_2', 'viewer']],
      enabled: false,
    },
    {
      username: 'dora',
      firstName: 'Dora',
      lastName: 'Abel',
      email: '',
      roles: [
        ['PROJECT', 'P_1', 'manager'],
        ['PROJECT', 'P_2', 'manager'],
      ],
    },
    {
      username: 'pia',
      firstName: 'Pia',
      lastName: 'Admin',
      email: 'pia@shop.test',
      roles: [['PROJECT', 'P_1', 'admin']],
    },
    {
      username: 'sam',
      firstName: 'Sam',
      lastName: 'Sub',
      email: 'sam@shop.test',
      roles: [['SUBPROJECT', 'SP_1', 'admin']],
    },
    {
      username: 'tina',
      firstName: 'Tina',
      lastName: 'Ernst',
      email: 'tina@ex.test',
      roles: [['SUBPROJECT', 'SP_2', 'tester']],
    },
  ];
  for (const { roles, ...person } of people) {
    const organizationUnitRole = (roles as [Any, string, string][]).map(([type, id, name]) => role(type, id, name));
    const { body } = await addUser(admin, { ...person, organizationUnitRole });
    if (!body.result) throw new Error(JSON.stringify(body));
    users[person.username as string] = body.result;
  }
});
afterAll(() => t.close());

describe('reading users (GET_DOCUMENT, LIST_DOCUMENTS of User-dm)', () => {
  it('answers a user in the shape of an OpenID Connect user, with Metadata and __meta', async () => {
    const answer = await admin.ok('GET_DOCUMENT', { docRef: users.anna! });
    expect(answer.documentModelName).toBe('User-dm');
    const id = users.anna!.split('/')[1];
    expect(answer.document.Root).toMatchObject({
      enabled: true,
      id,
      username: 'anna',
      email: 'anna.berg@example.com',
      firstName: 'Anna',
      lastName: 'Berg',
      extension: { TenantId: tenantId },
      setting: { ExpirationDate: null },
      organizationUnitRole: [role('PROJECT', 'P_1', 'tester')],
      Attachments: [],
    });
    expect(answer.document.Root.Metadata).toMatchObject({ CreatedBy: 'admin', EditedBy: 'admin' });
    expect(answer.document.__meta).toMatchObject({ docRef: users.anna, modelReference: 'User-dm', modelVersion: 1 });
  });

  it('lists the users of the tenant by username, and pages them', async () => {
    const all = await listUsers(admin);
    expect(usernames(all)).toEqual(['admin', 'anna', 'ben', 'carl', 'dora', 'pia', 'sam', 'tina']);
    expect(all.fullSize).toBe(8);
    const second = await listUsers(admin, { page: { offset: 2, limit: 3 } });
    expect(usernames(second)).toEqual(['ben', 'carl', 'dora']);
    expect(second.fullSize).toBe(8);
    const past = await listUsers(admin, { page: { offset: 50, limit: 10 } });
    expect(past).toMatchObject({ entries: [], fullSize: 8 });
  });

  it('filters by enabled, username, email, role unit and role name, and excludes with a leading -', async () => {
    const filtered = async (...filters: string[]) => usernames(await listUsers(admin, { filter: { filters } }));
    expect(await filtered('enabled:false')).toEqual(['carl']);
    expect(await filtered('organizationUnit:P_1')).toEqual(['anna', 'dora', 'pia']);
    expect(await filtered('organizationUnit:SP_1', 'organizationUnit:SP_2')).toEqual(['ben', 'sam', 'tina']);
    expect(await filtered(`organizationUnit:${tenantId}`)).toEqual(['admin']);
    expect(await filtered('role:MANAGER')).toEqual(['dora']);
    expect(await filtered('role:admin', '-organizationUnit:SP_1')).toEqual(['admin', 'pia']);
    expect(await filtered('username:ben', 'username:tina')).toEqual(['ben', 'tina']);
    expect(await filtered('email:ben@shop.test')).toEqual(['ben']);
    expect(await filtered('-enabled:true', '-username:carl')).toEqual([]);
  });

  it('searches usernames, names and emails in full text', async () => {
    const search = async (fulltext: string, lang?: string) =>
      usernames(await listUsers(admin, { filter: { fulltext, ...(lang ? { lang } : {}) } }));
    expect(await search('Berg')).toEqual(['anna']);
    expect(await search('shop')).toEqual(['ben', 'pia', 'sam']);
    expect(await search('anna.berg@example.com')).toEqual(['anna']);
    expect(await search('Ernst', 'de')).toEqual(['tina']);
    expect(await search('nobody')).toEqual([]);
  });

  it('sorts by names, email, enabled and the audit fields', async () => {
    const sorted = async (...sort: string[]) => usernames(await listUsers(admin, { sort }));
    // The tenant's admin, provisioned without names, has the empty last name.
    expect(await sorted('lastName ASC')).toEqual(['admin', 'dora', 'pia', 'anna', 'ben', 'carl', 'tina', 'sam']);
    expect((await sorted('firstName DESC')).slice(0, 3)).toEqual(['tina', 'sam', 'pia']);
    expect((await sorted('email ASC')).slice(0, 2).sort()).toEqual(['admin', 'dora']);
    expect((await sorted('email DESC'))[0]).toBe('tina');
    expect((await sorted('enabled ASC', 'username DESC')).slice(0, 2)).toEqual(['carl', 'tina']);
    expect(await sorted('CreatedOn DESC', 'username ASC')).toHaveLength(8);
    expect((await sorted('CreatedBy ASC', 'username ASC'))[0]).toBe('anna');
  });

  it('refuses unknown filter and sort fields, a project scope and values of the wrong type', async () => {
    const fail = (params: Record<string, unknown>) =>
      admin.fail('LIST_DOCUMENTS', { documentModelName: 'User-dm', page, ...params });
    expect(await fail({ filter: { filters: ['constructor:x'] } })).toMatchObject({
      code: -32602,
      data: { reason: 'UNKNOWN_FILTER_FIELD' },
    });
    expect(await fail({ sort: ['Title ASC'] })).toMatchObject({ code: -32602, data: { reason: 'UNKNOWN_SORT_FIELD' } });
    expect(await fail({ sort: ['role ASC'] })).toMatchObject({ code: -32602, data: { reason: 'UNKNOWN_SORT_FIELD' } });
    expect(await fail({ filter: { filters: ['ProjectId:P_1'] } })).toMatchObject({
      code: -32602,
      data: { reason: 'UNKNOWN_FILTER_FIELD' },
    });
    expect(await fail({ filter: { filters: ['enabled:maybe'] } })).toMatchObject({ code: -32602 });
    expect(await fail({ filter: { filters: ['CreatedOn:yesterday'] } })).toMatchObject({ code: -32602 });
    expect(await fail({ filter: { fulltext: 'a\u0000b' } })).toMatchObject({ code: -32602 });
  });

  it('shows a user without a tenant-wide role themselves and those sharing a project or sub project with them', async () => {
    // Ben (SP_1) shares SP_1 with Sam, and the parent P_1 with its members; the tenant admin works everywhere.
    expect(usernames(await listUsers(await as('ben')))).toEqual(['admin', 'anna', 'ben', 'dora', 'pia', 'sam']);
    // Anna (P_1) reaches its sub projects too.
    expect(usernames(await listUsers(await as('anna')))).toEqual([
      'admin',
      'anna',
      'ben',
      'dora',
      'pia',
      'sam',
      'tina',
    ]);
    // Tina (SP_2) does not see SP_1's members.
    expect(usernames(await listUsers(await as('tina')))).toEqual(['admin', 'anna', 'dora', 'pia', 'tina']);
    const ben = await as('ben');
    expect((await ben.doc('User-dm', users.sam!)).document.Root.username).toBe('sam');
    expect((await ben.fail('GET_DOCUMENT', { docRef: users.tina })).code).toBe(-32004);
    expect((await ben.fail('GET_DOCUMENT', { docRef: users.carl })).code).toBe(-32004);
  });

  it("answers another tenant's users as missing and never lists them", async () => {
    expect(await intruder.fail('GET_DOCUMENT', { docRef: users.anna })).toMatchObject({
      code: -32004,
      data: { reason: 'DOCUMENT_NOT_FOUND' },
    });
    expect(usernames(await listUsers(intruder))).toEqual(['admin']);
    expect((await intruder.fail('GET_DOCUMENT', { docRef: `User-dm/${crypto.randomUUID()}` })).code).toBe(-32004);
  });
});

describe('adding users (ADD_DOCUMENT of User-dm)', () => {
  it('adds a user with defaults, known role names in their own case, and each role once', async () => {
    const { body } = await addUser(admin, {
      username: 'eva',
      organizationUnitRole: [role('PROJECT', 'P_2', 'Tester'), role('PROJECT', 'P_2', 'tester')],
      id: 'ignored',
      extension: { TenantId: 'other' },
      Metadata: { CreatedBy: 'mallory' },
    });
    const root = await admin.root(body.result);
    expect(root).toMatchObject({
      username: 'eva',
      enabled: true,
      email: '',
      firstName: '',
      lastName: '',
      id: body.result.split('/')[1],
      extension: { TenantId: tenantId },
      setting: { ExpirationDate: null },
      organizationUnitRole: [role('PROJECT', 'P_2', 'tester')],
    });
    expect(root.Metadata.CreatedBy).toBe('admin');
    // The new user can sign in and work where their role says.
    const eva = await as('eva');
    expect((await eva.ok('LOAD_PROJECT_WITH_VERSION', { projectId: 'P_2' })).document.Root.General.Id).toBe('P_2');
    expect((await eva.fail('LOAD_PROJECT_WITH_VERSION', { projectId: 'P_1' })).code).toBe(-32003);
  });

  it('keeps a username once per tenant, whatever its case (USERNAME_TAKEN)', async () => {
    for (const username of ['anna', 'ANNA', 'Anna']) {
      expect(errorOf(await addUser(admin, { username }))).toMatchObject({
        code: -32009,
        data: { reason: 'USERNAME_TAKEN' },
      });
    }
    // Another tenant may have its own anna.
    expect((await addUser(intruder, { username: 'anna' })).body.result).toMatch(/^User-dm\//);
  });

  it('refuses bad params and adds nothing', async () => {
    const before = (await listUsers(admin)).fullSize;
    const invalid = [
      {},
      { username: '' },
      { username: 'has space' },
      { username: 42 },
      { username: 'x\u0000y' },
      { username: 'ok1', firstName: 'Nul\u0000' },
      { username: 'ok2', enabled: 'yes' },
      { username: 'ok3', email: 'not an email' },
      { username: 'ok4', setting: { ExpirationDate: 'tomorrow' } },
      { username: 'ok5', organizationUnitRole: 'admin' },
      { username: 'ok6', organizationUnitRole: [role('PROJECT', 'P_1', 'boss')] },
      { username: 'ok7', organizationUnitRole: [role('PROJECT', 'SP_1', 'tester')] },
      { username: 'ok8', organizationUnitRole: [{ organizationUnit: { type: 'TEAM', id: 'x' }, role: 'tester' }] },
    ];
    for (const Root of invalid) {
      expect(errorOf(await addUser(admin, Root)), JSON.stringify(Root)).toMatchObject({
        code: -32602,
        data: { reason: 'INVALID_PARAMS' },
      });
    }
    const units = [
      role('PROJECT', 'P_99', 'tester'),
      role('SUBPROJECT', 'SP_99', 'tester'),
      role('TENANT', 'other', 'admin'),
    ];
    for (const granted of units) {
      expect(errorOf(await addUser(admin, { username: 'ok9', organizationUnitRole: [granted] }))).toMatchObject({
        code: -32602,
        data: { reason: 'UNKNOWN_ORGANIZATION_UNIT' },
      });
    }
    const notRoot = await admin.call('ADD_DOCUMENT', {
      documentModelName: 'User-dm',
      locale: 'en',
      document: { Root: 5 },
    });
    expect(errorOf(notRoot).code).toBe(-32602);
    expect((await listUsers(admin)).fullSize).toBe(before);
  });

  it("ignores 'constructor' and '__proto__' as fields", async () => {
    const Root = JSON.parse('{"username":"proto","constructor":{"x":1},"__proto__":{"enabled":false}}');
    const { body } = await addUser(admin, Root);
    expect((await admin.root(body.result)).enabled).toBe(true);
  });

  it("lets a project's admin add users with roles on the project and its sub projects only", async () => {
    const pia = await as('pia');
    const added = await addUser(pia, {
      username: 'finn',
      organizationUnitRole: [role('PROJECT', 'P_1', 'tester'), role('SUBPROJECT', 'SP_2', 'admin')],
    });
    expect(added.body.result).toMatch(/^User-dm\//);
    users.finn = added.body.result;
    expect((await admin.root(added.body.result)).Metadata.CreatedBy).toBe('pia');
    const foreign = await addUser(pia, { username: 'gus', organizationUnitRole: [role('PROJECT', 'P_2', 'viewer')] });
    expect(errorOf(foreign)).toMatchObject({ code: -32003, data: { reason: 'ROLE_GRANT_FORBIDDEN' } });
    expect(errorOf(foreign).message).toContain('P_2');
    const tenantWide = await addUser(pia, {
      username: 'gus',
      organizationUnitRole: [role('TENANT', tenantId, 'viewer')],
    });
    expect(errorOf(tenantWide)).toMatchObject({ code: -32003, data: { reason: 'ROLE_GRANT_FORBIDDEN' } });
    expect(errorOf(await addUser(pia, { username: 'gus' }))).toMatchObject({
      code: -32003,
      data: { reason: 'USER_ADMIN_REQUIRED' },
    });
    expect((await listUsers(admin, { filter: { filters: ['username:gus'] } })).fullSize).toBe(0);
  });

  it("lets a sub project's admin add users of that sub project only, and others none", async () => {
    const sam = await as('sam');
    expect(
      (await addUser(sam, { username: 'hugo', organizationUnitRole: [role('SUBPROJECT', 'SP_1', 'tester')] })).body
        .result,
    ).toMatch(/^User-dm\//);
    expect(
      errorOf(await addUser(sam, { username: 'ida', organizationUnitRole: [role('PROJECT', 'P_1', 'tester')] })),
    ).toMatchObject({ code: -32003, data: { reason: 'ROLE_GRANT_FORBIDDEN' } });
    const dora = await as('dora');
    expect(
      errorOf(await addUser(dora, { username: 'ida', organizationUnitRole: [role('PROJECT', 'P_1', 'viewer')] })),
    ).toMatchObject({ code: -32003, data: { reason: 'ROLE_GRANT_FORBIDDEN' } });
  });
});

describe('changing users (MODIFY_DOCUMENT of User-dm)', () => {
  it('changes names, email and expiration; the model version counts, a change of nothing leaves it', async () => {
    expect(
      (await modifyUser(admin, users.anna!, { firstName: 'Anne', email: 'anne@example.com' })).body.result,
    ).toBeNull();
    let root = await admin.root(users.anna!);
    expect(root).toMatchObject({ firstName: 'Anne', lastName: 'Berg', email: 'anne@example.com' });
    const version = (await admin.ok('GET_DOCUMENT', { docRef: users.anna! })).document.__meta.modelVersion;
    expect(version).toBe(2);
    await modifyUser(admin, users.anna!, { firstName: 'Anne', username: 'anna' });
    expect((await admin.ok('GET_DOCUMENT', { docRef: users.anna! })).document.__meta.modelVersion).toBe(2);
    const later = Date.UTC(2099, 0, 1);
    await modifyUser(admin, users.anna!, { setting: { ExpirationDate: later } });
    root = await admin.root(users.anna!);
    expect(root.setting.ExpirationDate).toBe(later);
    expect(root.Metadata.EditedBy).toBe('admin');
  });

  it('refuses a stale model version, a new username and bad values, and changes nothing', async () => {
    const before = await admin.ok('GET_DOCUMENT', { docRef: users.ben! });
    expect(errorOf(await modifyUser(admin, users.ben!, { lastName: 'X' }, 99))).toMatchObject({
      code: -32009,
      data: { reason: 'STALE_MODEL_VERSION' },
    });
    const renamed = errorOf(await modifyUser(admin, users.ben!, { username: 'benjamin' }));
    expect(renamed).toMatchObject({ code: -32602, data: { reason: 'INVALID_PARAMS' } });
    expect(renamed.data.issues[0].path).toBe('params.document.Root.username');
    for (const Root of [
      { enabled: 1 },
      { lastName: 7 },
      { organizationUnitRole: [{ role: 'tester' }] },
      { email: 'a\u0000@b.c' },
    ]) {
      expect(errorOf(await modifyUser(admin, users.ben!, Root)).code, JSON.stringify(Root)).toBe(-32602);
    }
    expect(
      errorOf(await modifyUser(admin, users.ben!, { organizationUnitRole: [role('PROJECT', 'P_77', 'tester')] })),
    ).toMatchObject({
      code: -32602,
      data: { reason: 'UNKNOWN_ORGANIZATION_UNIT' },
    });
    expect(await admin.ok('GET_DOCUMENT', { docRef: users.ben! })).toEqual(before);
  });

  it('disables a user, whose tokens are refused until enabled again', async () => {
    const ben = await as('ben');
    expect((await ben.doc('User-dm', users.ben!)).document.Root.enabled).toBe(true);
    await modifyUser(admin, users.ben!, { enabled: false });
    expect((await (await as('ben')).fail('GET_DOCUMENT', { docRef: users.ben })).data.reason).toBe('TOKEN_INVALID');
    await modifyUser(admin, users.ben!, { enabled: true });
    expect((await (await as('ben')).doc('User-dm', users.ben!)).document.Root.enabled).toBe(true);
  });

  it('refuses the tokens of a user whose expiration date has passed', async () => {
    await modifyUser(admin, users.tina!, { setting: { ExpirationDate: Date.now() - 60_000 } });
    expect((await (await as('tina')).fail('GET_DOCUMENT', { docRef: users.tina })).data.reason).toBe('TOKEN_EXPIRED');
    await modifyUser(admin, users.tina!, { setting: { ExpirationDate: null } });
    expect((await (await as('tina')).doc('User-dm', users.tina!)).document.Root.setting).toEqual({
      ExpirationDate: null,
    });
  });

  it('changes roles as a whole list, which take effect with the next token', async () => {
    await modifyUser(admin, users.carl!, { enabled: true, organizationUnitRole: [role('PROJECT', 'P_1', 'viewer')] });
    const carl = await as('carl');
    expect((await carl.ok('LOAD_PROJECT_WITH_VERSION', { projectId: 'P_1' })).document.Root.General.Id).toBe('P_1');
    expect((await carl.fail('LOAD_PROJECT_WITH_VERSION', { projectId: 'P_2' })).code).toBe(-32003);
    await modifyUser(admin, users.carl!, { organizationUnitRole: [role('PROJECT', 'P_2', 'viewer')] });
    expect((await admin.root(users.carl!)).organizationUnitRole).toEqual([role('PROJECT', 'P_2', 'viewer')]);
  });

  it("lets a project's admin change the users of their project, granting roles there only", async () => {
    const pia = await as('pia');
    expect((await modifyUser(pia, users.anna!, { lastName: 'Berger' })).body.result).toBeNull();
    await modifyUser(pia, users.anna!, {
      organizationUnitRole: [role('PROJECT', 'P_1', 'manager'), role('SUBPROJECT', 'SP_1', 'tester')],
    });
    expect((await admin.root(users.anna!)).organizationUnitRole).toHaveLength(2);
    const before = await admin.ok('GET_DOCUMENT', { docRef: users.anna! });
    const grant = await modifyUser(pia, users.anna!, {
      organizationUnitRole: [role('PROJECT', 'P_1', 'manager'), role('PROJECT', 'P_2', 'admin')],
    });
    expect(errorOf(grant)).toMatchObject({ code: -32003, data: { reason: 'ROLE_GRANT_FORBIDDEN' } });
    expect(await admin.ok('GET_DOCUMENT', { docRef: users.anna! })).toEqual(before);
    // Dora also works in P_2, the tenant admin everywhere: neither is Pia's to administer.
    for (const other of [
      users.dora!,
      (await listUsers(admin, { filter: { filters: ['username:admin'] } })).entries[0]!.docRef,
    ]) {
      expect(errorOf(await modifyUser(pia, other, { lastName: 'Changed' }))).toMatchObject({
        code: -32003,
        data: { reason: 'USER_ADMIN_REQUIRED' },
      });
    }
    // A user Pia cannot see at all is missing to her.
    expect(errorOf(await modifyUser(pia, users.carl!, { lastName: 'Changed' })).code).toBe(-32004);
    // A tester administers nobody.
    expect(errorOf(await modifyUser(await as('anna'), users.ben!, { lastName: 'Changed' }))).toMatchObject({
      code: -32003,
      data: { reason: 'USER_ADMIN_REQUIRED' },
    });
  });

  it('lets nobody disable or expire themselves or change their own roles, but their names', async () => {
    const me = (await listUsers(admin, { filter: { filters: ['username:admin'] } })).entries[0]!.docRef;
    for (const Root of [
      { enabled: false },
      { setting: { ExpirationDate: Date.now() + 86_400_000 } },
      { organizationUnitRole: [role('TENANT', tenantId, 'viewer')] },
    ]) {
      expect(errorOf(await modifyUser(admin, me, Root)), JSON.stringify(Root)).toMatchObject({
        code: -32003,
        data: { reason: 'OWN_USER_LOCKOUT' },
      });
    }
    expect((await modifyUser(admin, me, { firstName: 'Ada', enabled: true })).body.result).toBeNull();
    expect((await admin.root(me)).firstName).toBe('Ada');
    const pia = await as('pia');
    expect(
      errorOf(await modifyUser(pia, users.pia!, { organizationUnitRole: [role('PROJECT', 'P_1', 'tester')] })).data
        .reason,
    ).toBe('OWN_USER_LOCKOUT');
  });

  it("answers another tenant's users as missing and changes nothing", async () => {
    const before = await admin.ok('GET_DOCUMENT', { docRef: users.dora! });
    expect(errorOf(await modifyUser(intruder, users.dora!, { enabled: false })).code).toBe(-32004);
    expect(await admin.ok('GET_DOCUMENT', { docRef: users.dora! })).toEqual(before);
  });
});

describe('deleting users (DELETE_DOCUMENT of User-dm) and HANDLE_AFTER_DELETING_USER', () => {
  /** The hidden task the last deletion of `username` started. */
  async function deletionTask(username: string) {
    const [row] = await t.orm.em.fork().execute<{ id: string }[]>(
      `SELECT id FROM task_request WHERE tenant_id = ? AND type = 'HANDLE_AFTER_DELETING_USER'
         AND parameters @> ?::jsonb ORDER BY created_on DESC LIMIT 1`,
      [tenantId, JSON.stringify([{ Key: 'username', Value: JSON.stringify(username) }])],
    );
    return `TaskRequest-dm/${row!.id}`;
  }

  it("hands a deleted user's open assignments back, keeps the record's names, and refuses the user's tokens", async () => {
    const { body } = await addUser(admin, {
      username: 'erik',
      firstName: 'Erik',
      lastName: 'Ek',
      organizationUnitRole: [role('PROJECT', 'P_1', 'manager')],
    });
    const erikRef = body.result as string;
    const erik = await as('erik');
    // Erik writes a suite with three cases, two of them his.
    const suite = await addSuite(erik, { ProjectId: 'P_1', Title: "Erik's suite" });
    const cases = [
      await addNode(erik, suite, 'TestCase-dm', { General: { Title: 'Pay', User: 'erik' } }),
      await addNode(erik, suite, 'TestCase-dm', { General: { Title: 'Ship', User: 'erik' } }),
      await addNode(erik, suite, 'TestCase-dm', { General: { Title: 'Bill', User: 'anna' } }),
    ];
    const runWith = async (Title: string) => {
      const run = await addRun(admin, { ProjectId: 'P_1', Title });
      const [link] = await admin.ok('ADD_TEST_SUITES_TO_RUN', { testRunDocRef: run, testSuiteDocRefs: [suite] });
      await admin.ok('ADD_TEST_CASES_TO_RUN', { testRunDocRef: run, testCasesDocRefs: cases });
      const suiteInRun = `TestRunTestSuite-rm/${link!.id}`;
      await admin.ok('MODIFY_DOCUMENT', {
        docRef: suiteInRun,
        locale: 'en',
        document: { Root: { General: { Assignee: 'erik' } } },
      });
      const executions = (await admin.ok('GET_TEST_CASE_EXECUTIONS', { testRunDocRef: run, page })).entries;
      for (const [i, execution] of executions.entries()) {
        await admin.ok('SAVE_TEST_CASE_EXECUTION', {
          docRef: execution.docRef,
          document: { Root: { General: { Result: 2, Tester: i < 2 ? 'erik' : 'anna' } } },
        });
      }
      return { run, suiteInRun, executions: executions.map((e: Any) => e.docRef as string) };
    };
    const closed = await runWith('Closed before');
    await settle(t, admin, await admin.ok('CLOSE_TEST_RUN', { testRunDocRef: closed.run }));
    const open = await runWith('Still open');
    // Erik and the admin pin Erik's suite; Erik also pins a case.
    const pinned = async (who: Client) =>
      (await who.ok('LIST_PINNED_DOCUMENTS', { page, filter: { filters: ['ProjectId:P_1'] } })).fullSize;
    await settle(t, erik, await erik.ok('UPDATE_PIN_STATUS', { docRefs: [suite, cases[0]!], pinned: true }));
    await settle(t, admin, await admin.ok('UPDATE_PIN_STATUS', { docRefs: [suite], pinned: true }));
    const adminPins = await pinned(admin);
    expect(await pinned(erik)).toBe(2);

    expect((await admin.call('DELETE_DOCUMENT', { docRef: erikRef })).body.result).toBeNull();
    // The user is gone at once: not read, not listed, no token of theirs accepted.
    expect((await admin.fail('GET_DOCUMENT', { docRef: erikRef })).code).toBe(-32004);
    expect((await listUsers(admin, { filter: { filters: ['username:erik'] } })).fullSize).toBe(0);
    expect((await (await as('erik')).fail('GET_DOCUMENT', { docRef: suite })).data.reason).toBe('TOKEN_INVALID');
    // The name stays taken: the record knows Erik by it.
    expect(errorOf(await addUser(admin, { username: 'Erik' })).data.reason).toBe('USERNAME_TAKEN');

    const taskRef = await deletionTask('erik');
    const requested = await admin.root(taskRef);
    expect(requested.General).toMatchObject({
      Type: 'HANDLE_AFTER_DELETING_USER',
      Visibility: 'HIDE',
      ProjectId: null,
    });
    const task = await settle(t, admin, taskRef);
    expect(task.General.Status).toBe('DONE');
    expect(task.Result).toEqual({ cases: 2, suitesInRuns: 1, executions: 2, pins: 2 });
    // Erik's pins go with him; the admin's stay.
    expect(await pinned(admin)).toBe(adminPins);

    // Open assignments are handed back...
    for (const docRef of cases.slice(0, 2)) {
      expect((await admin.root(docRef)).General).toMatchObject({ User: null, HasAssignee: false });
    }
    expect((await admin.root(cases[2]!)).General).toMatchObject({ User: 'anna', HasAssignee: true });
    expect((await admin.root(open.suiteInRun)).General.Assignee).toBeNull();
    const openExecutions = await Promise.all(open.executions.map((docRef: string) => admin.root(docRef)));
    expect(openExecutions.map((e) => [e.General.Tester, e.General.HasTester])).toEqual([
      [null, false],
      [null, false],
      ['anna', true],
    ]);
    // ...while the closed run keeps its record, with the name Erik had.
    expect((await admin.root(closed.suiteInRun)).General.Assignee).toBe('erik');
    const closedExecution = await admin.root(closed.executions[0]!);
    expect(closedExecution.General).toMatchObject({ Tester: 'erik', HasTester: true });
    expect(closedExecution.DisplayFields.TesterDisplayName).toBe('Erik Ek');
    expect(closedExecution.Metadata.TestedBy).toBe('admin');
    // What Erik wrote still names him.
    expect((await admin.root(suite)).Metadata.CreatedBy).toBe('erik');
    expect((await admin.root(cases[0]!)).Metadata.CreatedBy).toBe('erik');
    expect((await admin.root(cases[0]!)).Metadata.EditedBy).toBe('admin');

    // Deleted once is deleted: a second deletion finds no user.
    expect((await admin.fail('DELETE_DOCUMENT', { docRef: erikRef })).code).toBe(-32004);
  });

  it("lets a project's admin delete their project's users; the requester and tenant roles read the hidden task", async () => {
    const pia = await as('pia');
    expect((await pia.call('DELETE_DOCUMENT', { docRef: users.finn })).body.result).toBeNull();
    const taskRef = await deletionTask('finn');
    expect((await pia.root(taskRef)).General.Visibility).toBe('HIDE');
    expect((await (await as('anna')).fail('GET_DOCUMENT', { docRef: taskRef })).code).toBe(-32004);
    expect((await intruder.fail('GET_DOCUMENT', { docRef: taskRef })).code).toBe(-32004);
    expect((await settle(t, admin, taskRef)).Result).toEqual({ cases: 0, suitesInRuns: 0, executions: 0, pins: 0 });
  });

  it('refuses to delete oneself, a user one does not administer, and other documents than cases and users', async () => {
    const me = (await listUsers(admin, { filter: { filters: ['username:admin'] } })).entries[0]!.docRef;
    expect(await admin.fail('DELETE_DOCUMENT', { docRef: me })).toMatchObject({
      code: -32003,
      data: { reason: 'OWN_USER_LOCKOUT' },
    });
    const pia = await as('pia');
    expect(await pia.fail('DELETE_DOCUMENT', { docRef: users.dora })).toMatchObject({
      code: -32003,
      data: { reason: 'USER_ADMIN_REQUIRED' },
    });
    expect((await pia.fail('DELETE_DOCUMENT', { docRef: users.pia })).data.reason).toBe('OWN_USER_LOCKOUT');
    expect((await admin.fail('DELETE_DOCUMENT', { docRef: `Project-dm/${crypto.randomUUID()}` })).code).toBe(-32602);
    expect((await admin.fail('DELETE_DOCUMENT', { docRef: 'User-dm/not-a-uuid' })).code).toBe(-32602);
    expect((await admin.doc('User-dm', users.dora!)).document.Root.username).toBe('dora');
    expect((await (await as('pia')).doc('User-dm', users.pia!)).document.Root.enabled).toBe(true);
  });

  it("answers another tenant's users as missing, deletes nothing and starts no task", async () => {
    expect((await intruder.fail('DELETE_DOCUMENT', { docRef: users.dora })).code).toBe(-32004);
    expect((await admin.root(users.dora!)).username).toBe('dora');
    const [count] = await t.orm.em
      .fork()
      .execute<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM task_request WHERE type = 'HANDLE_AFTER_DELETING_USER' AND parameters @> ?::jsonb`,
        [JSON.stringify([{ Key: 'username', Value: '"dora"' }])],
      );
    expect(count!.n).toBe(0);
  });

  it('keeps users made by provisioning readable, created by SYSTEM', async () => {
    await createTestUser(t.orm, tenantId, 'provisioned', [role('PROJECT', 'P_2', 'viewer')]);
    const [entry] = (await listUsers(admin, { filter: { filters: ['username:provisioned'] } })).entries;
    expect(entry!.document.Root.Metadata.CreatedBy).toBe('SYSTEM');
  });
});
