import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { MethodParams } from '@tmt/contract';
import { createTestTenant } from '@tmt/testing';
import { parse } from 'csv-parse/sync';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client, type RefMethod } from '../client';
import { addNode, addProject, addRun, addSuite } from '../factories';
import { settle } from '../settle';
import { startTestApp, type TestApp } from '../test-app';

let t: TestApp;
let api: Client;
let token: string;
let run: string;
let tenantId: string;

const P1 = { 'Project-Id': 'P_1' };
const fonts = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** Requests a report, runs it and downloads it: the response and its bytes. */
async function report<M extends RefMethod>(method: M, params: MethodParams<M>) {
  const taskRef = await api.ok(method, params);
  const task = await settle(t, api, taskRef);
  expect(task.General.Status).toBe('DONE');
  const res = await t.app.request(`/api/automation/data/${taskRef.split('/')[1]}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return { task, res, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** The text of each page of a PDF, as a reader's copy and paste would give it. */
async function pdfPages(bytes: Buffer) {
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: fonts, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  return { pages, title: ((await pdf.getMetadata()).info as { Title?: string }).Title };
}

// P_1 "Shop": suites Checkout (C_1–C_4) and Search (C_5, C_6), all in run R_1 "Release 1.0 regression" with
// C_1 and C_5 passed, C_2 failed with a defect, C_3 blocked, C_4 untested and C_6 skipped.
beforeAll(async () => {
  t = await startTestApp();
  const tenant = await createTestTenant(t.orm, 'automation-reports');
  tenantId = tenant.tenantId;
  token = tenant.admin.token;
  api = client(t, token);
  await addProject(api, 'Shop');
  const checkout = await addSuite(api, { ProjectId: 'P_1', Title: 'Checkout' });
  for (const title of ['Cart total', 'Coupon, "SAVE10" and more', 'Card payment', 'Invoice']) {
    await addNode(api, checkout, 'TestCase-dm', { General: { Title: title } });
  }
  const search = await addSuite(api, { ProjectId: 'P_1', Title: 'Search' });
  for (const title of ['Find by name', 'Suche nach Größe']) {
    await addNode(api, search, 'TestCase-dm', { General: { Title: title } });
  }
  run = await addRun(api, { ProjectId: 'P_1', Title: 'Release 1.0 regression', Configuration: 'Chrome 131' });
  await api.ok('ADD_TEST_SUITES_TO_RUN', { testRunDocRef: run, testSuiteDocRefs: [checkout, search] });
  await api.ok('ADD_TEST_CASES_TO_RUN_BY_ID', { testRunId: 'R_1', testCaseIds: ['C_1', 'C_2', 'C_3', 'C_4'] }, P1);
  await api.ok('ADD_TEST_CASES_TO_RUN_BY_ID', { testRunId: 'R_1', testCaseIds: ['C_5', 'C_6'] }, P1);
  const saved = await api.ok(
    'SAVE_TEST_EXECUTIONS_ASYNC',
    {
      testRunId: 'R_1',
      decisionOnInvalidTestExecutionResult: 'SKIP',
      testExecutions: [
        { testCaseId: 'C_1', result: 2 },
        {
          testCaseId: 'C_2',
          result: 5,
          defects: 'SHOP-42',
          details: 'Total is 90, expected 80.\nSecond line "quoted"',
        },
        { testCaseId: 'C_3', result: 3, details: 'Payment sandbox down' },
        { testCaseId: 'C_5', result: 2, tester: 'erika' },
        { testCaseId: 'C_6', result: 11 },
      ],
    },
    P1,
  );
  await settle(t, api, saved);
});
afterAll(() => t.close());

describe('GENERATE_REPORT', () => {
  it('writes a PDF with the run, its figures, the result chart, the suites and the failed and blocked cases', async () => {
    const { res, bytes, task } = await report('GENERATE_REPORT', { testRunDocRef: run, locale: 'en' });
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    expect(res.headers.get('Content-Disposition')).toContain('filename="R_1-report.pdf"');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(task.Result).toMatchObject({ executions: 6, size: bytes.length });
    const { pages, title } = await pdfPages(bytes);
    expect(title).toBe('Test run report: Release 1.0 regression');
    const text = pages.join(' ');
    for (const expected of [
      'Test run report',
      'R_1 · Release 1.0 regression',
      'Shop (P_1)',
      '1 · Version 1',
      'Chrome 131',
      'open',
      // Key figures: 6 cases, 5 tested, 2 passed, 1 failed, 1 blocked, 1 untested; 2 of 5 tested passed.
      '6 Cases in the run',
      '5 Tested',
      '2 Passed',
      '1 Failed',
      '1 Blocked',
      '1 Untested',
      '40 % Pass rate (of tested)',
      '83.3 % Progress',
      // The chart: in its centre the share tested, as on the run's dashboard; then its legend.
      'Result distribution',
      '83.3 % Tested',
      'Passed 2 (33.3 %)',
      'Failed (new) 1 (16.7 %)',
      'Skipped 1 (16.7 %)',
      // Suites: total, passed, failed, blocked, untested.
      'S_1 Checkout 4 1 1 1 1',
      'S_2 Search 2 1 0 0 0',
      'Failed and blocked cases',
      'C_2 Coupon, "SAVE10" and more Failed (new)',
      'Defects: SHOP-42',
      'Total is 90, expected 80.',
      'C_3 Card payment Blocked',
      'Payment sandbox down',
    ]) {
      expect(text, expected).toContain(expected);
    }
    // Passed, skipped and untested cases are not listed as problems.
    expect(text).not.toContain('Cart total');
    expect(text).not.toContain('Invoice');
    expect(text.indexOf('C_2 Coupon')).toBeLessThan(text.indexOf('C_3 Card payment'));
  });

  it('writes the report in German, umlauts included', async () => {
    const { bytes } = await report('GENERATE_REPORT', { testRunDocRef: run, locale: 'de' });
    const text = (await pdfPages(bytes)).pages.join(' ');
    for (const expected of [
      'Testlaufbericht',
      'Kennzahlen',
      'Bestanden',
      'Fehlgeschlagen (neu)',
      'Übersprungen',
      '40 %',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it('runs over as many pages as the failures need, each numbered', async () => {
    const suite = await addSuite(api, { ProjectId: 'P_1', Title: 'Many' });
    const ids: string[] = [];
    for (let i = 0; i < 60; i++) {
      await addNode(api, suite, 'TestCase-dm', { General: { Title: `Failing ${i}` } });
      ids.push(`C_${7 + i}`);
    }
    const big = await addRun(api, { ProjectId: 'P_1', Title: 'Bad day' });
    const bigId = (await api.root(big)).General.Id;
    await api.ok('ADD_TEST_CASES_TO_RUN_BY_ID', { testRunId: bigId, testCaseIds: ids }, P1);
    const saved = await api.ok(
      'SAVE_TEST_EXECUTIONS_ASYNC',
      {
        testRunId: bigId,
        decisionOnInvalidTestExecutionResult: 'SKIP',
        testExecutions: ids.map((testCaseId) => ({
          testCaseId,
          result: 5,
          details: `AssertionError at ${testCaseId}\n${'  at frame\n'.repeat(8)}`,
        })),
      },
      P1,
    );
    await settle(t, api, saved);
    const { bytes } = await report('GENERATE_REPORT', { testRunDocRef: big });
    const { pages } = await pdfPages(bytes);
    expect(pages.length).toBeGreaterThan(3);
    for (const [i, page] of pages.entries()) expect(page).toContain(`Bad day · Page ${i + 1}`);
    const text = pages.join(' ');
    for (const id of ids) expect(text).toContain(`${id} Failing`);
  });
});

describe('GENERATE_REPORT in every script', () => {
  it('embeds Noto fonts for Latin, Greek, Cyrillic, CJK, Arabic and emoji, and the text can be copied out', async () => {
    const titles = [
      '登录页面加载',
      '한국어 시험',
      'Ελληνικά δοκιμή',
      'Кириллица тест',
      'مرحبا بالعالم',
      'Party 🎉 time',
      'Größe €5',
    ];
    const suite = await addSuite(api, { ProjectId: 'P_1', Title: '国际 Suite' });
    for (const title of titles) await addNode(api, suite, 'TestCase-dm', { General: { Title: title } });
    const first = (await api.root(suite)).General.Id === 'S_4' ? 67 : 0;
    expect(first, 'the cases follow the 66 of the tests before').toBe(67);
    const ids = titles.map((_, i) => `C_${first + i}`);
    const world = await addRun(api, { ProjectId: 'P_1', Title: 'Weltweit 世界 мир' });
    const worldId = (await api.root(world)).General.Id;
    await api.ok('ADD_TEST_CASES_TO_RUN_BY_ID', { testRunId: worldId, testCaseIds: ids }, P1);
    const saved = await api.ok(
      'SAVE_TEST_EXECUTIONS_ASYNC',
      {
        testRunId: worldId,
        decisionOnInvalidTestExecutionResult: 'SKIP',
        testExecutions: ids.map((testCaseId) => ({
          testCaseId,
          result: 5,
          defects: 'БАГ-1',
          details: '断言失败: expected ζ, got ж 🙂\n\tat σ (файл.ts:1)',
        })),
      },
      P1,
    );
    await settle(t, api, saved);
    const { bytes } = await report('GENERATE_REPORT', { testRunDocRef: world, locale: 'en' });
    const raw = bytes.toString('latin1');
    for (const font of [
      'NotoSans-Regular',
      'NotoSans-Bold',
      'NotoSansSC-Bold',
      'NotoSansKR-Bold',
      'NotoSansArabic-Bold',
      'NotoEmoji',
    ]) {
      expect(raw, font).toMatch(new RegExp(`/BaseFont /[A-Z]{6}\\+${font}`));
    }
    const { pages, title } = await pdfPages(bytes);
    expect(title).toBe('Test run report: Weltweit 世界 мир');
    const text = pages.join(' ');
    // A reader breaks the text where the font changes, and CJK comes in slices of its own: compare without spaces.
    const compact = text.replace(/\s+/g, '');
    for (const expected of [
      'Weltweit 世界 мир',
      '国际 Suite',
      `${ids[0]} 登录页面加载`,
      `${ids[1]} 한국어 시험`,
      'Ελληνικά δοκιμή',
      'Кириллица тест',
      'Party 🎉 time',
      'Größe €5',
      'Defects: БАГ-1',
      '断言失败: expected ζ, got ж 🙂',
      'at σ (файл.ts:1)',
    ]) {
      expect(compact, expected).toContain(expected.replace(/\s+/g, ''));
    }
    // The Arabic title is drawn in its own font, shaped (its letters joined), and nothing printed as '?' or missing.
    expect(text).toMatch(/[\u0600-\u06ff]{3}/);
    expect(text).not.toContain('?');
    expect(text).not.toContain('□');
  });

  it('draws a character no font has as a visible square, never as a question mark', async () => {
    const suite = await addSuite(api, { ProjectId: 'P_1', Title: 'Private use' });
    await addNode(api, suite, 'TestCase-dm', { General: { Title: 'Glyph \u{F0000} here' } });
    const odd = await addRun(api, { ProjectId: 'P_1', Title: 'Odd' });
    const oddId = (await api.root(odd)).General.Id;
    const caseId = `C_${67 + 7}`;
    await api.ok('ADD_TEST_CASES_TO_RUN_BY_ID', { testRunId: oddId, testCaseIds: [caseId] }, P1);
    const saved = await api.ok(
      'SAVE_TEST_EXECUTIONS_ASYNC',
      {
        testRunId: oddId,
        decisionOnInvalidTestExecutionResult: 'SKIP',
        testExecutions: [{ testCaseId: caseId, result: 3 }],
      },
      P1,
    );
    await settle(t, api, saved);
    const { bytes } = await report('GENERATE_REPORT', { testRunDocRef: odd, locale: 'en' });
    const text = (await pdfPages(bytes)).pages.join(' ');
    expect(text.replace(/\s+/g, '')).toContain(`${caseId}Glyph□here`);
    expect(text).not.toContain('?');
  });
});

describe('GENERATE_CSV_REPORT', () => {
  it('writes one RFC 4180 row per case, UTF-8 with a byte order mark, cases in tree order', async () => {
    const { res, bytes, task } = await report('GENERATE_CSV_REPORT', { testRunDocRef: run, locale: 'en' });
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('Content-Disposition')).toContain('filename="R_1-executions.csv"');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toContain('\r\n');
    expect(task.Result).toMatchObject({ rows: 6 });
    const rows: Record<string, string>[] = parse(bytes, { bom: true, columns: true, record_delimiter: '\r\n' });
    expect(Object.keys(rows[0]!)).toEqual([
      'Run',
      'Suite Id',
      'Suite',
      'Path',
      'Case Id',
      'Case',
      'Execution Id',
      'Result code',
      'Result',
      'Tester',
      'Tested on (UTC)',
      'Defects',
      'Details',
      'Duration (s)',
    ]);
    expect(rows.map((row) => [row['Case Id'], row.Result])).toEqual([
      ['C_1', 'Passed'],
      ['C_2', 'Failed (new)'],
      ['C_3', 'Blocked'],
      ['C_4', 'Untested'],
      ['C_5', 'Passed'],
      ['C_6', 'Skipped'],
    ]);
    const coupon = rows[1]!;
    expect(coupon).toMatchObject({
      Run: 'R_1',
      'Suite Id': 'S_1',
      Suite: 'Checkout',
      Path: 'Checkout',
      Case: 'Coupon, "SAVE10" and more',
      'Result code': '5',
      Tester: 'admin',
      Defects: 'SHOP-42',
      Details: 'Total is 90, expected 80.\nSecond line "quoted"',
      'Duration (s)': '',
    });
    expect(new Date(coupon['Tested on (UTC)']!).getTime()).toBeGreaterThan(Date.now() - 600_000);
    expect(rows[3]!['Tested on (UTC)']).toBe('');
    expect(rows[4]!.Tester).toBe('erika');
    expect(rows[5]!.Case).toBe('Suche nach Größe');
  });

  it('writes German headers and result names with a semicolon when asked', async () => {
    const { bytes } = await report('GENERATE_CSV_REPORT', { testRunDocRef: run, locale: 'de', delimiter: ';' });
    const rows: Record<string, string>[] = parse(bytes, { bom: true, columns: true, delimiter: ';' });
    expect(rows[1]).toMatchObject({ Testlauf: 'R_1', 'Testfall-Id': 'C_2', Ergebnis: 'Fehlgeschlagen (neu)' });
    expect(rows[5]!.Ergebnis).toBe('Übersprungen');
  });

  it('writes the durations JUnit imports recorded', async () => {
    const other = await addRun(api, { ProjectId: 'P_1', Title: 'CI' });
    const id = (await api.root(other)).General.Id;
    const xml = '<testsuite><testcase name="C_1 total" classname="cart" time="1.25"/></testsuite>';
    await settle(t, api, await api.ok('IMPORT_JUNIT_RESULTS', { projectId: 'P_1', testRunId: id, xml: [xml] }));
    const { bytes } = await report('GENERATE_CSV_REPORT', { testRunDocRef: other });
    const [row] = parse(bytes, { bom: true, columns: true }) as Record<string, string>[];
    expect(row).toMatchObject({ 'Case Id': 'C_1', Result: 'Passed', 'Duration (s)': '1.250' });
  });
});

describe('the report calls refuse', () => {
  it('bad params, unknown runs and other tenants, and queue nothing', async () => {
    const intruder = client(t, (await createTestTenant(t.orm, 'automation-reports-other')).admin.token);
    const tasks = () =>
      t.orm.em
        .fork()
        .execute<{ n: number }[]>('SELECT count(*)::int AS n FROM task_request WHERE tenant_id = ?', [tenantId]);
    const [before] = await tasks();
    for (const method of ['GENERATE_REPORT', 'GENERATE_CSV_REPORT']) {
      expect(
        (await api.fail(method, { testRunDocRef: 'TestSuite-dm/00000000-0000-4000-8000-000000000000' })).code,
      ).toBe(-32602);
      expect((await api.fail(method, { testRunDocRef: run, locale: 'fr' })).code).toBe(-32602);
      expect((await api.fail(method, { testRunDocRef: 'TestRun-dm/00000000-0000-4000-8000-000000000000' })).code).toBe(
        -32004,
      );
      expect((await intruder.fail(method, { testRunDocRef: run })).code).toBe(-32004);
      expect((await api.fail(method, { testRunDocRef: run }, { 'Project-Id': 'P_7' })).data.reason).toBe(
        'HEADER_PARAM_MISMATCH',
      );
    }
    expect((await api.fail('GENERATE_CSV_REPORT', { testRunDocRef: run, delimiter: '|' })).code).toBe(-32602);
    const [after] = await tasks();
    expect(after!.n).toBe(before!.n);
  });
});
