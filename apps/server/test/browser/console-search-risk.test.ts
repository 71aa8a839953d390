/// <reference lib="dom" />
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addProject,
  addProjectUser,
  addSuite,
  type ConsoleWorld,
  node,
  screenshots,
  startConsoleWorld,
} from './console-fixture';

// Ctrl+K search of a version's cases, suites and runs, and a version's risk view with a new run by risk.

interface RiskGeneral {
  TestCaseId: string;
  RiskLevelBusinessLogic: string;
  RiskLevelTestHistory: string;
  RiskLevelHeatmap: string;
  RiskLevelHeatmapValue: number | null;
  ReleaseScope: { Priority: string | null };
}

let world: ConsoleWorld;
let project: string;
let scope: string;

const rpc = <T>(method: string, params: object) => world.rpc<T>(method, params, { project });

beforeAll(async () => {
  world = await startConsoleWorld('search-risk');
  project = await addProject(world, 'Web shop');
  scope = `/p/${project}/_`;
  await addProjectUser(world, 'viewer-vic', project, 'viewer');
  const suite = await addSuite(world, project, { Title: 'Checkout' });
  const cases: string[] = [];
  for (const [Title, Prioritization, Type, Likelihood, Impact] of [
    ['Pay by card', 'MANDATORY', 'FUNCTIONAL', 'POSSIBLE', 'MAJOR'],
    ['Anmeldung mit Passwort', 'OPTIONAL', 'USABILITY', 'UNLIKELY', 'MINOR'],
    ['Log in', 'MANDATORY', 'FUNCTIONAL', 'RARE', 'MINOR'],
    ['Print the invoice', 'NO_TEST', 'FUNCTIONAL', 'LIKELY', 'SERIOUS'],
  ]) {
    cases.push(
      await node(world, suite, 'TestCase-dm', {
        General: { Title, Prioritization, Type },
        Risk: { Likelihood, Impact },
      }),
    );
  }
  // One round of testing gives two cases a test history: card payment failed, logging in passed.
  const run = await rpc<string>('ADD_DOCUMENT', {
    documentModelName: 'TestRun-dm',
    locale: 'en',
    document: { Root: { General: { ProjectId: project, Title: 'Release smoke test', Status: 'active' } } },
  });
  await rpc('ADD_TEST_SUITES_TO_RUN', { testRunDocRef: run, testSuiteDocRefs: [suite] });
  await rpc('ADD_TEST_CASES_TO_RUN', { testRunDocRef: run, testCasesDocRefs: [cases[0], cases[2]] });
  const executions = await rpc<{
    entries: { docRef: string; document: { Root: { General: { TestCaseDocRef: string } } } }[];
  }>('GET_TEST_CASE_EXECUTIONS', { testRunDocRef: run, page: { offset: 0, limit: 10 } });
  for (const e of executions.entries) {
    const Result = e.document.Root.General.TestCaseDocRef === cases[0] ? 5 : 2;
    await rpc('SAVE_TEST_CASE_EXECUTION', { docRef: e.docRef, document: { Root: { General: { Result } } } });
  }
});
afterAll(() => world.stop());

/** The risk level documents of the latest version, as the API answers them. */
async function riskDocuments(): Promise<RiskGeneral[]> {
  const list = await rpc<{ entries: { document: { Root: { General: RiskGeneral } } }[] }>('LIST_DOCUMENTS', {
    documentModelName: 'RiskLevel-dm',
    filter: { filters: [`ProjectId:${project}`] },
    page: { offset: 0, limit: 100 },
  });
  return list.entries.map((e) => e.document.Root.General);
}

const search = async (page: Page, text: string) => {
  await page.getByTestId('search-input').fill(text);
  return page.getByTestId('search-hit');
};
const narrow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('search', () => {
  it('Ctrl+K finds cases by stemmed words and by id, suites and runs, and opens the hit in its tree', async () => {
    const { page, errors } = await world.openSignedIn(`${scope}/suites`);
    await page.getByRole('heading', { name: 'Suites' }).waitFor();
    await page.keyboard.press('Control+k');
    const dialog = page.getByTestId('search-dialog');
    await dialog.getByRole('heading', { name: 'Find in the latest version' }).waitFor();
    // Focus is in the box at once: typing searches.
    await page.keyboard.type('logging');
    await expect.poll(() => page.getByTestId('search-hit').allTextContents()).toEqual(['C_3 Log inCase · in S_1']);
    await page.screenshot({ path: join(screenshots, 'console-search.png'), animations: 'disabled' });
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`${scope}/suites/S_1/cases/C_3`));
    expect(await page.getByTestId('search-dialog').count()).toBe(0);

    await page.keyboard.press('Control+k');
    const hits = await search(page, 'c_1');
    await expect.poll(() => hits.allTextContents()).toEqual(['C_1 Pay by cardCase · in S_1']);
    await hits.first().click();
    await page.waitForURL(new RegExp(`${scope}/suites/S_1/cases/C_1`));

    await page.keyboard.press('Control+k');
    // The dialog opens with the last search.
    expect(await page.getByTestId('search-input').inputValue()).toBe('c_1');
    await search(page, 'release');
    await expect
      .poll(() => page.getByTestId('search-hit').allTextContents())
      .toEqual(['R_1 Release smoke testRun · open']);
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`${scope}/runs/R_1`));

    await page.keyboard.press('Control+k');
    await search(page, 'TS_1');
    await expect.poll(() => page.getByTestId('search-hit').allTextContents()).toEqual(['S_1 CheckoutSuite']);
    await search(page, 'warehouse');
    await expect.poll(() => page.getByTestId('search-status').textContent()).toBe('Nothing found for “warehouse”.');
    await page.keyboard.press('Escape');
    expect(await page.getByTestId('search-dialog').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('finds German words by their stem for a viewer, in German on a 375 px screen', async () => {
    const { page, errors } = await world.openSignedIn(`${scope}/suites`, { width: 375, username: 'viewer-vic' });
    await page.getByTestId('language').selectOption('de');
    await page.getByRole('button', { name: 'Testfälle, Suiten und Testläufe finden' }).click();
    await page.getByRole('heading', { name: 'In der neuesten Version finden' }).waitFor();
    await search(page, 'Anmeldungen');
    await expect
      .poll(() => page.getByTestId('search-hit').allTextContents())
      .toEqual(['C_2 Anmeldung mit PasswortTestfall · in S_1']);
    expect(await narrow(page)).toBeLessThanOrEqual(375);
    await page.getByTestId('search-hit').first().click();
    await page.waitForURL(new RegExp(`${scope}/suites/S_1/cases/C_2`));
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('risk view', () => {
  it('shows the heatmap and the riskiest cases as the risk documents hold them, and plans a run by risk', async () => {
    const docs = await riskDocuments();
    const { page, errors } = await world.openSignedIn(`${scope}/suites`);
    await page.getByTestId('risk-link').click();
    await page.getByRole('heading', { name: 'Risk', exact: true }).waitFor();
    await page.getByTestId('risk-heatmap').waitFor();
    for (const business of ['HIGH', 'MEDIUM', 'LOW'])
      for (const history of ['HIGH', 'MEDIUM', 'LOW']) {
        const count = docs.filter(
          (d) => d.RiskLevelBusinessLogic === business && d.RiskLevelTestHistory === history,
        ).length;
        expect(await page.getByTestId(`risk-cell-${business}-${history}`).textContent()).toBe(String(count));
      }
    const outside = docs.filter(
      (d) => d.RiskLevelBusinessLogic === 'UNDEFINED' || d.RiskLevelTestHistory === 'UNDEFINED',
    ).length;
    expect(outside).toBeGreaterThan(0);
    expect(await page.getByTestId('risk-outside').textContent()).toContain(`${outside} case`);
    const high = docs.filter((d) => d.RiskLevelHeatmap === 'HIGH').length;
    expect(await page.getByTestId('risk-level-HIGH').textContent()).toBe(`High ${high}`);

    // The riskiest first, with the link to it and its reasons; the failed card payment is among them.
    const ranked = docs
      .filter((d) => d.RiskLevelHeatmap !== 'UNDEFINED')
      .sort((a, b) => (b.RiskLevelHeatmapValue ?? -1) - (a.RiskLevelHeatmapValue ?? -1));
    const listed = page.getByTestId('risk-case');
    await expect.poll(() => listed.count()).toBe(ranked.length);
    await expect.poll(() => listed.first().getByRole('link').textContent()).toContain(ranked[0]?.TestCaseId);
    const card = listed.filter({ hasText: 'Pay by card' });
    expect(await card.textContent()).toContain('Test history');
    expect(await card.textContent()).toContain('1 of 1 results failed');

    // The preview follows the form: MEDIUM and up without the cases lacking history, then capped.
    await page.getByTestId('risk-new-run').click();
    const preview = page.getByTestId('risk-run-preview');
    await page.getByTestId('risk-run-title').fill('Risk run 1');
    await page.getByTestId('risk-run-no-history').uncheck();
    await page.getByTestId('risk-run-minimum').selectOption('MEDIUM');
    const chosen = docs.filter(
      (d) => d.ReleaseScope.Priority !== 'NO_TEST' && ['HIGH', 'MEDIUM'].includes(d.RiskLevelHeatmap),
    ).length;
    expect(chosen).toBeGreaterThan(1);
    await expect.poll(() => preview.textContent()).toContain(`The run would take ${chosen} cases`);
    await page.getByTestId('risk-run-max').fill('1');
    await expect.poll(() => preview.textContent()).toContain('The run would take 1 case:');
    await page.getByTestId('risk-run-max').fill('');
    await page.screenshot({ path: join(screenshots, 'console-risk.png'), animations: 'disabled' });

    // What is typed survives a reload until the run is created.
    await page.reload();
    await page.getByTestId('risk-new-run').click();
    expect(await page.getByTestId('risk-run-title').inputValue()).toBe('Risk run 1');
    expect(await page.getByTestId('risk-run-no-history').isChecked()).toBe(false);
    expect(await page.getByTestId('risk-run-minimum').inputValue()).toBe('MEDIUM');
    await page.getByTestId('dialog-submit').click();
    const created = page.getByTestId('risk-run-created');
    await created.waitFor({ timeout: 20_000 });
    expect(await created.textContent()).toBe('Created R_2: open it');
    const runs = await rpc<{ entries: { docRef: string; document: { Root: { General: { Title: string } } } }[] }>(
      'LIST_TEST_RUNS',
      { filter: { filters: [`ProjectId:${project}`] }, page: { offset: 0, limit: 10 } },
    );
    const riskRun = runs.entries.find((e) => e.document.Root.General.Title === 'Risk run 1');
    const executions = await rpc<{ fullSize: number }>('GET_TEST_CASE_EXECUTIONS', {
      testRunDocRef: riskRun?.docRef,
      page: { offset: 0, limit: 10 },
    });
    expect(executions.fullSize).toBe(chosen);
    await created.getByRole('link').click();
    await page.waitForURL(new RegExp(`${scope}/runs/R_2`));
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows a viewer the risk without the run planning, which the API refuses them too', async () => {
    const { page, errors } = await world.openSignedIn(`${scope}/risk`, { username: 'viewer-vic' });
    await page.getByTestId('risk-heatmap').waitFor();
    await expect.poll(() => page.getByTestId('risk-case').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('risk-new-run').count()).toBe(0);
    const viewer = await world.tokenFor('viewer-vic');
    await expect(
      world.rpc(
        'CREATE_RUN_BY_RISK_LEVEL',
        { projectId: project, minimumRiskLevel: 'LOW', title: 'Not mine' },
        { token: viewer, project },
      ),
    ).rejects.toThrow(/ROLE_NOT_ALLOWED/);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('reads in German on a 375 px screen; a run nothing qualifies for is refused, the input kept', async () => {
    // A sub project whose one case is never to be tested: no run by risk can take anything there.
    const sub = await addProject(world, 'Archive', project);
    const suite = await addSuite(world, project, { SubprojectId: sub, Title: 'Old reports' });
    await node(world, suite, 'TestCase-dm', { General: { Title: 'Monthly report', Prioritization: 'NO_TEST' } });

    const { page, errors } = await world.openSignedIn(`/p/${project}/${sub}/risk`, { width: 375 });
    await page.getByTestId('language').selectOption('de');
    await page.getByRole('heading', { name: 'Risiko', exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Die riskantesten Testfälle' }).waitFor();
    expect(await narrow(page)).toBeLessThanOrEqual(375);
    await page.getByRole('button', { name: 'Neuer Testlauf nach Risiko…' }).click();
    await page.getByLabel('Titel des Testlaufs').fill('Nichts zu tun');
    await page.getByTestId('risk-run-minimum').selectOption('LOW');
    await expect
      .poll(() => page.getByTestId('risk-run-preview').textContent())
      .toContain('Kein Testfall kommt in Frage');
    expect(await narrow(page)).toBeLessThanOrEqual(375);
    await page.getByRole('button', { name: 'Testlauf anlegen' }).click();
    await page.getByRole('dialog').getByTestId('error').waitFor();
    expect(await page.getByLabel('Titel des Testlaufs').inputValue()).toBe('Nichts zu tun');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
