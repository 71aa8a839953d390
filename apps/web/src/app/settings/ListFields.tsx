import { useSettingsT } from './messages';

/** One list's page size and sort (`Title ASC`), as the settings store them for clients of the API. */
export interface Overview {
  pageSize: number;
  sort: string;
}

/** The lists of `testSuiteSetting` and `testRunSetting`, and the fields each case list shows (comma separated). */
export interface ListsForm {
  suiteOverview: Overview;
  suiteCaseOverview: Overview;
  suiteCaseFields: string;
  runOverview: Overview;
  runSelection: Overview;
  runCaseOverview: Overview;
  runCaseFields: string;
}

type OverviewKey = 'suiteOverview' | 'suiteCaseOverview' | 'runOverview' | 'runSelection' | 'runCaseOverview';
type FieldsKey = 'suiteCaseFields' | 'runCaseFields';

/** Field names as typed (`Id, Title`) as the list the settings hold. */
export const fieldList = (text: string) =>
  text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

function OverviewFields({
  legend,
  value,
  disabled,
  onChange,
  testId,
}: {
  legend: string;
  value: Overview;
  disabled: boolean;
  onChange: (value: Overview) => void;
  testId: string;
}) {
  const words = useSettingsT();
  return (
    <fieldset className="list-setting" data-testid={testId}>
      <legend>{legend}</legend>
      <label className="field">
        <span>{words('settings.pageSize')}</span>
        <input
          type="number"
          min={1}
          max={10_000}
          value={value.pageSize}
          disabled={disabled}
          onChange={(e) => onChange({ ...value, pageSize: e.target.valueAsNumber })}
        />
      </label>
      <label className="field">
        <span>{words('settings.sort')}</span>
        <input
          value={value.sort}
          disabled={disabled}
          aria-describedby="sort-hint"
          onChange={(e) => onChange({ ...value, sort: e.target.value })}
        />
      </label>
    </fieldset>
  );
}

/** Page sizes, sorts and displayed fields of the suite and run lists. */
export function ListFields({
  value,
  disabled,
  onChange,
}: {
  value: ListsForm;
  disabled: boolean;
  onChange: (change: Partial<ListsForm>) => void;
}) {
  const words = useSettingsT();
  const overview = (key: OverviewKey, legend: string) => (
    <OverviewFields
      legend={legend}
      value={value[key]}
      disabled={disabled}
      onChange={(next) => onChange({ [key]: next })}
      testId={`list-${key}`}
    />
  );
  const fields = (key: FieldsKey, label: string) => (
    <label className="field">
      <span>{label}</span>
      <input
        name={key}
        value={value[key]}
        disabled={disabled}
        aria-describedby="fields-hint"
        onChange={(e) => onChange({ [key]: e.target.value })}
      />
    </label>
  );
  return (
    <>
      <p className="muted small">{words('settings.listsLead')}</p>
      <div className="form-grid">
        {overview('suiteOverview', words('settings.suiteOverview'))}
        {overview('suiteCaseOverview', words('settings.suiteCaseOverview'))}
        {overview('runOverview', words('settings.runOverview'))}
        {overview('runSelection', words('settings.runSelection'))}
        {overview('runCaseOverview', words('settings.runCaseOverview'))}
      </div>
      <p id="sort-hint" className="muted small">
        {words('settings.sortHint')}
      </p>
      {fields('suiteCaseFields', words('settings.suiteCaseFields'))}
      {fields('runCaseFields', words('settings.runCaseFields'))}
      <p id="fields-hint" className="muted small">
        {words('settings.fieldsHint')}
      </p>
    </>
  );
}
