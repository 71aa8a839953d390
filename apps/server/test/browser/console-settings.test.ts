/// <reference lib="dom" />
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addProject,
  addProjectUser,
  addSuite,
  type ConsoleWorld,
  generalOf,
  node,
  screenshots,
  startConsoleWorld,
} from './console-fixture';

// A project's settings from the console: the general ones, and the risk settings with a live preview.

interface Setting {
  docRef: string;
  document: {
    Root: {
      generalSetting: {
        testCaseTreeSetting: { expandLevel: number };
        jiraSetting: { DefaultUrl: string };
        riskBaseSetting: Record<string, unknown>;
      };
    };
  };
}

let world: ConsoleWorld;
let project: string;

beforeAll(async () => {
  world = await startConsoleWorld('settings');
  project = await addProject(world, 'Web shop');
  await addProjectUser(world, 'viewer-vic', project, 'viewer');
  const suite = await addSuite(world, project, { Title: 'Checkout' });
  // Only their release scope rates these cases: Mandatory × Usability is M, Optional × Functional M by default.
  for (const [Title, Prioritization, Type] of [
    ['Pay by card', 'MANDATORY', 'USABILITY'],
    ['Pay by invoice', 'MANDATORY', 'USABILITY'],
    ['Gift card', 'OPTIONAL', 'FUNCTIONAL'],
  ]) {
    await node(world, suite, 'TestCase-dm', { General: { Title, Prioritization, Type } });
  }
});
afterAll(() => world.stop());

const loadSetting = () => world.rpc<Setting>('LOAD_PROJECT_SETTING', { projectId: project }, { project });
const heatmaps = async () => {
  const list = await world.rpc<{ entries: { document: { Root: { General: { RiskLevelHeatmap: string } } } }[] }>(
    'LIST_DOCUMENTS',
    {
      documentModelName: 'RiskLevel-dm',
      filter: { filters: [`ProjectId:${project}`] },
      page: { offset: 0, limit: 10 },
    },
    { project },
  );
  return list.entries.map((e) => e.document.Root.General.RiskLevelHeatmap).sort();
};
const cell = (page: Page, name: RegExp) => page.getByTestId('settings-form').getByRole('button', { name });
const preview = (page: Page) => page.getByTestId('risk-preview');

describe('project settings', () => {
  it('changes the tree level, the Jira URL and the scope matrix, previewing the cases whose heatmap level changes', async () => {
    const { page, errors } = await world.openSignedIn(`/p/${project}/_/suites`);
    await page.getByTestId('settings-link').click();
    await page.getByRole('heading', { name: 'Settings of Web shop' }).waitFor();
    await expect.poll(() => preview(page).textContent()).toBe('No case of version 1 would change heatmap level.');

    await page.getByLabel('Tree levels shown expanded').fill('3');
    await page.getByLabel('Jira URL').fill('https://jira.example.com');
    // A click moves a cell on: H, M, L, H.
    await cell(page, /^Mandatory, Usability: medium$/).click();
    await cell(page, /^Mandatory, Usability: low$/).click();
    expect(await preview(page).textContent()).toBe('2 cases of version 1 would change heatmap level.');
    await cell(page, /^Mandatory, Usability: high$/).click();
    expect(await preview(page).textContent()).toBe('No case of version 1 would change heatmap level.');
    await cell(page, /^Mandatory, Usability: medium$/).click();
    await cell(page, /^Optional, Functional: medium$/).click();
    expect(await preview(page).textContent()).toBe('3 cases of version 1 would change heatmap level.');
    await preview(page).scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(screenshots, 'console-settings.png'), animations: 'disabled' });

    await page.getByTestId('settings-save').click();
    await page.getByText('Settings saved.').waitFor();
    const saved = (await loadSetting()).document.Root.generalSetting;
    expect(saved.testCaseTreeSetting.expandLevel).toBe(3);
    expect(saved.jiraSetting.DefaultUrl).toBe('https://jira.example.com');
    expect(saved.riskBaseSetting.releaseScopeRiskLevelMatrixStr).toBe('H,H,H,L,M;L,M,M,L,L;L,L,L,L,L');
    // The server's new levels are those the preview counted.
    expect(await heatmaps()).toEqual(['LOW', 'LOW', 'LOW']);
    await expect.poll(() => preview(page).textContent()).toBe('No case of version 1 would change heatmap level.');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("keeps a refused save's input with the server's reason, through a reload, until discarded", async () => {
    const { page, errors } = await world.openSignedIn(`/p/${project}/_/settings`);
    const frequency = page.getByLabel('Frequency thresholds (0–100)');
    await frequency.fill('80,60,40,20');
    await page.getByTestId('settings-save').click();
    const refusal = page.getByTestId('settings-form').getByTestId('error');
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain('ascending numbers from 0 to 100');
    expect((await loadSetting()).document.Root.generalSetting.riskBaseSetting.TestHistoryFrequency).toBe('20,40,60,80');

    await page.reload();
    expect(await page.getByLabel('Frequency thresholds (0–100)').inputValue()).toBe('80,60,40,20');
    await page.getByTestId('settings-discard').click();
    expect(await page.getByLabel('Frequency thresholds (0–100)').inputValue()).toBe('20,40,60,80');
    expect(await page.getByTestId('settings-discard').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

/** A project of its own whose two cases have a test history: one failed naming a critical defect, one passed. */
async function projectWithHistory() {
  const id = await addProject(world, 'Payments');
  const suite = await addSuite(world, id, { Title: 'Cards' });
  const testCaseIds: string[] = [];
  for (const Title of ['Visa', 'Amex']) {
    testCaseIds.push(
      (await generalOf(world, await node(world, suite, 'TestCase-dm', { General: { Title } }))).Id as string,
    );
  }
  const run = await world.rpc<string>(
    'ADD_DOCUMENT',
    {
      documentModelName: 'TestRun-dm',
      locale: 'en',
      document: { Root: { General: { ProjectId: id, Title: 'Nightly' } } },
    },
    { project: id },
  );
  await world.rpc('ADD_TEST_SUITES_TO_RUN', { testRunDocRef: run, testSuiteDocRefs: [suite] });
  const testRunId = (await generalOf(world, run)).Id as string;
  await world.rpc('ADD_TEST_CASES_TO_RUN_BY_ID', { testRunId, testCaseIds }, { project: id });
  const executions = await world.rpc<{ entries: { docRef: string }[] }>('GET_TEST_CASE_EXECUTIONS', {
    testRunDocRef: run,
    page: { offset: 0, limit: 10 },
  });
  const [visa, amex] = executions.entries;
  const save = (docRef: string | undefined, General: object) =>
    world.rpc('SAVE_TEST_CASE_EXECUTION', { docRef, document: { Root: { General } } }, { project: id });
  await save(visa?.docRef, { Result: 5, Defects: 'PAY-1:Critical' });
  await save(amex?.docRef, { Result: 2 });
  return id;
}

describe('the preview and the test history', () => {
  it('counts what defect weights and severity thresholds change, as the server then rates the cases', async () => {
    const id = await projectWithHistory();
    const levels = async () => {
      const list = await world.rpc<{ entries: { document: { Root: { General: { RiskLevelHeatmap: string } } } }[] }>(
        'LIST_DOCUMENTS',
        { documentModelName: 'RiskLevel-dm', filter: { filters: [`ProjectId:${id}`] }, page: { offset: 0, limit: 10 } },
        { project: id },
      );
      return list.entries.map((e) => e.document.Root.General.RiskLevelHeatmap).sort();
    };
    // Visa: failures 100 %, severity 5 (Critical) → H; Amex: no failure, no defect → L.
    expect(await levels()).toEqual(['HIGH', 'LOW']);
    const { page, errors } = await world.openSignedIn(`/p/${id}/_/settings`);
    await expect.poll(() => preview(page).textContent()).toBe('No case of version 1 would change heatmap level.');
    // Critical weighs 1: severity 1 falls to the fourth section, and the first row's fourth cell is M.
    await page.getByRole('spinbutton', { name: 'Critical' }).fill('1');
    expect(await preview(page).textContent()).toBe('1 case of version 1 would change heatmap level.');
    // Lower severity thresholds put 1 back into the third section (H).
    await page.getByLabel('Severity thresholds (0–10)').fill('0.5,1,1.5,2');
    expect(await preview(page).textContent()).toBe('No case of version 1 would change heatmap level.');
    await page.getByLabel('Severity thresholds (0–10)').fill('0.75,1.5,3.5,5');
    await page.getByTestId('settings-save').click();
    await page.getByText('Settings saved.').waitFor();
    expect(await levels()).toEqual(['LOW', 'MEDIUM']);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('lists and integrations', () => {
  it('changes page sizes, sorts and shown fields of the lists, further Jira instances and the TDS settings', async () => {
    const { page, errors } = await world.openSignedIn(`/p/${project}/_/settings`);
    const suites = page.getByRole('group', { name: 'Test suites' });
    await suites.getByLabel('Page size').fill('25');
    await suites.getByLabel('Sort').fill('Title DESC');
    await page.getByRole('group', { name: 'Test cases of a run' }).getByLabel('Page size').fill('200');
    await page.getByLabel('Fields shown for the cases of a run').fill('Id, Title, Result, Tester, Defects');
    await page.getByTestId('add-jira-instance').click();
    await page.getByLabel('Address of instance 1').fill('https://jira.partner.example');
    await page.getByLabel('Token of instance 1').fill('secret-1');
    await page.getByLabel('TDS URL').fill('https://tds.example');
    await page.getByLabel('ELSTER').check();
    await page.getByTestId('settings-save').click();
    await page.getByText('Settings saved.').waitFor();
    const root = (await loadSetting()).document.Root as unknown as {
      testSuiteSetting: { testSuiteOverview: object };
      testRunSetting: { testCaseOverview: { pageSize: number }; testCaseOverviewDisplayedFields: string[] };
      generalSetting: {
        jiraSetting: { AdditionalInstances: object[] };
        tdsSetting: object;
        testCaseTreeSetting: { expandLevel: number };
      };
    };
    expect(root.testSuiteSetting.testSuiteOverview).toEqual({ pageSize: 25, sort: 'Title DESC' });
    expect(root.testRunSetting.testCaseOverview.pageSize).toBe(200);
    expect(root.testRunSetting.testCaseOverviewDisplayedFields).toEqual(['Id', 'Title', 'Result', 'Tester', 'Defects']);
    expect(root.generalSetting.jiraSetting.AdditionalInstances).toEqual([
      { Url: 'https://jira.partner.example', Token: 'secret-1' },
    ]);
    expect(root.generalSetting.tdsSetting).toEqual({ inTdsTenant: false, tdsUrl: 'https://tds.example', elster: true });

    // Removing the instance again; the other settings stay as saved.
    await page.getByRole('button', { name: 'Remove instance 1' }).click();
    await page.getByTestId('settings-save').click();
    await expect
      .poll(async () => (await loadSetting()).document.Root.generalSetting.jiraSetting)
      .toMatchObject({ AdditionalInstances: [] });
    expect(await suites.getByLabel('Page size').inputValue()).toBe('25');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('roles and languages', () => {
  it('shows a viewer the settings locked, and the API refuses a viewer too', async () => {
    const { page, errors } = await world.openSignedIn(`/p/${project}/_/settings`, { username: 'viewer-vic' });
    await page.getByText('Only an admin of this project may change its settings.').waitFor();
    expect(await page.getByLabel('Jira URL').isDisabled()).toBe(true);
    expect(await page.getByLabel('TDS URL').isDisabled()).toBe(true);
    expect(await page.getByRole('group', { name: 'Test runs' }).getByLabel('Page size').isDisabled()).toBe(true);
    expect(await page.getByTestId('add-jira-instance').count()).toBe(0);
    expect(await cell(page, /^Mandatory, Usability: /).isDisabled()).toBe(true);
    expect(await page.getByTestId('settings-save').count()).toBe(0);
    const setting = await loadSetting();
    await expect(
      world.rpc(
        'MODIFY_DOCUMENT',
        {
          docRef: setting.docRef,
          locale: 'en',
          document: { Root: { generalSetting: { testCaseTreeSetting: { lazyLoadingEnable: false, expandLevel: 5 } } } },
        },
        { token: await world.tokenFor('viewer-vic'), project },
      ),
    ).rejects.toThrow(/MODIFY_DOCUMENT: ROLE_NOT_ALLOWED/);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('edits the risk matrix in German on a 375 px screen', async () => {
    const { page, errors } = await world.openSignedIn(`/p/${project}/_/settings`, { width: 375 });
    await page.getByTestId('language').selectOption('de');
    await page.getByRole('heading', { name: 'Einstellungen von Web shop' }).waitFor();
    // Whatever the cell holds (another test may have saved it), the next level moves both such cases.
    await cell(page, /^Pflicht, Benutzbarkeit: /).click();
    await expect
      .poll(() => preview(page).textContent())
      .toBe('2 Testfälle der Version 1 würden die Heatmap-Stufe wechseln.');
    const box = await page.getByTestId('scope-matrix').boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByTestId('settings-discard').click();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
