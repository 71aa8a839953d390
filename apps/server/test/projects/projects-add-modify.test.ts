import { createTestTenant, createTestUser } from '@tmt/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client } from '../client';
import { addProject } from '../factories';
import { startTestApp, type TestApp } from '../test-app';

let t: TestApp;
let tenant: Awaited<ReturnType<typeof createTestTenant>>;
let admin: Client;
let p1: string;

beforeAll(async () => {
  t = await startTestApp();
  tenant = await createTestTenant(t.orm, 'add');
  admin = client(t, tenant.admin.token);
  p1 = await addProject(admin, 'Web shop');
});
afterAll(() => t.close());

const add = (as: Client, General: Record<string, unknown>, extra: Record<string, unknown> = {}, headers = {}) =>
  as.call(
    'ADD_DOCUMENT',
    { documentModelName: 'Project-dm', locale: 'en', document: { Root: { General, ...extra } } },
    headers,
  );

describe('ADD_DOCUMENT for Project-dm', () => {
  it('creates a parent project with the next P_n id, computed metadata and version 1', async () => {
    const { body } = await add(admin, { Title: 'Billing', Description: 'Invoices' });
    expect(body.result).toMatch(/^Project-dm\/[0-9a-f-]{36}$/);
    const g = (await admin.root(body.result)).General;
    expect(g).toMatchObject({
      Title: 'Billing',
      Description: 'Invoices',
      Id: 'P_2',
      ParentId: '_',
      TenantId: tenant.tenantId,
    });
    expect(g.TechnicalId).toBe(body.result.split('/')[1]);
    const version = await admin.ok('LOAD_PROJECT_WITH_VERSION', { projectId: 'P_2' });
    expect(version.document.Root.Version.General).toMatchObject({
      VersionNumber: 1,
      IsLatestVersion: true,
      Status: 'open',
    });
  });

  it('ignores read-only fields, Metadata and __meta on input', async () => {
    const { body } = await add(
      admin,
      {
        Title: 'Sneaky',
        Id: 'P_999',
        TechnicalId: '00000000-0000-4000-8000-000000000000',
        TenantId: 'other',
        TestSuites: 42,
      },
      { Metadata: { CreatedBy: 'mallory', CreatedOn: 1 } },
    );
    const doc = (await admin.doc('Project-dm', body.result)).document;
    expect(doc.Root.General.Id).not.toBe('P_999');
    expect(doc.Root.General.TenantId).toBe(tenant.tenantId);
    expect(doc.Root.General.TestSuites).toBe(0);
    expect(doc.Root.Metadata.CreatedBy).toBe('admin');
    expect(doc.Root.Metadata.CreatedOn).toBeGreaterThan(Date.now() - 60_000);
    expect(doc.__meta).toMatchObject({
      creator: 'admin',
      modelReference: 'Project-dm',
      docRef: body.result,
      modelVersion: 1,
    });
  });

  it('adds a sub project under its parent with SP_n, its link, version 1 and default settings', async () => {
    const sub = await addProject(admin, 'Mobile app', 'P_1');
    const g = (await admin.root(sub)).General;
    expect(g).toMatchObject({ Id: 'SP_1', ParentId: 'P_1' });
    const links = await admin.ok('LIST_SUB_PROJECTS', {
      page: { offset: 0, limit: 50 },
      sources: [{ docRef: p1, relationshipModel: 'ProjectSubproject-rm', role: 'parent' }],
    });
    const entry = links[0]!.linkResultEntries.entries[0];
    expect(entry!.linkRef.linkDescriptor.entities).toEqual([
      { role: 'parent', modelName: 'Project-dm', docRef: p1 },
      { role: 'child', modelName: 'Project-dm', docRef: sub },
    ]);
    const setting = await admin.ok('LOAD_PROJECT_SETTING', { projectId: 'P_1', subProjectId: 'SP_1' });
    expect(setting.document.Root.General).toMatchObject({ ProjectId: 'P_1', SubprojectId: 'SP_1' });
    const version = await admin.ok('LOAD_PROJECT_WITH_VERSION', { projectId: 'P_1', subProjectId: 'SP_1' });
    expect(version.document.Root.Version.General).toMatchObject({ VersionNumber: 1, SubprojectId: 'SP_1' });
  });

  it('refuses a project without a title, naming the field', async () => {
    const { body } = await add(admin, { Description: 'no title' });
    expect(body.error.code).toBe(-32602);
    expect(body.error.data.issues[0].path).toBe('params.document.Root.General.Title');
  });

  it('refuses a sub project of a sub project (ParentId must be a P_n)', async () => {
    const { body } = await add(admin, { Title: 'Nested', ParentId: 'SP_1' });
    expect(body.error.code).toBe(-32602);
  });

  it('answers not found for a parent that does not exist', async () => {
    const { body } = await add(admin, { Title: 'Orphan', ParentId: 'P_404' });
    expect(body.error).toMatchObject({ code: -32004, data: { reason: 'DOCUMENT_NOT_FOUND' } });
  });

  it('refuses a Project-Id header that disagrees with ParentId', async () => {
    const { body } = await add(admin, { Title: 'Mismatch', ParentId: 'P_1' }, {}, { 'Project-Id': 'P_2' });
    expect(body.error).toMatchObject({ code: -32602, data: { reason: 'HEADER_PARAM_MISMATCH' } });
  });

  it('refuses a document model this call does not create and a bad locale', async () => {
    const model = await admin.fail('ADD_DOCUMENT', {
      documentModelName: 'ProjectSetting-dm',
      locale: 'en',
      document: { Root: {} },
    });
    expect(model).toMatchObject({ code: -32602, data: { reason: 'UNSUPPORTED_DOCUMENT_MODEL' } });
    const unknown = await admin.fail('ADD_DOCUMENT', {
      documentModelName: 'Spaceship-dm',
      locale: 'en',
      document: { Root: {} },
    });
    expect(unknown.code).toBe(-32602);
    const locale = await admin.fail('ADD_DOCUMENT', {
      documentModelName: 'Project-dm',
      locale: 'fr',
      document: { Root: { General: { Title: 'x' } } },
    });
    expect(locale.data.issues[0].path).toBe('params.locale');
  });

  it('lets only tenant-wide roles create parent projects, and project roles add sub projects to their own project', async () => {
    const lead = await createTestUser(t.orm, tenant.tenantId, 'lead', [
      { organizationUnit: { type: 'PROJECT', id: 'P_1' }, role: 'manager' },
    ]);
    const asLead = client(t, lead.token);
    expect((await add(asLead, { Title: 'Own parent' })).body.error).toMatchObject({
      code: -32003,
      data: { reason: 'NO_ROLE_IN_TENANT' },
    });
    expect((await add(asLead, { Title: 'Under P_1', ParentId: 'P_1' })).body.result).toMatch(/^Project-dm\//);
    expect((await add(asLead, { Title: 'Under P_2', ParentId: 'P_2' })).body.error.code).toBe(-32003);
  });

  it('writes nothing when a call fails', async () => {
    const before = (await admin.ok('LOAD_PROJECTS_BY_TENANT')).length;
    await add(admin, { Title: '' });
    await add(admin, { Title: 'x'.repeat(300) });
    const after = (await admin.ok('LOAD_PROJECTS_BY_TENANT')).length;
    expect(after).toBe(before);
    const next = await addProject(admin, 'After failures');
    // Failed calls gave their numbers back: ids stay without gaps.
    expect((await admin.root(next)).General.Id).toBe(`P_${before + 1}`);
  });
});

describe('MODIFY_DOCUMENT for Project-dm', () => {
  it('changes title and description, ignores computed fields and moves EditedBy and modelVersion', async () => {
    const docRef = await addProject(admin, 'Before');
    const editor = await createTestUser(t.orm, tenant.tenantId, 'editor', [
      { organizationUnit: { type: 'TENANT', id: tenant.tenantId }, role: 'admin' },
    ]);
    const modified = await client(t, editor.token).ok('MODIFY_DOCUMENT', {
      docRef,
      locale: 'en',
      document: {
        Root: {
          General: { Title: 'After', Description: 'New text', Id: 'P_77', ParentId: 'P_1' },
          Metadata: { CreatedBy: 'x' },
        },
      },
    });
    expect(modified).toBeNull();
    const doc = (await admin.doc('Project-dm', docRef)).document;
    expect(doc.Root.General).toMatchObject({ Title: 'After', Description: 'New text', ParentId: '_' });
    expect(doc.Root.General.Id).not.toBe('P_77');
    expect(doc.Root.Metadata).toMatchObject({ CreatedBy: 'admin', EditedBy: 'editor' });
    expect(doc.__meta.modelVersion).toBe(2);
  });

  it('keeps the fields a modify does not send', async () => {
    const docRef = await addProject(admin, 'Partial');
    await admin.ok('MODIFY_DOCUMENT', {
      docRef,
      locale: 'en',
      document: { Root: { General: { Title: 'Renamed' } } },
    });
    expect((await admin.root(docRef)).General).toMatchObject({ Title: 'Renamed', Description: 'About Partial' });
  });

  it('refuses an empty title and changes nothing', async () => {
    const docRef = await addProject(admin, 'Stays');
    const error = await admin.fail('MODIFY_DOCUMENT', {
      docRef,
      locale: 'en',
      document: { Root: { General: { Title: '  ' } } },
    });
    expect(error.code).toBe(-32602);
    expect((await admin.root(docRef)).General.Title).toBe('Stays');
  });

  it('requires docRef, locale and document', async () => {
    const error = await admin.fail('MODIFY_DOCUMENT', {});
    const paths = error.data.issues.map((i: { path: string }) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['params.docRef', 'params.locale', 'params.document']));
  });

  it('answers not found for an unknown docRef and forbidden without a role', async () => {
    const missing = await admin.fail('MODIFY_DOCUMENT', {
      docRef: 'Project-dm/00000000-0000-4000-8000-000000000000',
      locale: 'en',
      document: { Root: { General: { Title: 'x' } } },
    });
    expect(missing.code).toBe(-32004);
    const tester = await createTestUser(t.orm, tenant.tenantId, 'sub-tester', [
      { organizationUnit: { type: 'SUBPROJECT', id: 'SP_1' }, role: 'tester' },
    ]);
    const asTester = client(t, tester.token);
    const denied = await asTester.fail('MODIFY_DOCUMENT', {
      docRef: p1,
      locale: 'en',
      document: { Root: { General: { Title: 'x' } } },
    });
    expect(denied).toMatchObject({ code: -32003, data: { reason: 'NO_ROLE_IN_PROJECT' } });
    // A sub project role still lets its holder read the parent project.
    expect((await asTester.root(p1)).General.Title).toBe('Web shop');
  });
});

describe('GET_DOCUMENT', () => {
  it('formats Display dates per locale', async () => {
    const en = await admin.ok('GET_DOCUMENT', { docRef: p1, locale: 'en' });
    const de = await admin.ok('GET_DOCUMENT', { docRef: p1, locale: 'de' });
    const created = new Date(en.document.Root.Metadata.CreatedOn);
    expect(en.document.Root.Metadata.DisplayCreatedOn).toContain(String(created.getUTCFullYear()));
    expect(de.document.Root.Metadata.DisplayCreatedOn).toMatch(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/);
  });

  it('refuses a malformed docRef and a header naming another project', async () => {
    expect((await admin.fail('GET_DOCUMENT', { docRef: 'P_1' })).code).toBe(-32602);
    const mismatch = await admin.fail('GET_DOCUMENT', { docRef: p1 }, { 'Project-Id': 'P_2' });
    expect(mismatch.data.reason).toBe('HEADER_PARAM_MISMATCH');
    const malformed = await admin.fail('GET_DOCUMENT', { docRef: p1 }, { 'Project-Id': 'project one' });
    expect(malformed.data.issues[0].path).toBe('header.Project-Id');
  });
});
