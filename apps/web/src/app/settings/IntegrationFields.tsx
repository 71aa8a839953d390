import { useSettingsT } from './messages';

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
              <label className="field">
                <span>{words('settings.jiraInstanceUrl', { n })}</span>
                <input
                  type="url"
                  value={instance.Url}
                  disabled={disabled}
                  onChange={(e) => setInstance(index, { Url: e.target.value })}
                />
              </label>
              <label className="field">
                <span>{words('settings.jiraInstanceToken', { n })}</span>
                <input
                  type="password"
                  autoComplete="off"
                  value={instance.Token}
                  disabled={disabled}
                  onChange={(e) => setInstance(index, { Token: e.target.value })}
                />
              </label>
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
        <label className="field">
          <span>{words('settings.tdsUrl')}</span>
          <input
            type="url"
            name="tdsUrl"
            value={value.tds.tdsUrl}
            disabled={disabled}
            onChange={(e) => setTds({ tdsUrl: e.target.value })}
          />
        </label>
      </div>
      <label className="check">
        <input
          type="checkbox"
          name="inTdsTenant"
          checked={value.tds.inTdsTenant}
          disabled={disabled}
          onChange={(e) => setTds({ inTdsTenant: e.target.checked })}
        />{' '}
        {words('settings.inTdsTenant')}
      </label>
      <label className="check">
        <input
          type="checkbox"
          name="elster"
          checked={value.tds.elster}
          disabled={disabled}
          onChange={(e) => setTds({ elster: e.target.checked })}
        />{' '}
        {words('settings.elster')}
      </label>
    </>
  );
}
