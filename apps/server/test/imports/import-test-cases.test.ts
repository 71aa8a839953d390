import type { MethodParams } from '@tmt/contract';
import { createTestTenant } from '@tmt/testing';
import ExcelJS from 'exceljs';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testrailXml, type XmlSection } from '../case-files';
import { type Client, client } from '../client';
import { addProject, addSuite } from '../factories';
import { settle } from '../settle';
import { startTestApp, type TestApp } from '../test-app';

let t: TestApp;
let api: Client;
let token: string;
let tenantId: string;

// biome-ignore lint/suspicious/noExplicitAny: answers are inspected field by field
type Any = any;

const P1 = { 'Project-Id': 'P_1' };

/** Uploads a file into a project; answers its attachment id. */
async function upload(name: string, body: string | Uint8Array, headers = P1) {
  const query = new URLSearchParams({ filename: name, documentModelName: 'TestCase-dm', pathToField: '' });
  const res = await t.app.request(`/api/v2/attachment?${query}`, {
    method: 'POST',
    body: body as BodyInit,
    headers: { ...headers, Authorization: `Bearer ${token}`, 'Content-Type': 'application/octet-stream' },
  });
  expect(res.status).toBe(200);
  return (await res.json()).attachmentId as string;
}

/** IMPORT_TEST_CASES params but the project and the file, which `imported` fills in. */
type ImportParams = Omit<MethodParams<'IMPORT_TEST_CASES'>, 'projectId' | 'attachmentId'>;

/** Uploads, imports and runs the task to its end; answers the task's Root. */
async function imported(name: string, body: string | Uint8Array, params: ImportParams, project = 'P_1') {
  const attachmentId = await upload(name, body, { 'Project-Id': project });
  const taskRef = await api.ok('IMPORT_TEST_CASES', { projectId: project, attachmentId, ...params });
  return settle(t, api, taskRef);
}

/** The tree of a project's latest version: suites, folders and cases by title, indented, in tree order. */
async function tree(projectBusinessId: string) {
  const rows = await t.orm.em.fork().execute<{ line: string }[]>(
    `WITH RECURSIVE tree AS (
       SELECT s.id, 'S' AS kind, 0 AS depth, ARRAY[s.order_key]::text[] AS sort, s.title FROM test_suite s
       JOIN project p ON p.id = s.project_id
       WHERE p.tenant_id = ? AND p.business_id = ?
       UNION ALL
       SELECT l.child_id, CASE WHEN l.child_is_folder THEN 'F' ELSE 'C' END, t.depth + 1, t.sort || l.order_key::text,
         coalesce((SELECT f.title FROM test_folder f WHERE f.id = l.child_id),
                  (SELECT c.title FROM test_case c WHERE c.id = l.child_id))
       FROM tree t JOIN test_tree_link l ON l.parent_id = t.id)
     SELECT repeat('  ', depth) || kind || ' ' || title AS line FROM tree ORDER BY sort COLLATE "C"`,
    [tenantId, projectBusinessId],
  );
  return rows.map((row) => row.line);
}

async function caseCount() {
  const [row] = await t.orm.em
    .fork()
    .execute<{ n: number }[]>('SELECT count(*)::int AS n FROM test_case WHERE tenant_id = ?', [tenantId]);
  return row!.n;
}

/** A case's document by title (the first of that title in the tenant). */
async function caseByTitle(title: string) {
  const [row] = await t.orm.em
    .fork()
    .execute<{ id: string }[]>('SELECT id FROM test_case WHERE tenant_id = ? AND title = ? ORDER BY created_on', [
      tenantId,
      title,
    ]);
  return api.root(`TestCase-dm/${row!.id}`);
}

const checkoutXml = testrailXml('Web shop', [
  {
    name: 'Checkout',
    cases: [
      {
        id: 'C101',
        title: 'Pay by card',
        priority: 'Critical',
        preconds: 'A cart with one item',
        steps: [
          ['Open the cart', 'The cart shows one item'],
          ['Pay with a test card', 'The order is confirmed'],
        ],
        custom: { automation_type: '<id>1</id><value>Automated</value>', mission: 'Money comes in' },
      },
      { id: 'C102', title: 'Pay by invoice', priority: 'Low', type: 'Regression' },
    ],
    sections: [{ name: 'Coupons', cases: [{ id: 'C103', title: 'Apply a coupon', priority: 'High', type: 'Odd' }] }],
  },
  { name: 'Search', cases: [{ id: 'C104', title: 'Find by name' }] },
]);

beforeAll(async () => {
  t = await startTestApp();
  const tenant = await createTestTenant(t.orm, 'import-test-cases');
  tenantId = tenant.tenantId;
  token = tenant.admin.token;
  api = client(t, token);
  await addProject(api, 'Shop');
  await addProject(api, 'Copy');
});
afterAll(() => t.close());

describe('IMPORT_TEST_CASES', () => {
  it('a dry run of a TestRail XML export says what would be created and every mapping, and writes nothing', async () => {
    const before = await caseCount();
    const task = await imported('shop.xml', checkoutXml, { format: 'testrail-xml', dryRun: true });
    expect(task.General.Status).toBe('DONE');
    expect(task.Result).toMatchObject({
      dryRun: true,
      tool: 'TestRail',
      suites: [{ title: 'Web shop', testSuiteId: null, created: true }],
      folders: { created: 3, reused: 0 },
      cases: { created: 4, updated: 0 },
      steps: 2,
      problemCount: 0,
      warningCount: 1,
    });
    expect(task.Result.mapping).toEqual(
      expect.arrayContaining([
        { field: 'priority', from: 'Critical', to: 'MANDATORY', count: 1 },
        { field: 'priority', from: 'Low', to: 'OPTIONAL', count: 1 },
        { field: 'type', from: 'Odd', to: null, count: 1 },
      ]),
    );
    expect(task.Result.warnings[0]).toEqual({ at: expect.stringMatching(/^line \d+$/), problem: expect.any(String) });
    expect(await caseCount()).toBe(before);
  });

  it('imports a TestRail XML export: nested sections become folders, cases keep the file order and their source', async () => {
    const task = await imported('shop.xml', checkoutXml, { format: 'testrail-xml' });
    expect(task.General.Status).toBe('DONE');
    expect(task.Result.cases).toEqual({ created: 4, updated: 0 });
    expect(await tree('P_1')).toEqual([
      'S Web shop',
      '  F Checkout',
      '    C Pay by card',
      '    C Pay by invoice',
      '    F Coupons',
      '      C Apply a coupon',
      '  F Search',
      '    C Find by name',
    ]);
    const card = await caseByTitle('Pay by card');
    expect(card.General).toMatchObject({ Prioritization: 'MANDATORY', Type: 'FUNCTIONAL', Automation: 'AUTOMATED' });
    expect(card.General.EstimatedExecutionTime).toBe(2);
    expect(card.General.Description).toContain('mission: Money comes in');
    expect(card.Conditions.Preconditions).toBe('A cart with one item');
    expect(card.Sources.Tickets).toBe('REQ-C101');
    expect(card.TestSteps.map((s: Any) => [s.No, s.Action, s.ExpectedResult])).toEqual([
      [1, 'Open the cart', 'The cart shows one item'],
      [2, 'Pay with a test card', 'The order is confirmed'],
    ]);
    expect(card.Metadata.IsImported).toBe(true);
    expect(card.AdditionalInfo).toMatchObject({
      CreatingEvent: 'IMPORTED',
      SourceTestCaseInfo: { Tool: 'TestRail', File: 'shop.xml', ExternalId: 'C101' },
    });
    expect((await caseByTitle('Apply a coupon')).General.Type).toBeNull();
  });

  it('importing the same file again updates those cases instead of adding them; a changed title is taken over', async () => {
    const before = await caseCount();
    const again = await imported('shop.xml', checkoutXml, { format: 'testrail-xml' });
    expect(again.Result).toMatchObject({
      suites: [{ title: 'Web shop', created: false }],
      folders: { created: 0, reused: 3 },
      cases: { created: 0, updated: 4 },
    });
    const renamed = checkoutXml.replace('Pay by invoice', 'Pay on account');
    await imported('shop-2.xml', renamed, { format: 'testrail-xml' });
    expect(await caseCount()).toBe(before);
    const account = await caseByTitle('Pay on account');
    expect(account.General.Id).toBe(
      (await caseByTitle('Pay by card')).General.Id.replace(/\d+$/, (n: string) => String(Number(n) + 1)),
    );
    expect(account.AdditionalInfo.SourceTestCaseInfo.File).toBe('shop-2.xml');
  });

  it('imports a TestRail CSV export with one row per step into a named suite', async () => {
    const suite = await addSuite(api, { ProjectId: 'P_1', Title: 'From CSV' });
    const suiteId = (await api.root(suite)).General.Id;
    const csv = [
      'ID,Title,Section,Section Hierarchy,Type,Priority,Estimate,References,Preconditions,Steps (Step),Steps (Expected Result)',
      'C1,Sign in,Login,Account > Login,Functional,High,5m,JIRA-1,A user,"Open the page",The form shows',
      ',,,,,,,,,Enter the password,Signed in',
      'C2,Sign out,Login,Account > Login,Security,Medium,,,,Click sign out,Signed out',
    ].join('\r\n');
    const task = await imported('cases.csv', csv, { format: 'testrail-csv', testSuiteId: suiteId });
    expect(task.General.Status).toBe('DONE');
    expect(task.Result).toMatchObject({ cases: { created: 2, updated: 0 }, steps: 3 });
    const signIn = await caseByTitle('Sign in');
    expect(signIn.General.TestSuiteId).toBe(suiteId);
    expect(signIn.TestSteps.map((s: Any) => s.Action)).toEqual(['Open the page', 'Enter the password']);
    expect(signIn.General.EstimatedExecutionTime).toBe(5);
    expect(signIn.AdditionalInfo.CurrentPath).toContain('Account');
    expect((await caseByTitle('Sign out')).General.Type).toBe('SECURITY');
  });

  it('imports Qase JSON: suites nested as folders, numbered steps and tags', async () => {
    const qase = {
      suites: [
        {
          id: 1,
          title: 'Payments',
          cases: [
            {
              id: 11,
              title: 'Refund an order',
              description: 'Refunds go back to the card',
              preconditions: 'A paid order',
              priority: 'high',
              type: 'functional',
              automation: 'is-not-automated',
              tags: [{ title: 'refund' }, 'money'],
              steps: [
                { position: 1, action: 'Open the order', expected_result: 'It shows Paid' },
                { position: 2, action: 'Refund it', expected_result: 'It shows Refunded', data: 'amount 10' },
              ],
            },
          ],
          suites: [{ id: 2, title: 'Cards', cases: [{ id: 12, title: 'Declined card', priority: 'low' }], suites: [] }],
        },
      ],
    };
    const task = await imported('qase.json', JSON.stringify(qase), { format: 'qase-json', testSuiteTitle: 'Qase' });
    expect(task.General.Status).toBe('DONE');
    expect(task.Result).toMatchObject({ suites: [{ title: 'Qase', created: true }], cases: { created: 2 } });
    const refund = await caseByTitle('Refund an order');
    expect(refund.General).toMatchObject({ Prioritization: 'MANDATORY', Automation: 'NOT_TO_BE_AUTOMATED' });
    expect(refund.Criteria.SearchTags.map((tag: Any) => tag.Value)).toEqual(['refund', 'money']);
    expect(refund.TestSteps[1].Action).toBe('Refund it\n\nData: amount 10');
    expect(refund.AdditionalInfo.SourceTestCaseInfo).toEqual({ Tool: 'Qase', File: 'qase.json', ExternalId: '11' });
    expect((await caseByTitle('Declined card')).AdditionalInfo.CurrentPath).toMatch(/Payments.*Cards/);
  });

  it('imports an xlsx workbook with a column mapping and steps as numbered lines in one cell', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Cases');
    sheet.addRow(['Key', 'Summary', 'Area', 'How', 'Outcome', 'Prio', 'Labels']);
    sheet.addRow([
      'X-1',
      'Export a report',
      'Reports > PDF',
      '1. Open a run\n2. Export it',
      '1. Run shown\n2. A PDF',
      'Critical',
      'pdf, export',
    ]);
    sheet.addRow(['X-2', 'Print a report', 'Reports > PDF', 'Print', 'Printed', 'nonsense', '']);
    const body = new Uint8Array(await workbook.xlsx.writeBuffer());
    const mapping = {
      externalId: 'Key',
      title: 'Summary',
      folder: 'Area',
      steps: 'How',
      expected: 'Outcome',
      priority: 'Prio',
      tags: 'Labels',
    };
    const task = await imported('cases.xlsx', body, { format: 'xlsx', mapping, testSuiteTitle: 'Sheet' });
    expect(task.Error).toBeNull();
    expect(task.General.Status).toBe('DONE');
    expect(task.Result).toMatchObject({ cases: { created: 2 }, folders: { created: 2 }, warningCount: 1 });
    expect(task.Result.warnings[0].at).toBe('row 3');
    const exported = await caseByTitle('Export a report');
    expect(exported.TestSteps.map((s: Any) => [s.Action, s.ExpectedResult])).toEqual([
      ['Open a run', 'Run shown'],
      ['Export it', 'A PDF'],
    ]);
    expect(exported.Criteria.Tags).toBe('pdf, export');
  });
});

describe('IMPORT_TEST_CASES refuses hostile files with a clear reason and writes nothing', () => {
  async function refused(name: string, body: string | Uint8Array, params: ImportParams) {
    const before = await caseCount();
    const task = await imported(name, body, params);
    expect(task.General.Status).toBe('ERROR');
    expect(await caseCount()).toBe(before);
    return task.Error;
  }

  it('XML with a DOCTYPE and an external entity', async () => {
    const xxe =
      '<?xml version="1.0"?><!DOCTYPE suite [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><suite><name>&xxe;</name></suite>';
    const error = await refused('xxe.xml', xxe, { format: 'testrail-xml' });
    expect(error.Reason).toBe('IMPORT_INVALID');
    expect(error.Message).toContain('DOCTYPE');
  });

  it('XML with entity expansion (a billion laughs)', async () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><suite><name>&lol2;</name></suite>`;
    expect((await refused('lol.xml', laughs, { format: 'testrail-xml' })).Reason).toBe('IMPORT_INVALID');
  });

  it('broken UTF-8, naming the line', async () => {
    const head = Buffer.from(
      testrailXml('Bad', [{ name: 'A', cases: [{ id: 'C1', title: 'ok' }] }]).replace('</suite>', ''),
    );
    const body = Buffer.concat([head, Buffer.from('\n<!-- '), Buffer.from([0xc3, 0x28]), Buffer.from(' --></suite>')]);
    const error = await refused('broken.xml', new Uint8Array(body), { format: 'testrail-xml' });
    expect(error.Reason).toBe('IMPORT_INVALID');
    expect(error.Message).toMatch(/line \d+, column \d+: bytes that are not valid utf-8/);
  });

  it('a zip bomb as .xlsx', async () => {
    const zeros = new Uint8Array(64 * 1024 * 1024);
    const bomb = zipSync(
      { '[Content_Types].xml': new TextEncoder().encode('<Types/>'), 'xl/worksheets/sheet1.xml': zeros },
      { level: 9 },
    );
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const error = await refused('bomb.xlsx', bomb, { format: 'xlsx' });
    expect(error.Reason).toBe('IMPORT_INVALID');
    expect(error.Message).toContain('zip bomb');
  });

  it('a path of 1,000 folders: a dry run names the problem, a real run ends in ERROR', async () => {
    let section: XmlSection = { name: 'level 1000', cases: [{ id: 'C9', title: 'Deep' }] };
    for (let i = 999; i >= 1; i--) section = { name: `level ${i}`, sections: [section] };
    const xml = testrailXml('Deep', [section]);
    const dry = await imported('deep.xml', xml, { format: 'testrail-xml', dryRun: true });
    expect(dry.Result.problems).toEqual([
      { at: expect.stringMatching(/^line /), problem: expect.stringContaining('1000 levels deep') },
    ]);
    const error = await refused('deep.xml', xml, { format: 'testrail-xml' });
    expect(error.Reason).toBe('IMPORT_HAS_PROBLEMS');
  });

  it('more cases than TMT_IMPORT_MAX_CASES (1,000,000 rows)', async () => {
    const rows = ['Title', ...Array.from({ length: 1_000_000 }, (_, i) => `Case ${i}`)].join('\n');
    // A lower limit than the default 200,000: the task stops as soon as it reads past it, whatever follows.
    process.env.TMT_IMPORT_MAX_CASES = '5000';
    try {
      const error = await refused('million.csv', rows, { format: 'csv' });
      expect(error.Reason).toBe('IMPORT_TOO_MANY_CASES');
      expect(error.Message).toContain('at most 5000 cases');
    } finally {
      delete process.env.TMT_IMPORT_MAX_CASES;
    }
  });

  it('a file larger than TMT_IMPORT_MAX_BYTES is refused at the call', async () => {
    const limit = process.env.TMT_IMPORT_MAX_BYTES;
    process.env.TMT_IMPORT_MAX_BYTES = '1000';
    try {
      const attachmentId = await upload('big.csv', `Title\n${'x'.repeat(2000)}\n`);
      const error = await api.fail('IMPORT_TEST_CASES', { projectId: 'P_1', attachmentId, format: 'csv' });
      expect(error.code).toBe(-32602);
      expect(error.data.reason).toBe('IMPORT_TOO_LARGE');
    } finally {
      if (limit === undefined) delete process.env.TMT_IMPORT_MAX_BYTES;
      else process.env.TMT_IMPORT_MAX_BYTES = limit;
    }
  });
});

describe('EXPORT_TEST_CASES', () => {
  async function exported(params: Record<string, unknown>) {
    const taskRef = await api.ok('EXPORT_TEST_CASES', { projectId: 'P_1', ...params });
    expect((await settle(t, api, taskRef)).General.Status).toBe('DONE');
    const res = await t.app.request(`/api/automation/data/${taskRef.split('/')[1]}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    return new Uint8Array(await res.arrayBuffer());
  }

  it('a suite exported as CSV and imported into another project gives the same tree, formulas neutralised', async () => {
    const suite = await addSuite(api, { ProjectId: 'P_1', Title: 'Formulas' });
    const suiteId = (await api.root(suite)).General.Id;
    const csv = ['Title,Folder,Step,Expected result', '=SUM(1;2),A > B,@cmd,-1', 'Plain,A,+x,ok'].join('\n');
    await imported('formulas.csv', csv, { format: 'csv', testSuiteId: suiteId });
    const shopId = (await tree('P_1')).includes('S Web shop') ? 'S_1' : '';
    for (const [id, format] of [
      [suiteId, 'csv'],
      [shopId, 'xlsx'],
    ] as const) {
      const file = await exported({ testSuiteId: id, format });
      if (format === 'csv') {
        const text = new TextDecoder().decode(file);
        expect(text).toContain(`"'=SUM(1;2)"`);
        expect(text).toContain(`"'@cmd"`);
        expect(text).not.toMatch(/(^|,)=SUM/m);
      }
      const title = `Round trip ${format}`;
      const task = await imported(`export.${format}`, file, { format, testSuiteTitle: title }, 'P_2');
      expect(task.Error).toBeNull();
      expect(task.General.Status).toBe('DONE');
    }
    const copied = await tree('P_2');
    const original = await tree('P_1');
    const sub = (lines: string[], title: string) => {
      const start = lines.indexOf(`S ${title}`);
      const end = lines.findIndex((line, i) => i > start && line.startsWith('S '));
      return lines.slice(start + 1, end < 0 ? undefined : end);
    };
    expect(sub(copied, 'Round trip csv')).toEqual(sub(original, 'Formulas'));
    expect(sub(copied, 'Round trip xlsx')).toEqual(sub(original, 'Web shop'));
    const formula = await t.orm.em.fork().execute<{ title: string; steps: Any }[]>(
      `SELECT c.title, c.steps FROM test_case c JOIN project p ON p.id = c.project_id
         WHERE p.tenant_id = ? AND p.business_id = 'P_2' AND c.title LIKE '=SUM%'`,
      [tenantId],
    );
    expect(formula[0]).toMatchObject({ title: '=SUM(1;2)', steps: [{ Action: '@cmd', ExpectedResult: '-1' }] });
    const card = await t.orm.em.fork().execute<{ steps: Any; prioritization: string }[]>(
      `SELECT c.steps, c.prioritization FROM test_case c JOIN project p ON p.id = c.project_id
         WHERE p.tenant_id = ? AND p.business_id = 'P_2' AND c.title = 'Pay by card'`,
      [tenantId],
    );
    expect(card[0]!.prioritization).toBe('MANDATORY');
    expect(card[0]!.steps.map((s: Any) => s.Action)).toEqual(['Open the cart', 'Pay with a test card']);
  });
});
