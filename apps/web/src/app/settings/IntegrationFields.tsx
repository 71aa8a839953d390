import { useSettingsT } from './messages';
import { SettingCheck } from './SettingCheck';
import { SettingInput } from './SettingInput';

/** The further Jira instances (each an address and a token) and the TDS settings. */
export interface IntegrationsForm {
  jiraInstances: { Url: string; Token: string }[];
  tds: { inTdsTenant: boolean; tdsUrl: string; elster: boolean };
}

/** Jira instances besides the default one, and the TDS connection (`tdsSetting`). */
export function IntegrationFields({
  value,
  disabled,
  onChange,
}: {
  value: IntegrationsForm;
  disabled: boolean;
  onChange: (change: Partial<IntegrationsForm>) => void;
}) {
  const words = useSettingsT();
  const instances = value.jiraInstances;
  const setInstance = (index: number, patch: Partial<IntegrationsForm['jiraInstances'][number]>) =>
    onChange({ jiraInstances: instances.map((instance, i) => (i === index ? { ...instance, ...patch } : instance)) });
  const setTds = (patch: Partial<IntegrationsForm['tds']>) => onChange({ tds: { ...value.tds, ...patch } });
  return (
    <>
      <fieldset className="plain-fieldset jira-instances" data-testid="jira-instances">
        <legend>{words('settings.jiraInstances')}</legend>
        {instances.length === 0 && <p className="muted small">{words('settings.jiraInstancesNone')}</p>}
        {instances.map((instance, index) => {
          const n = index + 1;
          return (
            // Instances have no identity of their own but their place.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <div key={index} className="jira-instance">
              <SettingInput
                label={words('settings.jiraInstanceUrl', { n })}
                type="url"
                value={instance.Url}
                disabled={disabled}
                onChange={(Url) => setInstance(index, { Url })}
              />
              <SettingInput
                label={words('settings.jiraInstanceToken', { n })}
                type="password"
                autoComplete="off"
                value={instance.Token}
                disabled={disabled}
                onChange={(Token) => setInstance(index, { Token })}
              />
              {!disabled && (
                <button
                  type="button"
                  className="button small"
                  onClick={() => onChange({ jiraInstances: instances.filter((_, i) => i !== index) })}
                >
                  {words('settings.jiraInstanceRemove', { n })}
                </button>
              )}
            </div>
          );
        })}
        {!disabled && (
          <button
            type="button"
            className="button small"
            onClick={() => onChange({ jiraInstances: [...instances, { Url: '', Token: '' }] })}
            data-testid="add-jira-instance"
          >
            {words('settings.jiraInstanceAdd')}
          </button>
        )}
      </fieldset>
      <div className="form-grid">
        <SettingInput
          label={words('settings.tdsUrl')}
          type="url"
          name="tdsUrl"
          value={value.tds.tdsUrl}
          disabled={disabled}
          onChange={(tdsUrl) => setTds({ tdsUrl })}
        />
      </div>
      <SettingCheck
        label={words('settings.inTdsTenant')}
        name="inTdsTenant"
        checked={value.tds.inTdsTenant}
        disabled={disabled}
        onChange={(inTdsTenant) => setTds({ inTdsTenant })}
      />
      <SettingCheck
        label={words('settings.elster')}
        name="elster"
        checked={value.tds.elster}
        disabled={disabled}
        onChange={(elster) => setTds({ elster })}
      />
    </>
  );
}
