/// <reference lib="dom" />
import { createTestUser } from '@tmt/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConsoleWorld, generalOf, node, startConsoleWorld } from './console-fixture';

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
  const projectRef = await world.rpc<string>('ADD_DOCUMENT', {
    documentModelName: 'Project-dm',
    locale: 'en',
    document: { Root: { General: { Title: 'Web shop' } } },
  });
  project = (await generalOf(world, projectRef)).Id as string;
  await createTestUser(world.tmt.orm, world.tenant, 'viewer-vic', [
    { organizationUnit: { type: 'PROJECT', id: project }, role: 'viewer' },
  ]);
  const suite = await world.rpc<string>(
    'ADD_DOCUMENT',
    {
      documentModelName: 'TestSuite-dm',
      locale: 'en',
      document: { Root: { General: { ProjectId: project, Title: 'Checkout' } } },
    },
    { project },
  );
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

describe('roles and languages', () => {
  it('shows a viewer the settings locked, and the API refuses a viewer too', async () => {
    const { page, errors } = await world.openSignedIn(`/p/${project}/_/settings`, { username: 'viewer-vic' });
    await page.getByText('Only an admin of this project may change its settings.').waitFor();
    expect(await page.getByLabel('Jira URL').isDisabled()).toBe(true);
    expect(await cell(page, /^Mandatory, Usability: low$/).isDisabled()).toBe(true);
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
    ).rejects.toThrow(/MODIFY_DOCUMENT: \w*ROLE/);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('edits the risk matrix in German on a 375 px screen', async () => {
    const { page, errors } = await world.openSignedIn(`/p/${project}/_/settings`, { width: 375 });
    await page.getByTestId('language').selectOption('de');
    await page.getByRole('heading', { name: 'Einstellungen von Web shop' }).waitFor();
    await cell(page, /^Pflicht, Benutzbarkeit: niedrig$/).click();
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
