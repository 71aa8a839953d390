import type { EntityManager } from '@mikro-orm/postgresql';
import { createTestTenant } from '@tmt/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, caseAnswer, client } from '../client';
import {
  addCase,
  executionsByCase,
  type RiskProject,
  riskOf,
  riskProject,
  riskRef,
  setRisk,
  testRound,
} from '../risk-history';
import { settle } from '../settle';
import { startTestApp, type TestApp } from '../test-app';

// Risk level documents (RiskLevel-dm): the model of the user guide's "Risk" chapter, computed and kept fresh.

let t: TestApp;
let api: Client;
let tenantId: string;

beforeAll(async () => {
  t = await startTestApp();
  const tenant = await createTestTenant(t.orm, 'risk');
  tenantId = tenant.tenantId;
  api = client(t, tenant.admin.token);
});
afterAll(() => t.close());

const PASSED = 2;
const FAILED_NEW = 5;
const FAILED_KNOWN = 6;
const BLOCKED = 3;

describe('the worked example of the user guide', () => {
  let shop: RiskProject;
  let pay: string;
  let address: string;
  let login: string;

  beforeAll(async () => {
    shop = await riskProject(api, 'Web shop');
    pay = await addCase(
      api,
      shop.suite,
      'Pay by card',
      { Type: 'FUNCTIONAL', Prioritization: 'MANDATORY' },
      { Likelihood: 'POSSIBLE', Impact: 'MAJOR' },
    );
    address = await addCase(
      api,
      shop.suite,
      'Change the address',
      { Type: 'USABILITY', Prioritization: 'OPTIONAL' },
      { Likelihood: 'UNLIKELY', Impact: 'MINOR' },
    );
    login = await addCase(
      api,
      shop.suite,
      'Log in',
      { Type: 'FUNCTIONAL', Prioritization: 'MANDATORY' },
      { Likelihood: 'RARE', Impact: 'MINOR' },
    );
    await testRound(api, shop, [
      [pay, PASSED],
      [login, PASSED],
    ]);
    await testRound(api, shop, [
      [pay, FAILED_NEW, 'PAY-1:Critical'],
      [login, PASSED],
    ]);
    await testRound(api, shop, [
      [pay, PASSED],
      [login, PASSED],
    ]);
    await testRound(api, shop, [
      [pay, FAILED_KNOWN, 'PAY-1:critical, pay-7'],
      [login, PASSED],
    ]);
    // Blocked says nothing about the case: it is not counted.
    await testRound(api, shop, [
      [pay, PASSED],
      [login, BLOCKED],
    ]);
    await testRound(api, shop, [[login, PASSED]]);
  });

  it('rates "Pay by card": business MEDIUM, history HIGH, scope HIGH, heatmap 83 HIGH', async () => {
    const root = await api.root(riskRef(pay));
    expect(root.General).toMatchObject({
      ProjectId: shop.id,
      SubprojectId: '_',
      ProjectVersionNumber: 1,
      TechnicalId: pay.split('/')[1],
      TestCaseDocRef: pay,
      TestCaseId: 'C_1',
      Likelihood: 'POSSIBLE',
      Impact: 'MAJOR',
      CombinationLikelihoodImpact: 'POSSIBLE__MAJOR',
      RiskLevelBusinessLogic: 'MEDIUM',
      Frequency: 40,
      Severity: 6,
      CombinationSeverityFrequency: '6__40',
      RiskLevelTestHistory: 'HIGH',
      ReleaseScope: {
        RiskLevelReleaseScope: 'HIGH',
        TestType: 'FUNCTIONAL',
        Priority: 'MANDATORY',
        CombinationTestTypePriority: 'FUNCTIONAL__MANDATORY',
      },
      CombinationRiskLevel: 'MEDIUM__HIGH__HIGH',
      RiskLevelHeatmap: 'HIGH',
      RiskLevelHeatmapValue: 83,
    });
    expect(root.TestHistory).toMatchObject({
      CountedExecutions: 5,
      FailedExecutions: 2,
      Defects: [
        { Id: 'PAY-1', Category: 'Critical', Weight: 5 },
        { Id: 'PAY-7', Category: 'Normal', Weight: 1 },
      ],
      LikelihoodCalculated: false,
      ImpactCalculated: false,
    });
    expect(root.TestHistory.LastTestedOn).toBeGreaterThan(0);
    expect(root.Metadata.CreatedBy).toBe('SYSTEM');
  });

  it('rates "Change the address" (no history) LOW with an UNDEFINED history, and "Log in" MEDIUM', async () => {
    expect(await riskOf(api, address)).toMatchObject({
      RiskLevelBusinessLogic: 'LOW',
      Frequency: null,
      Severity: null,
      CombinationSeverityFrequency: null,
      RiskLevelTestHistory: 'UNDEFINED',
      ReleaseScope: { RiskLevelReleaseScope: 'LOW' },
      CombinationRiskLevel: 'LOW__UNDEFINED__LOW',
      RiskLevelHeatmap: 'LOW',
      RiskLevelHeatmapValue: 0,
    });
    expect(await riskOf(api, login)).toMatchObject({
      RiskLevelBusinessLogic: 'LOW',
      Frequency: 0,
      Severity: 0,
      RiskLevelTestHistory: 'LOW',
      CombinationRiskLevel: 'LOW__LOW__HIGH',
      RiskLevelHeatmap: 'MEDIUM',
      RiskLevelHeatmapValue: 33,
    });
    // The latest five counted results: the blocked one is skipped.
    expect((await api.root(riskRef(login))).TestHistory.CountedExecutions).toBe(5);
  });

  it('lists the version highest risk first, and filters by level', async () => {
    const listed = await api.ok('LIST_DOCUMENTS', {
      documentModelName: 'RiskLevel-dm',
      filter: { filters: [`ProjectId:${shop.id}`] },
      page: { offset: 0, limit: 10 },
    });
    expect(listed.fullSize).toBe(3);
    expect(listed.entries.map((e: { docRef: string }) => e.docRef)).toEqual([
      riskRef(pay),
      riskRef(login),
      riskRef(address),
    ]);
    const medium = await api.ok('LIST_DOCUMENTS', {
      documentModelName: 'RiskLevel-dm',
      filter: { filters: [`ProjectId:${shop.id}`, 'RiskLevelHeatmap:HIGH', 'RiskLevelHeatmap:MEDIUM'] },
      sort: ['TestCaseId DESC'],
      page: { offset: 0, limit: 10 },
    });
    expect(medium.entries.map((e) => e.document.Root.General.TestCaseId)).toEqual(['C_3', 'C_1']);
    const untested = await api.ok('LIST_DOCUMENTS', {
      documentModelName: 'RiskLevel-dm',
      filter: { filters: [`ProjectId:${shop.id}`, 'RiskLevelTestHistory:UNDEFINED'] },
      page: { offset: 0, limit: 10 },
    });
    expect(untested.entries.map((e: { docRef: string }) => e.docRef)).toEqual([riskRef(address)]);
  });

  it("shows the case's risk data on its executions", async () => {
    const { run } = await testRound(api, shop, [[address, PASSED]]);
    const execution = (await executionsByCase(api, run)).get(address)!;
    const data = (await api.root(execution)).RiskLevelData;
    const general = await riskOf(api, address);
    expect(data).toEqual({
      TestCaseId: 'C_2',
      Likelihood: general.Likelihood,
      Impact: general.Impact,
      CombinationLikelihoodImpact: general.CombinationLikelihoodImpact,
      RiskLevelBusinessLogic: general.RiskLevelBusinessLogic,
      Frequency: 0,
      Severity: 0,
      CombinationSeverityFrequency: '0__0',
      RiskLevelTestHistory: 'LOW',
      ReleaseScope: general.ReleaseScope,
      CombinationRiskLevel: 'LOW__LOW__LOW',
      RiskLevelHeatmap: 'LOW',
      RiskLevelHeatmapValue: 0,
    });
    expect((await api.root(execution)).RiskSelection).toBeNull();
  });

  it('calculates likelihood from frequency and impact from severity once the case asks for it', async () => {
    const answer = caseAnswer(
      await api.ok('UPDATE_TEST_CASE_TREE_NODE', {
        docRef: pay,
        locale: 'en',
        document: { Root: { Risk: { AutoCalculateLikelihood: true, AutoCalculateImpact: true } } },
      }),
    );
    // Frequency 40 is section 3 (POSSIBLE); severity 6 is section 1 (SERIOUS). 3 × 5 = 15: the old RiskLevel is HIGH.
    expect(answer.Root.Risk).toEqual({
      AutoCalculateLikelihood: true,
      Likelihood: 'POSSIBLE',
      AutoCalculateImpact: true,
      Impact: 'SERIOUS',
      CombinationLikelihoodImpact: 'POSSIBLE__SERIOUS',
      RiskLevel: 'HIGH',
    });
    expect((await api.root(pay)).Risk.Impact).toBe('SERIOUS');
    const root = await api.root(riskRef(pay));
    expect(root.General).toMatchObject({
      Impact: 'SERIOUS',
      RiskLevelBusinessLogic: 'HIGH',
      CombinationRiskLevel: 'HIGH__HIGH__HIGH',
      RiskLevelHeatmap: 'HIGH',
      RiskLevelHeatmapValue: 100,
    });
    expect(root.TestHistory).toMatchObject({ LikelihoodCalculated: true, ImpactCalculated: true });
  });
});

describe('sections of the thresholds', () => {
  let project: RiskProject;
  const likelihoodOf = async (ref: string) => (await riskOf(api, ref)).Likelihood;
  const impactOf = async (ref: string) => (await riskOf(api, ref)).Impact;

  beforeAll(async () => {
    project = await riskProject(api, 'Edges');
    expect((await setRisk(api, project.id, { TestHistoryExecutionCount: 5 })).body.result).toBeNull();
  });

  it('puts a frequency on a threshold into the higher section, and just below it into the lower one', async () => {
    // Case k fails k of its 5 counted results: frequencies 0, 20, 40, 60, 80 and 100.
    const cases: string[] = [];
    for (let k = 0; k <= 5; k++) {
      cases.push(await addCase(api, project.suite, `Fails ${k} of 5`, {}, { AutoCalculateLikelihood: true }));
    }
    for (let round = 0; round < 5; round++) {
      await testRound(
        api,
        project,
        cases.map((ref, k) => [ref, round < k ? FAILED_NEW : PASSED] as [string, number]),
      );
    }
    const at = await Promise.all(cases.map(likelihoodOf));
    expect(at).toEqual(['RARE', 'UNLIKELY', 'POSSIBLE', 'LIKELY', 'ALMOST_CERTAIN', 'ALMOST_CERTAIN']);
    expect((await riskOf(api, cases[2]!)).Frequency).toBe(40);

    expect(
      (await setRisk(api, project.id, { TestHistoryFrequency: '20.01,40.01,60.01,80.01' })).body.result,
    ).toBeNull();
    const below = await Promise.all(cases.map(likelihoodOf));
    expect(below).toEqual(['RARE', 'RARE', 'UNLIKELY', 'POSSIBLE', 'LIKELY', 'ALMOST_CERTAIN']);
    // The calculated likelihood is the case's own.
    expect((await api.root(cases[4]!)).Risk.Likelihood).toBe('LIKELY');
  });

  it('puts a severity on a threshold into the higher section, and just below it into the lower one', async () => {
    expect(
      (
        await setRisk(api, project.id, {
          ClusterDefectWeightMapping: { Blocker: 10, Critical: 5, Major: 2, Normal: 1, Minor: 0.75 },
        })
      ).body.result,
    ).toBeNull();
    const named = [
      '',
      'D-1:Minor',
      'D-2:Minor, D-3:Minor',
      'D-4:Major, D-5:Minor, D-6:MINOR',
      'D-7:Critical',
      'D-8:Blocker, D-9:Major',
    ];
    const cases: string[] = [];
    for (const i of named.keys()) {
      cases.push(await addCase(api, project.suite, `Severity ${i}`, {}, { AutoCalculateImpact: true }));
    }
    await testRound(
      api,
      project,
      cases.map((ref, i) => [ref, FAILED_NEW, named[i]] as [string, number, string]),
    );
    const severities = await Promise.all(cases.map(async (ref) => (await riskOf(api, ref)).Severity));
    expect(severities).toEqual([0, 0.75, 1.5, 3.5, 5, 10]);
    expect(await Promise.all(cases.map(impactOf))).toEqual([
      'INSIGNIFICANT',
      'MINOR',
      'MODERATE',
      'MAJOR',
      'SERIOUS',
      'SERIOUS',
    ]);
    expect((await setRisk(api, project.id, { TestHistorySeverity: '0.76,1.51,3.51,5.01' })).body.result).toBeNull();
    expect(await Promise.all(cases.map(impactOf))).toEqual([
      'INSIGNIFICANT',
      'INSIGNIFICANT',
      'MINOR',
      'MODERATE',
      'MAJOR',
      'SERIOUS',
    ]);
  });

  it('weighs each defect once, at its heaviest category; a defect without one takes the default category', async () => {
    const twice = await addCase(api, project.suite, 'Same defect twice');
    const plain = await addCase(api, project.suite, 'Defect without category');
    await testRound(api, project, [
      [twice, FAILED_NEW, 'BUG-1:Normal'],
      [plain, FAILED_NEW, 'https://tracker.example/BUG-2'],
    ]);
    await testRound(api, project, [
      [twice, FAILED_KNOWN, 'bug-1:Major, BUG-1'],
      [plain, PASSED],
    ]);
    expect((await api.root(riskRef(twice))).TestHistory.Defects).toEqual([
      { Id: 'BUG-1', Category: 'Major', Weight: 2 },
    ]);
    expect((await riskOf(api, plain)).Severity).toBe(1);
    expect((await setRisk(api, project.id, { DefaultDefectCategory: 'Blocker' })).body.result).toBeNull();
    expect((await api.root(riskRef(plain))).TestHistory.Defects).toEqual([
      { Id: 'HTTPS://TRACKER.EXAMPLE/BUG-2', Category: 'Blocker', Weight: 10 },
    ]);
  });
});

describe('the matrices', () => {
  it('reads business logic and test history through the project matrix, and the scope through its own', async () => {
    const project = await riskProject(api, 'Matrices');
    const ref = await addCase(
      api,
      project.suite,
      'Refund',
      { Type: 'SECURITY', Prioritization: 'OPTIONAL' },
      { Likelihood: 'ALMOST_CERTAIN', Impact: 'SERIOUS' },
    );
    await testRound(api, project, [[ref, PASSED]]);
    // One pass: frequency 0 and severity 0 are the lowest sections, the bottom right cell.
    expect(await riskOf(api, ref)).toMatchObject({
      CombinationRiskLevel: 'HIGH__LOW__MEDIUM',
      RiskLevelHeatmapValue: 50,
      RiskLevelHeatmap: 'MEDIUM',
    });
    // Everything LOW but the bottom right cell: ALMOST_CERTAIN × SERIOUS (top left) becomes LOW.
    const matrix = 'L,L,L,L,L;L,L,L,L,L;L,L,L,L,L;L,L,L,L,L;L,L,L,L,H';
    expect((await setRisk(api, project.id, { testHistoryRiskLevelMatrixStr: matrix })).body.result).toBeNull();
    expect((await riskOf(api, ref)).CombinationRiskLevel).toBe('LOW__HIGH__MEDIUM');
    const scope = 'H,H,H,H,H;L,L,H,L,L;L,L,L,L,L';
    expect((await setRisk(api, project.id, { releaseScopeRiskLevelMatrixStr: scope })).body.result).toBeNull();
    expect(await riskOf(api, ref)).toMatchObject({
      CombinationRiskLevel: 'LOW__HIGH__HIGH',
      RiskLevelHeatmapValue: 67,
      RiskLevelHeatmap: 'MEDIUM',
    });
    const setting = (await api.ok('LOAD_PROJECT_SETTING', { projectId: project.id })).document.Root.generalSetting;
    expect(setting.riskBaseSetting).toMatchObject({
      testHistoryRiskLevelMatrixStr: matrix,
      releaseScopeRiskLevelMatrixStr: scope,
      TestHistoryFrequency: '20,40,60,80',
    });
  });

  it('leaves a level UNDEFINED while its inputs are missing, and the heatmap too when all are', async () => {
    const project = await riskProject(api, 'Empty');
    const ref = await addCase(api, project.suite, 'Nothing known');
    expect(await riskOf(api, ref)).toMatchObject({
      Likelihood: null,
      CombinationLikelihoodImpact: null,
      CombinationRiskLevel: 'UNDEFINED__UNDEFINED__UNDEFINED',
      ReleaseScope: { RiskLevelReleaseScope: 'UNDEFINED', TestType: null, CombinationTestTypePriority: null },
      RiskLevelHeatmap: 'UNDEFINED',
      RiskLevelHeatmapValue: null,
    });
    await api.ok('UPDATE_TEST_CASE_TREE_NODE', {
      docRef: ref,
      locale: 'en',
      document: { Root: { General: { Type: 'MODEL', Prioritization: 'MANDATORY' } } },
    });
    expect(await riskOf(api, ref)).toMatchObject({
      CombinationRiskLevel: 'UNDEFINED__UNDEFINED__MEDIUM',
      RiskLevelHeatmapValue: 50,
    });
    const property = await api.ok('SET_TEST_CASE_PROPERTY', {
      testCasesDocRefs: [ref],
      property: 'Prioritization',
      value: 'NO_TEST',
    });
    await settle(t, api, property);
    expect(await riskOf(api, ref)).toMatchObject({
      CombinationRiskLevel: 'UNDEFINED__UNDEFINED__LOW',
      RiskLevelHeatmap: 'LOW',
    });
  });
});

describe('the test history, kept fresh', () => {
  it('follows results saved in bulk, weighing only the latest counted ones', async () => {
    const project = await riskProject(api, 'Bulk');
    expect((await setRisk(api, project.id, { TestHistoryExecutionCount: 3 })).body.result).toBeNull();
    const ref = await addCase(
      api,
      project.suite,
      'Search',
      {},
      { AutoCalculateLikelihood: true, AutoCalculateImpact: true, Likelihood: 'RARE' },
    );
    const caseId = (await api.root(ref)).General.Id;
    // Without history the likelihood entered by hand stands.
    expect((await api.root(ref)).Risk.Likelihood).toBe('RARE');
    const bulk = async (result: number, defects = '') => {
      const runRef = await api.ok('ADD_DOCUMENT', {
        documentModelName: 'TestRun-dm',
        locale: 'en',
        document: { Root: { General: { ProjectId: project.id, Title: `Bulk ${result}` } } },
      });
      const runId = (await api.root(runRef)).General.Id;
      const headers = { 'Project-Id': project.id };
      await settle(
        t,
        api,
        await api.ok('ADD_TEST_CASES_TO_RUN_ASYNC', { testRunId: runId, testCaseIds: [caseId] }, headers),
      );
      const saved = await api.ok(
        'SAVE_TEST_EXECUTIONS_ASYNC',
        {
          testRunId: runId,
          decisionOnInvalidTestExecutionResult: 'SKIP',
          testExecutions: [{ testCaseId: caseId, result, defects }],
        },
        headers,
      );
      expect((await settle(t, api, saved)).Result.saved).toBe(1);
      return (await api.root(ref)).Risk;
    };
    expect(await bulk(FAILED_NEW, 'S-1:Blocker')).toMatchObject({ Likelihood: 'ALMOST_CERTAIN', Impact: 'SERIOUS' });
    // 1 of 2 failed (50): section 3; 1 of 3 (33.33): section 4.
    expect(await bulk(PASSED)).toMatchObject({ Likelihood: 'POSSIBLE', Impact: 'SERIOUS' });
    expect(await bulk(PASSED)).toMatchObject({ Likelihood: 'UNLIKELY', Impact: 'SERIOUS' });
    // The failure with the Blocker drops out of the latest three.
    expect(await bulk(PASSED)).toMatchObject({ Likelihood: 'RARE', Impact: 'INSIGNIFICANT' });
    expect((await api.root(riskRef(ref))).TestHistory).toMatchObject({
      CountedExecutions: 3,
      FailedExecutions: 0,
      Defects: [],
    });
  });

  it('follows a bulk save that replaces a counted result with one history does not count, and one that adds none', async () => {
    const project = await riskProject(api, 'Replaced');
    const failing = await addCase(api, project.suite, 'Refund');
    const blocked = await addCase(api, project.suite, 'Invoice');
    const { run } = await testRound(api, project, [
      [failing, FAILED_NEW, 'R-1:Major'],
      [blocked, BLOCKED],
    ]);
    expect(await riskOf(api, failing)).toMatchObject({ Frequency: 100, Severity: 2 });
    const untouched = await api.root(riskRef(blocked));
    const ids = async (ref: string) => (await api.root(ref)).General.Id;
    const saved = await api.ok(
      'SAVE_TEST_EXECUTIONS_ASYNC',
      {
        testRunId: (await api.root(run)).General.Id,
        decisionOnInvalidTestExecutionResult: 'SKIP',
        testExecutions: [
          // The failure is replaced: the case has no counted result left.
          { testCaseId: await ids(failing), result: BLOCKED },
          // Blocked to Skipped: the history counts neither.
          { testCaseId: await ids(blocked), result: 11 },
        ],
      },
      { 'Project-Id': project.id },
    );
    expect((await settle(t, api, saved)).Result.saved).toBe(2);
    expect(await riskOf(api, failing)).toMatchObject({
      Frequency: null,
      Severity: null,
      RiskLevelTestHistory: 'UNDEFINED',
    });
    expect(await api.root(riskRef(blocked))).toEqual(untouched);
  });

  it('forgets the results of executions removed from a run, and follows results set in bulk', async () => {
    const project = await riskProject(api, 'Removals');
    const ref = await addCase(api, project.suite, 'Export');
    const { run, executions } = await testRound(api, project, [[ref, FAILED_NEW, 'E-1:Major']]);
    expect(await riskOf(api, ref)).toMatchObject({ Frequency: 100, Severity: 2 });
    const property = await api.ok('SET_TEST_EXECUTION_PROPERTY', {
      testRunDocRef: run,
      testExecutionDocRefs: [executions.get(ref)!],
      property: 'Result',
      value: PASSED,
    });
    await settle(t, api, property);
    expect(await riskOf(api, ref)).toMatchObject({ Frequency: 0, Severity: 2 });
    await api.ok('DELETE_TEST_CASES_FROM_RUN', { testRunDocRef: run, testCasesDocRefs: [ref] });
    expect(await riskOf(api, ref)).toMatchObject({
      Frequency: null,
      Severity: null,
      RiskLevelTestHistory: 'UNDEFINED',
    });
  });

  it('carries documents into a new version, whose cases keep the history of the versions before', async () => {
    const project = await riskProject(api, 'Versions');
    const ref = await addCase(api, project.suite, 'Checkout', { Type: 'FUNCTIONAL', Prioritization: 'MANDATORY' });
    await testRound(api, project, [[ref, FAILED_NEW, 'V-1:Critical']]);
    const before = await riskOf(api, ref);
    const task = await api.ok('CREATE_PROJECT_VERSION', {
      document: { Root: { General: { ProjectId: project.id } } },
    });
    await settle(t, api, task);
    const listed = await api.ok('LIST_DOCUMENTS', {
      documentModelName: 'RiskLevel-dm',
      filter: { filters: [`ProjectId:${project.id}`, 'ProjectVersionNumber:2'] },
      page: { offset: 0, limit: 10 },
    });
    expect(listed.fullSize).toBe(1);
    const copy = listed.entries[0]!.document.Root.General;
    expect(copy.TestCaseDocRef).not.toBe(ref);
    const { ProjectVersionNumber: _a, TechnicalId: _b, TestCaseDocRef: _c, ...carried } = copy;
    const { ProjectVersionNumber: _d, TechnicalId: _e, TestCaseDocRef: _f, ...was } = before;
    expect(carried).toEqual(was);
    expect(copy.ProjectVersionNumber).toBe(2);

    // A result in version 2 joins the history of version 2's case, not of version 1's.
    const suite2 = (
      await api.ok('LIST_TEST_SUITES', {
        projectSpec: { projectId: project.id, projectVersionNumber: 2 },
        filter: {},
        page: { offset: 0, limit: 10 },
        sort: [],
      })
    ).entries[0]!.docRef;
    await testRound(api, { id: project.id, suite: suite2 }, [[copy.TestCaseDocRef, PASSED]]);
    expect((await riskOf(api, copy.TestCaseDocRef)).Frequency).toBe(50);
    expect((await riskOf(api, ref)).Frequency).toBe(100);
  });

  it('gives copied cases documents of their own, without the history of the original', async () => {
    const project = await riskProject(api, 'Copies');
    const ref = await addCase(
      api,
      project.suite,
      'Original',
      { Type: 'SECURITY', Prioritization: 'MANDATORY' },
      { Likelihood: 'LIKELY', Impact: 'SERIOUS' },
    );
    await testRound(api, project, [[ref, FAILED_NEW, 'C-1:Blocker']]);
    const task = await api.ok('COPY_ITEMS_IN_TEST_SUITE', {
      itemDocRefs: [ref],
      destinationDocRef: project.suite,
    });
    expect((await settle(t, api, task)).General.Status).toBe('DONE');
    const listed = await api.ok('LIST_DOCUMENTS', {
      documentModelName: 'RiskLevel-dm',
      filter: { filters: [`ProjectId:${project.id}`] },
      sort: ['TestCaseId ASC'],
      page: { offset: 0, limit: 10 },
    });
    expect(
      listed.entries.map((e: { document: { Root: { General: Record<string, unknown> } } }) => {
        const { TestCaseId, CombinationRiskLevel, Frequency } = e.document.Root.General;
        return { TestCaseId, CombinationRiskLevel, Frequency };
      }),
    ).toEqual([
      { TestCaseId: 'C_1', CombinationRiskLevel: 'HIGH__HIGH__HIGH', Frequency: 100 },
      { TestCaseId: 'C_2', CombinationRiskLevel: 'HIGH__UNDEFINED__HIGH', Frequency: null },
    ]);
  });

  it('keeps what a closed run showed of the risk', async () => {
    const project = await riskProject(api, 'Closed');
    const ref = await addCase(api, project.suite, 'Invoice', {}, { Likelihood: 'LIKELY', Impact: 'MAJOR' });
    const { run, executions } = await testRound(api, project, [[ref, FAILED_NEW]]);
    await settle(t, api, await api.ok('CLOSE_TEST_RUN', { testRunDocRef: run }));
    const frozen = (await api.root(executions.get(ref)!)).RiskLevelData;
    expect(frozen).toMatchObject({ Likelihood: 'LIKELY', Frequency: 100 });
    await api.ok('UPDATE_TEST_CASE_TREE_NODE', {
      docRef: ref,
      locale: 'en',
      document: { Root: { Risk: { Likelihood: 'RARE' } } },
    });
    await testRound(api, project, [[ref, PASSED]]);
    expect(await riskOf(api, ref)).toMatchObject({ Likelihood: 'RARE', Frequency: 50 });
    expect((await api.root(executions.get(ref)!)).RiskLevelData).toEqual(frozen);
  });

  it('rebuilds the documents of a version as a task, changing none that are right', async () => {
    const project = await riskProject(api, 'Rebuild');
    const ref = await addCase(api, project.suite, 'Report', {}, { Likelihood: 'LIKELY', Impact: 'MAJOR' });
    await addCase(api, project.suite, 'Print');
    const unchanged = await settle(t, api, await api.ok('REBUILD_RISK_LEVEL_DOCUMENTS', { projectId: project.id }));
    expect(unchanged.General).toMatchObject({ Status: 'DONE', Type: 'REBUILD_RISK_LEVEL_DOCUMENTS' });
    expect(unchanged.Result).toEqual({ testCases: 2, changed: 0 });
    expect(unchanged.DisplayFields.Progress).toBe(100);
    // A document written around TMT is put right again.
    const before = await api.root(riskRef(ref));
    await t.orm.em
      .fork()
      .execute(`UPDATE risk_level SET heatmap_value = 0, heatmap_level = 'LOW' WHERE case_id = ?`, [ref.split('/')[1]]);
    const rebuilt = await settle(
      t,
      api,
      await api.ok('REBUILD_RISK_LEVEL_DOCUMENTS', { projectVersionNumber: 1 }, { 'Project-Id': project.id }),
    );
    expect(rebuilt.Result).toEqual({ testCases: 2, changed: 1 });
    expect((await api.root(riskRef(ref))).General).toEqual(before.General);
  });
});

describe('risk settings', () => {
  it('refuses a bad value naming the field, and changes nothing', async () => {
    const project = await riskProject(api, 'Settings');
    const ref = await addCase(api, project.suite, 'Pay', {}, { Likelihood: 'LIKELY', Impact: 'MAJOR' });
    const setting = await api.ok('LOAD_PROJECT_SETTING', { projectId: project.id });
    const risk = await riskOf(api, ref);
    const refused = async (value: Record<string, unknown>, field: string) => {
      const { body } = await setRisk(api, project.id, value);
      expect(body.error, JSON.stringify(value)).toMatchObject({ code: -32602, data: { reason: 'INVALID_PARAMS' } });
      expect(body.error.data.issues.map((i: { path: string }) => i.path)).toContain(
        `params.document.Root.generalSetting.riskBaseSetting.${field}`,
      );
    };
    await refused({ TestHistoryFrequency: '40,20,60,80' }, 'TestHistoryFrequency');
    await refused({ TestHistoryFrequency: '20,40,60,101' }, 'TestHistoryFrequency');
    await refused({ TestHistoryFrequency: '20,40,60' }, 'TestHistoryFrequency');
    await refused({ TestHistorySeverity: '0.75,1.5,3.5,11' }, 'TestHistorySeverity');
    await refused({ TestHistorySeverity: '1,1,2,3' }, 'TestHistorySeverity');
    await refused(
      { testHistoryRiskLevelMatrixStr: 'H,H,H,M;H,H,M,M,L;H,M,M,L,L;M,M,L,L,L;M,L,L,L,L' },
      'testHistoryRiskLevelMatrixStr',
    );
    await refused(
      { testHistoryRiskLevelMatrixStr: 'H,H,H,M,X;H,H,M,M,L;H,M,M,L,L;M,M,L,L,L;M,L,L,L,L' },
      'testHistoryRiskLevelMatrixStr',
    );
    await refused(
      { testHistoryRiskLevelMatrixStr: 'H,H,H,M,M;H,H,M,M,L;H,M,M,L,L;M,M,L,L,L' },
      'testHistoryRiskLevelMatrixStr',
    );
    await refused({ releaseScopeRiskLevelMatrixStr: 'H,H,H,M,M;M,M,M,L,L' }, 'releaseScopeRiskLevelMatrixStr');
    await refused(
      { ClusterDefectWeightMapping: { Blocker: 10, Critical: -5, Major: 2, Normal: 1, Minor: 0.5 } },
      'ClusterDefectWeightMapping.Critical',
    );
    await refused({ ClusterDefectWeightMapping: { Blocker: 10 } }, 'ClusterDefectWeightMapping.Critical');
    await refused({ TestHistoryExecutionCount: 0 }, 'TestHistoryExecutionCount');
    await refused({ TestHistoryExecutionCount: 2.5 }, 'TestHistoryExecutionCount');
    await refused({ DefaultDefectCategory: 'Trivial' }, 'DefaultDefectCategory');
    // A good value next to a bad one is not stored either.
    await refused({ TestHistoryExecutionCount: 7, TestHistorySeverity: '5,4,3,2' }, 'TestHistorySeverity');
    const after = await api.ok('LOAD_PROJECT_SETTING', { projectId: project.id });
    expect(after.document).toEqual(setting.document);
    expect(await riskOf(api, ref)).toEqual(risk);
  });
});

describe('another tenant', () => {
  it('finds neither the documents nor the version', async () => {
    const project = await riskProject(api, 'Private');
    const ref = await addCase(api, project.suite, 'Secret', {}, { Likelihood: 'LIKELY', Impact: 'MAJOR' });
    const stranger = client(t, (await createTestTenant(t.orm, 'risk-stranger')).admin.token);
    expect(await stranger.fail('GET_DOCUMENT', { docRef: riskRef(ref) })).toMatchObject({
      code: -32004,
      data: { reason: 'DOCUMENT_NOT_FOUND' },
    });
    const list = await stranger.fail('LIST_DOCUMENTS', {
      documentModelName: 'RiskLevel-dm',
      filter: { filters: [`ProjectId:${project.id}`] },
      page: { offset: 0, limit: 10 },
    });
    expect(list.code).toBe(-32004);
    expect((await stranger.fail('REBUILD_RISK_LEVEL_DOCUMENTS', { projectId: project.id })).code).toBe(-32004);
    // Their own project of the same id lists their own cases only.
    const theirs = await riskProject(stranger, 'Theirs');
    expect(theirs.id).toBe('P_1');
    const listed = await stranger.ok('LIST_DOCUMENTS', {
      documentModelName: 'RiskLevel-dm',
      filter: { filters: ['ProjectId:P_1'] },
      page: { offset: 0, limit: 10 },
    });
    expect(listed).toMatchObject({ fullSize: 0, entries: [] });
  });

  it('refuses unknown list fields and pages past the end', async () => {
    const project = await riskProject(api, 'Lists');
    await addCase(api, project.suite, 'One');
    const list = (params: Record<string, unknown>) =>
      api.call('LIST_DOCUMENTS', {
        documentModelName: 'RiskLevel-dm',
        filter: { filters: [`ProjectId:${project.id}`] },
        page: { offset: 0, limit: 10 },
        ...params,
      });
    expect((await list({ sort: ['Title ASC'] })).body.error.data.reason).toBe('UNKNOWN_SORT_FIELD');
    expect((await list({ filter: { filters: [`ProjectId:${project.id}`, 'Tester:x'] } })).body.error.data.reason).toBe(
      'UNKNOWN_FILTER_FIELD',
    );
    expect((await list({ page: { offset: 5, limit: 10 } })).body.result).toMatchObject({ fullSize: 1, entries: [] });
    for (const sort of [
      'RiskLevelBusinessLogic DESC',
      'Likelihood ASC',
      'Frequency DESC',
      'Severity ASC',
      'TestType ASC',
    ]) {
      expect((await list({ sort: [sort] })).body.result.entries, sort).toHaveLength(1);
    }
  });
});

// Runs last: the tenant holds every history the tests above built (versions, closed runs, bulk saves, defects).
describe('the set-based path of the refresh (a whole version, a project)', () => {
  class RolledBack extends Error {}

  /**
   * Every document of the tenant computed afresh (closed versions too) in a transaction rolled back afterwards, by the
   * set-based path (from one case on) or by the cases' keys; answers the documents and the cases' Risk.
   */
  const computed = async (setBased: boolean, before?: (tx: EntityManager) => Promise<void>) => {
    let answer: unknown[] = [];
    await t.orm.em
      .fork()
      .transactional(async (tx) => {
        await before?.(tx);
        await tx.execute("SELECT set_config('tmt.risk_set_based_from', ?, true)", [setBased ? '1' : '1000000']);
        await tx.execute('DELETE FROM risk_level WHERE tenant_id = ?', [tenantId]);
        await tx.execute(
          'SELECT count(*) FROM tmt_refresh_risk_levels(?, ARRAY(SELECT id FROM test_case WHERE tenant_id = ?), true)',
          [tenantId, tenantId],
        );
        const documents = await tx.execute(
          `SELECT case_id, project_id, version_id, business_id, likelihood, impact, likelihood_calculated,
             impact_calculated, business_level, counted, failed, frequency, severity, defects, last_tested_on,
             history_level, test_type, priority, scope_level, heatmap_value, heatmap_level
           FROM risk_level WHERE tenant_id = ? ORDER BY case_id`,
          [tenantId],
        );
        const risks = await tx.execute('SELECT id, risk FROM test_case WHERE tenant_id = ? ORDER BY id', [tenantId]);
        answer = [documents, risks];
        throw new RolledBack();
      })
      .catch((err: unknown) => {
        if (!(err instanceof RolledBack)) throw err;
      });
    return answer;
  };

  it('plans no merge join, and finds its cases by their ids', async () => {
    // A merge join of the cases with their versions read every case of the tenant along an index, the ids a mere
    // filter, whenever the statistics made the merge look as if it stopped early (a save of 2,000 results: 1.6 s in
    // the refresh instead of 0.2 s, from one database to the next). No statement of the function may plan one.
    const [fn] = await t.orm.em
      .fork()
      .execute<{ config: string[]; body: string }[]>(
        `SELECT proconfig AS config, prosrc AS body FROM pg_proc WHERE proname = 'tmt_refresh_risk_levels'`,
      );
    expect(fn!.config).toContain('enable_mergejoin=off');
    expect(fn!.body).not.toMatch(/unnest\((p|v)_cases\)/);
  });

  it('reads each history case’s executions by its key, whatever the statistics know of the tenant', async () => {
    // Joined to the history cases, the executions were where the planner started whenever it expected the tenant to
    // have one (a new tenant in a table of others' executions): every case then read all the tenant's executions,
    // and a save of 10,000 results ran its refresh into the statement timeout. A LATERAL by the case's key leaves
    // the planner no other start.
    const [fn] = await t.orm.em
      .fork()
      .execute<{ body: string }[]>(`SELECT prosrc AS body FROM pg_proc WHERE proname = 'tmt_refresh_risk_levels'`);
    expect(fn!.body).toMatch(
      /CROSS JOIN LATERAL \(\s*SELECT x\.result, x\.defects, x\.tested_on, x\.id FROM test_execution x\s*WHERE x\.tenant_id = p_tenant AND x\.case_id = hc\.id[\s\S]*?ORDER BY x\.tested_on DESC, x\.id DESC\s*LIMIT cfg\.depth/,
    );
    expect(fn!.body).not.toContain('JOIN test_execution e ON e.tenant_id = p_tenant AND e.case_id = hc.id');
  });

  it('computes the same documents as the by-keys path', async () => {
    const byKeys = await computed(false);
    expect((byKeys[0] as unknown[]).length).toBeGreaterThan(30);
    expect(await computed(true)).toEqual(byKeys);
  });

  it('computes the same right after executions were added in the same transaction', async () => {
    // Two more closed runs of every case of the tenant, written in the transaction: the statistics know none of them.
    const addRuns = async (tx: EntityManager) => {
      for (const round of [1, 2]) {
        await tx.execute(
          `WITH run AS (
             INSERT INTO test_run (id, tenant_id, project_id, version_id, business_id, title, status, closed_by,
               closed_on, created_by, created_on, edited_by, edited_on)
             SELECT gen_random_uuid(), v.tenant_id, v.project_id, v.id, 'R_' || (900 + ?::int) || '_' || v.version_number,
               'Late', 'inactive', 'test', now(), 'test', now(), 'test', now()
             FROM project_version v WHERE v.tenant_id = ?
             RETURNING id, tenant_id, project_id, version_id, business_id
           )
           INSERT INTO test_execution (id, tenant_id, project_id, run_id, suite_id, case_id, business_id, result,
             defects, tester, tested_by, tested_on, created_by, created_on, edited_by, edited_on)
           SELECT gen_random_uuid(), c.tenant_id, c.project_id, r.id, c.suite_id, c.id,
             'RC_' || r.business_id || '_' || row_number() OVER (PARTITION BY r.id ORDER BY c.id),
             (ARRAY[2, 5, 6, 3])[1 + (row_number() OVER (ORDER BY c.id))::int % 4],
             CASE WHEN ?::int = 1 THEN 'LATE-' || (row_number() OVER (ORDER BY c.id)) % 3 || ':Major' END,
             'test', 'test', timestamptz '2030-01-01 12:00Z' + ?::int * interval '1 hour', 'test', now(), 'test', now()
           FROM run r JOIN test_case c ON c.tenant_id = r.tenant_id AND c.version_id = r.version_id`,
          [round, tenantId, round, round],
        );
      }
    };
    const byKeys = await computed(false, addRuns);
    expect(await computed(true, addRuns)).toEqual(byKeys);
  });
});
