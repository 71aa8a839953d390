import { createTestTenant, createTestUser } from '@tmt/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client } from '../client';
import { addNode, addProject, addSuite, newUser } from '../factories';
import { settle } from '../settle';
import { startTestApp, type TestApp } from '../test-app';

// Who changed what, when and through which call: recorded in the transaction of each change, read newest first.

let t: TestApp;
let tenantId: string;
let admin: Client;
let editor: Client;
let viewer: Client;
const onP1 = (role: string) => [{ organizationUnit: { type: 'PROJECT' as const, id: 'P_1' }, role }];

beforeAll(async () => {
  t = await startTestApp();
  const tenant = await createTestTenant(t.orm, 'history');
  tenantId = tenant.tenantId;
  admin = client(t, tenant.admin.token);
  await addProject(admin, 'Shop');
  editor = client(t, (await createTestUser(t.orm, tenantId, 'erin', onP1('manager'))).token);
  viewer = client(t, (await createTestUser(t.orm, tenantId, 'vic', onP1('viewer'))).token);
});
afterAll(() => t.close());

const history = (api: Client, docRef: string, more: Record<string, unknown> = {}) =>
  api.ok('GET_DOCUMENT_HISTORY', { docRef, ...more });

/** A case in a new suite, created by the admin. */
async function newCase(title: string) {
  const suite = await addSuite(admin, { ProjectId: 'P_1', Title: `${title} suite` });
  return addNode(admin, suite, 'TestCase-dm', { General: { Title: title }, TestSteps: [{ Action: 'open the shop' }] });
}

const update = (api: Client, docRef: string, Root: Record<string, unknown>) =>
  api.ok('UPDATE_TEST_CASE_TREE_NODE', { docRef, locale: 'en', document: { Root } });

describe('recording', () => {
  it('records a case created and changed, with who, through what, and each changed field old and new', async () => {
    const docRef = await newCase('Pay by card');
    await update(editor, docRef, {
      General: { Title: 'Pay by credit card' },
      TestSteps: [{ Action: 'open the cart' }],
    });
    const { entries, hasMore } = await history(viewer, docRef);
    expect(hasMore).toBe(false);
    expect(
      entries.map((e: { operation: string; changedBy: string; via: string }) => [e.operation, e.changedBy, e.via]),
    ).toEqual([
      ['CHANGED', 'erin', 'UPDATE_TEST_CASE_TREE_NODE'],
      ['CREATED', 'admin', 'CREATE_TEST_CASE_TREE_NODE'],
    ]);
    const [changed] = entries;
    expect(changed!.changedOn).toBeGreaterThan(Date.now() - 60_000);
    expect(changed!.changes!.map((c: { field: string }) => c.field).sort()).toEqual(['TestSteps', 'Title']);
    expect(changed!.changes!.find((c: { field: string }) => c.field === 'Title')).toEqual({
      field: 'Title',
      old: 'Pay by card',
      new: 'Pay by credit card',
    });
    const steps = changed!.changes!.find((c: { field: string }) => c.field === 'TestSteps');
    // A change's values are any field's (unknown to the contract): here, steps.
    expect((steps!.old as { Action: string }[])[0]!.Action).toBe('open the shop');
    expect((steps!.new as { Action: string }[])[0]!.Action).toBe('open the cart');
  });

  it('records an update of many cases column by column, as the rows differ in JSON, and nothing for unrecorded columns', async () => {
    const suite = await addSuite(admin, { ProjectId: 'P_1', Title: 'Bulk suite' });
    for (const title of ['bulk 1', 'bulk 2', 'bulk 3'])
      await addNode(admin, suite, 'TestCase-dm', { General: { Title: title } });
    const em = t.orm.em.fork();
    const rows = () =>
      em.execute<{ id: string; title: string; row: Record<string, unknown> }[]>(
        `SELECT c.id, c.title, to_jsonb(c) AS row FROM test_case c JOIN test_suite s ON s.id = c.suite_id
         WHERE c.tenant_id = ? AND s.title = 'Bulk suite' ORDER BY c.title`,
        [tenantId],
      );
    const before = await rows();
    // One statement, many column types: jsonb, text[], timestamptz and text from null, integer, boolean; the third
    // case gets only an edit stamp, which history leaves out.
    await em.execute(
      `UPDATE test_case SET edited_on = now() + interval '1 hour',
         risk = CASE WHEN title <> 'bulk 3' THEN risk || '{"Likelihood": "RARE", "Impact": null}' ELSE risk END,
         tags = CASE WHEN title = 'bulk 1' THEN ARRAY['bulk', 'x'] ELSE tags END,
         triggered_at = CASE WHEN title = 'bulk 2' THEN '2026-01-02T03:04:05Z'::timestamptz ELSE triggered_at END,
         assignee = CASE WHEN title = 'bulk 2' THEN 'erin' ELSE assignee END,
         estimated_execution_time = CASE WHEN title = 'bulk 1' THEN 42 ELSE estimated_execution_time END,
         important_addition = CASE WHEN title = 'bulk 1' THEN NOT coalesce(important_addition, false) ELSE important_addition END
       WHERE id = ANY(?::uuid[])`,
      [`{${before.map((r) => r.id).join(',')}}`],
    );
    const after = await rows();
    const [{ keys: unrecorded } = { keys: [] }] = await em.execute<{ keys: string[] }[]>(
      'SELECT tmt_history_unrecorded() AS keys',
    );
    const recorded = await em.execute<{ document_id: string; changes: Record<string, unknown> }[]>(
      `SELECT document_id, changes FROM document_history WHERE tenant_id = ? AND operation = 'CHANGED'
       AND document_id = ANY(?::uuid[])`,
      [tenantId, `{${before.map((r) => r.id).join(',')}}`],
    );
    // What comparing the rows' JSON key by key gives.
    const expected = before.flatMap((old, i) => {
      const changes = Object.fromEntries(
        Object.entries(after[i]!.row)
          .filter(([key, value]) => !unrecorded.includes(key) && JSON.stringify(old.row[key]) !== JSON.stringify(value))
          .map(([key, value]) => [key, [old.row[key], value]]),
      );
      return Object.keys(changes).length ? [{ document_id: old.id, changes }] : [];
    });
    expect(expected.map((e) => Object.keys(e.changes).sort())).toEqual([
      ['estimated_execution_time', 'important_addition', 'risk', 'tags'],
      ['assignee', 'risk', 'triggered_at'],
    ]);
    expect(recorded.sort((a, b) => a.document_id.localeCompare(b.document_id))).toEqual(
      expected.sort((a, b) => a.document_id.localeCompare(b.document_id)),
    );
  });

  it('records nothing when a save changes nothing a reader would see', async () => {
    const docRef = await newCase('Same');
    await update(editor, docRef, { General: { Title: 'Same' } });
    expect((await history(admin, docRef)).entries).toHaveLength(1);
  });

  it('filters by field and by user, and pages newest first', async () => {
    const docRef = await newCase('Paged');
    for (let i = 1; i <= 3; i++) await update(editor, docRef, { General: { Title: `Paged ${i}` } });
    await update(admin, docRef, { General: { Description: 'Now with a description' } });
    const titles = await history(admin, docRef, { field: 'Title' });
    expect(titles.entries.map((e) => e.changes![0]?.new)).toEqual(['Paged 3', 'Paged 2', 'Paged 1']);
    expect(
      (await history(admin, docRef, { username: 'ADMIN' })).entries.map((e: { operation: string }) => e.operation),
    ).toEqual(['CHANGED', 'CREATED']);
    const first = await history(admin, docRef, { page: { offset: 0, limit: 2 } });
    const second = await history(admin, docRef, { page: { offset: 2, limit: 2 } });
    expect(first.hasMore).toBe(true);
    expect([...first.entries, ...second.entries].map((e: { id: number }) => e.id)).toEqual(
      [...first.entries, ...second.entries].map((e: { id: number }) => e.id).sort((a: number, b: number) => b - a),
    );
  });

  it('names fields as documents do, and refuses a filter by a name the model does not have', async () => {
    const docRef = await newCase('Named');
    await update(editor, docRef, { General: { Status: 'IN_PROGRESS' }, Risk: { Impact: 'MAJOR' } });
    const [changed] = (await history(admin, docRef, { field: 'Risk' })).entries;
    expect(changed!.changes!.map((c: { field: string }) => c.field).sort()).toEqual(['Risk', 'Status']);
    expect(changed!.changes!.find((c: { field: string }) => c.field === 'Status')).toMatchObject({
      old: 'NEW',
      new: 'IN_PROGRESS',
    });
    expect((await history(admin, docRef, { field: 'TestSteps' })).entries).toEqual([]);
    const refused = await admin.fail('GET_DOCUMENT_HISTORY', { docRef, field: 'title', locale: 'en' });
    expect(refused).toMatchObject({ code: -32602, data: { reason: 'UNKNOWN_FILTER_FIELD' } });
    expect(refused.message).toContain('Title, Description, Status');

    // Project settings: each group is a field of its own.
    const setting = (await admin.ok('LOAD_PROJECT_SETTING', { projectId: 'P_1' })).docRef;
    await admin.ok('MODIFY_DOCUMENT', {
      docRef: setting,
      locale: 'en',
      document: { Root: { generalSetting: { testCaseTreeSetting: { lazyLoadingEnable: true, expandLevel: 4 } } } },
    });
    const [grouped] = (await history(admin, setting, { field: 'generalSetting' })).entries;
    expect(grouped!.changes!.map((c: { field: string }) => c.field)).toEqual(['generalSetting']);
    expect((grouped!.changes![0]!.new as { testCaseTreeSetting: unknown }).testCaseTreeSetting).toEqual({
      lazyLoadingEnable: true,
      expandLevel: 4,
    });
    expect((await history(admin, setting, { field: 'testRunSetting' })).entries).toEqual([]);
  });

  it('records each document a task copies once, by the task type and its requester, and users too', async () => {
    const project = await addProject(admin, 'Copied');
    const projectId = (await admin.root(project)).General.Id as string;
    const suite = await addSuite(admin, { ProjectId: projectId, Title: 'Many' });
    for (let i = 0; i < 3; i++) await addNode(admin, suite, 'TestCase-dm', { General: { Title: `case ${i}` } });
    const task = await admin.ok('CREATE_PROJECT_VERSION', {
      document: { Root: { General: { ProjectId: projectId } } },
    });
    expect((await settle(t, admin, task)).General.Status).toBe('DONE');
    const copies = await t.orm.em.fork().execute<{ via: string; changed_by: string; n: number }[]>(
      `SELECT h.via, h.changed_by, count(*)::int AS n FROM document_history h
       JOIN test_case c ON c.id = h.document_id
       JOIN project_version v ON v.id = c.version_id AND v.version_number = 2
       JOIN project p ON p.id = v.project_id AND p.business_id = ?
       WHERE h.tenant_id = ? GROUP BY 1, 2`,
      [projectId, tenantId],
    );
    expect(copies).toEqual([{ via: 'CREATE_PROJECT_VERSION', changed_by: 'admin', n: 3 }]);

    const user = await admin.ok(
      'ADD_DOCUMENT',
      newUser({ username: 'hank', firstName: 'Hank', lastName: 'H' }, 'P_1', 'tester'),
    );
    await admin.ok('MODIFY_DOCUMENT', { docRef: user, document: { Root: { firstName: 'Henry' } } });
    const [renamed] = (await history(admin, user)).entries;
    expect(renamed!.changes).toEqual([{ field: 'firstName', old: 'Hank', new: 'Henry' }]);
  });
});

describe('who may read it', () => {
  it('keeps a deleted document’s history for tenant administrators only', async () => {
    const gone = await newCase('Short-lived');
    await admin.ok('DELETE_DOCUMENT', { docRef: gone });
    const { entries } = await history(admin, gone);
    expect(entries.map((e: { operation: string }) => e.operation)).toEqual(['DELETED', 'CREATED']);
    expect(entries[0]!.changes!.find((c: { field: string }) => c.field === 'Title')).toEqual({
      field: 'Title',
      old: 'Short-lived',
      new: null,
    });
    expect((await viewer.fail('GET_DOCUMENT_HISTORY', { docRef: gone })).code).toBe(-32004);
  });

  it('does not show another tenant’s history', async () => {
    const docRef = await newCase('Ours');
    const other = await createTestTenant(t.orm, 'history-other');
    expect((await client(t, other.admin.token).fail('GET_DOCUMENT_HISTORY', { docRef })).code).toBe(-32004);
  });
});

describe('restoring a case', () => {
  it('puts the case back as it was after an entry, records the restore, and can undo it', async () => {
    const docRef = await newCase('Checkout');
    await update(editor, docRef, { General: { Title: 'Checkout v2', Status: 'IN_PROGRESS' } });
    await update(editor, docRef, { TestSteps: [{ Action: 'pay' }, { Action: 'confirm' }] });
    const [, , created] = (await history(admin, docRef)).entries;
    expect(created!.operation).toBe('CREATED');

    const restored = await editor.ok('RESTORE_DOCUMENT_VERSION', { docRef, historyId: created!.id, locale: 'en' });
    expect(restored.Root.General).toMatchObject({ Title: 'Checkout', Status: 'NEW' });
    expect(restored.Root.TestSteps.map((s: { Action: string }) => s.Action)).toEqual(['open the shop']);
    const [restore] = (await history(admin, docRef)).entries;
    expect(restore).toMatchObject({ operation: 'CHANGED', changedBy: 'erin', via: 'RESTORE_DOCUMENT_VERSION' });

    // Undone by restoring the state just before it.
    const before = (await history(admin, docRef)).entries[1];
    await editor.ok('RESTORE_DOCUMENT_VERSION', { docRef, historyId: before!.id });
    const root = await admin.root(docRef);
    expect(root.General.Title).toBe('Checkout v2');
    expect(root.TestSteps.map((s: { Action: string }) => s.Action)).toEqual(['pay', 'confirm']);
  });

  it('refuses a viewer, an entry of another document, and other models, changing nothing', async () => {
    const docRef = await newCase('Guarded');
    const [created] = (await history(admin, docRef)).entries;
    expect((await viewer.fail('RESTORE_DOCUMENT_VERSION', { docRef, historyId: created!.id })).data.reason).toBe(
      'ROLE_NOT_ALLOWED',
    );
    const elsewhere = await newCase('Elsewhere');
    const [theirs] = (await history(admin, elsewhere)).entries;
    expect((await editor.fail('RESTORE_DOCUMENT_VERSION', { docRef, historyId: theirs!.id })).code).toBe(-32004);
    const suite = await addSuite(admin, { ProjectId: 'P_1', Title: 'Not a case' });
    expect((await admin.fail('RESTORE_DOCUMENT_VERSION', { docRef: suite, historyId: created!.id })).data.reason).toBe(
      'UNSUPPORTED_DOCUMENT_MODEL',
    );
    expect((await history(admin, docRef)).entries).toHaveLength(1);
  });
});
