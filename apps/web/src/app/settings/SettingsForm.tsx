import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import type { DocumentOf } from '../lib/documents';
import { useDraftState, useLeaveGuard } from '../lib/drafts';
import { useLocale } from '../lib/i18n';
import { notify } from '../lib/notices';
import type { Scope } from '../lib/scope';
import { queryClient, trpc, trpcClient } from '../lib/trpc';
import { ErrorMessage } from '../ui/ErrorMessage';
import { IntegrationFields, type IntegrationsForm } from './IntegrationFields';
import { fieldList, ListFields, type ListsForm } from './ListFields';
import { useSettingsT } from './messages';
import { RiskFields, type RiskForm } from './RiskFields';
import { RiskPreview, riskPreviewKey } from './RiskPreview';
import { SettingCheck } from './SettingCheck';
import { SettingInput } from './SettingInput';

type SettingAnswer = DocumentOf<'ProjectSetting-dm'>;

/** What the screen edits of a settings document: every setting. */
function formOf(setting: SettingAnswer) {
  const { generalSetting: general, testSuiteSetting: suites, testRunSetting: runs } = setting.document.Root;
  const lists: ListsForm = {
    suiteOverview: suites.testSuiteOverview,
    suiteCaseOverview: suites.testCaseOverview,
    suiteCaseFields: suites.testCaseOverviewDisplayedFields.join(', '),
    runOverview: runs.testRunOverview,
    runSelection: runs.testSelection,
    runCaseOverview: runs.testCaseOverview,
    runCaseFields: runs.testCaseOverviewDisplayedFields.join(', '),
  };
  const integrations: IntegrationsForm = {
    jiraInstances: general.jiraSetting.AdditionalInstances,
    tds: general.tdsSetting,
  };
  return {
    expandLevel: general.testCaseTreeSetting.expandLevel,
    lazyLoading: general.testCaseTreeSetting.lazyLoadingEnable,
    testScope: runs.testScope,
    jira: general.jiraSetting.DefaultUrl,
    azure: general.azureDevOpsSetting.defaultUrl,
    risk: general.riskBaseSetting as RiskForm,
    lists,
    integrations,
  };
}

/**
 * The settings as a form kept as a draft: a refused save (the server's reason shows) or a reload keeps the input.
 * Saving sends the edited groups (MODIFY_DOCUMENT, checked against the document read).
 */
export function SettingsForm({
  scope,
  setting,
  version,
  canAdminister,
}: {
  scope: Scope;
  setting: SettingAnswer;
  version: number | undefined;
  canAdminister: boolean;
}) {
  const words = useSettingsT();
  const lang = useLocale();
  const saved = formOf(setting);
  const form = useDraftState(`settings:${setting.docRef}`, saved);
  // A draft kept before the screen edited every setting lacks the later groups: they start as saved.
  const value = { ...saved, ...form.value };
  useLeaveGuard(form.held);
  const set = (change: Partial<typeof value>) => form.setValue((v) => ({ ...saved, ...v, ...change }));
  const save = useMutation({
    mutationFn: async () => {
      const { lists, integrations } = value;
      await trpcClient.documents.modifyDocument.mutate({
        docRef: setting.docRef,
        locale: lang,
        expectedModelVersion: setting.document.__meta.modelVersion,
        document: {
          Root: {
            testSuiteSetting: {
              testSuiteOverview: lists.suiteOverview,
              testCaseOverview: lists.suiteCaseOverview,
              testCaseOverviewDisplayedFields: fieldList(lists.suiteCaseFields),
            },
            testRunSetting: {
              testRunOverview: lists.runOverview,
              testSelection: lists.runSelection,
              testCaseOverview: lists.runCaseOverview,
              testCaseOverviewDisplayedFields: fieldList(lists.runCaseFields),
              testScope: value.testScope,
            },
            generalSetting: {
              testCaseTreeSetting: { lazyLoadingEnable: value.lazyLoading, expandLevel: value.expandLevel },
              jiraSetting: { DefaultUrl: value.jira, AdditionalInstances: integrations.jiraInstances },
              azureDevOpsSetting: { defaultUrl: value.azure },
              tdsSetting: integrations.tds,
              riskBaseSetting: value.risk,
            },
          },
        },
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.projects.loadProjectSetting.pathKey() }),
        queryClient.invalidateQueries({ queryKey: riskPreviewKey(scope) }),
      ]);
    },
    onSuccess: () => {
      form.clear();
      notify(words('settings.saved'));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!save.isPending) save.mutate();
  };
  const locked = !canAdminister;
  return (
    <form className="settings-form" onSubmit={submit} data-testid="settings-form">
      {locked && <p className="muted">{words('settings.readOnly')}</p>}
      <h2>{words('settings.general')}</h2>
      <div className="form-grid">
        <label className="field">
          <span>{words('settings.expandLevel')}</span>
          <input
            type="number"
            name="expandLevel"
            min={0}
            max={20}
            value={value.expandLevel}
            disabled={locked}
            onChange={(e) => set({ expandLevel: e.target.valueAsNumber })}
          />
        </label>
        <label className="field">
          <span>{words('settings.testScope')}</span>
          <select
            name="testScope"
            value={value.testScope}
            disabled={locked}
            onChange={(e) => set({ testScope: e.target.value as typeof value.testScope })}
          >
            <option value="ALL">{words('settings.scope.ALL')}</option>
            <option value="ASSIGNED_TO_ME">{words('settings.scope.ASSIGNED_TO_ME')}</option>
          </select>
        </label>
        <SettingInput
          label={words('settings.jira')}
          type="url"
          name="jira"
          value={value.jira}
          disabled={locked}
          onChange={(jira) => set({ jira })}
        />
        <SettingInput
          label={words('settings.azure')}
          type="url"
          name="azure"
          value={value.azure}
          disabled={locked}
          onChange={(azure) => set({ azure })}
        />
      </div>
      <SettingCheck
        label={words('settings.lazyLoading')}
        name="lazyLoading"
        checked={value.lazyLoading}
        disabled={locked}
        onChange={(lazyLoading) => set({ lazyLoading })}
      />
      <h2>{words('settings.integrations')}</h2>
      <IntegrationFields
        value={value.integrations}
        disabled={locked}
        onChange={(change) => set({ integrations: { ...value.integrations, ...change } })}
      />
      <h2>{words('settings.lists')}</h2>
      <ListFields
        value={value.lists}
        disabled={locked}
        onChange={(change) => set({ lists: { ...value.lists, ...change } })}
      />
      <h2>{words('settings.risk')}</h2>
      <RiskFields
        value={value.risk}
        disabled={locked}
        onChange={(change) => set({ risk: { ...value.risk, ...change } })}
      />
      {version !== undefined && <RiskPreview scope={scope} version={version} saved={saved.risk} edited={value.risk} />}
      <ErrorMessage error={save.error} />
      {!locked && (
        <div className="page-actions">
          {form.held && (
            <button type="button" className="button" onClick={form.clear} data-testid="settings-discard">
              {words('settings.discard')}
            </button>
          )}
          <button type="submit" className="button primary" disabled={save.isPending} data-testid="settings-save">
            {words('settings.save')}
          </button>
        </div>
      )}
    </form>
  );
}
