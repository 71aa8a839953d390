import { useSettingsT } from './messages';
import { RiskMatrix } from './RiskMatrix';
import { IMPACTS, LIKELIHOODS, PRIORITIES, type RiskSettings, TYPES } from './risk-preview';

export const CATEGORIES = ['Blocker', 'Critical', 'Major', 'Normal', 'Minor'] as const;

export interface RiskForm extends RiskSettings {
  TestHistoryExecutionCount: number;
  DefaultDefectCategory: (typeof CATEGORIES)[number];
}

/** The risk settings (`riskBaseSetting`): thresholds, weights and the two matrices. */
export function RiskFields({
  value,
  disabled,
  onChange,
}: {
  value: RiskForm;
  disabled: boolean;
  onChange: (change: Partial<RiskForm>) => void;
}) {
  const words = useSettingsT();
  return (
    <>
      <div className="form-grid">
        <label className="field">
          <span>{words('settings.frequency')}</span>
          <input
            name="frequency"
            value={value.TestHistoryFrequency}
            disabled={disabled}
            aria-describedby="thresholds-hint"
            onChange={(e) => onChange({ TestHistoryFrequency: e.target.value })}
          />
        </label>
        <label className="field">
          <span>{words('settings.severity')}</span>
          <input
            name="severity"
            value={value.TestHistorySeverity}
            disabled={disabled}
            aria-describedby="thresholds-hint"
            onChange={(e) => onChange({ TestHistorySeverity: e.target.value })}
          />
        </label>
        <label className="field">
          <span>{words('settings.executionCount')}</span>
          <input
            type="number"
            name="executionCount"
            min={1}
            max={100}
            value={value.TestHistoryExecutionCount}
            disabled={disabled}
            onChange={(e) => onChange({ TestHistoryExecutionCount: e.target.valueAsNumber })}
          />
        </label>
        <label className="field">
          <span>{words('settings.defaultCategory')}</span>
          <select
            name="defaultCategory"
            value={value.DefaultDefectCategory}
            disabled={disabled}
            onChange={(e) => onChange({ DefaultDefectCategory: e.target.value as RiskForm['DefaultDefectCategory'] })}
          >
            {CATEGORIES.map((category) => (
              <option key={category}>{category}</option>
            ))}
          </select>
        </label>
      </div>
      <p id="thresholds-hint" className="muted small">
        {words('settings.thresholdsHint')}
      </p>
      <fieldset className="weights">
        <legend>{words('settings.weights')}</legend>
        {CATEGORIES.map((category) => (
          <label key={category} className="field">
            <span>{category}</span>
            <input
              type="number"
              name={`weight-${category}`}
              min={0}
              step="any"
              value={value.ClusterDefectWeightMapping[category]}
              disabled={disabled}
              onChange={(e) =>
                onChange({
                  ClusterDefectWeightMapping: {
                    ...value.ClusterDefectWeightMapping,
                    [category]: e.target.valueAsNumber,
                  },
                })
              }
            />
          </label>
        ))}
      </fieldset>
      <RiskMatrix
        label={words('settings.riskMatrix')}
        value={value.testHistoryRiskLevelMatrixStr}
        rows={{ enumName: 'Likelihood', values: LIKELIHOODS }}
        columns={{ enumName: 'Impact', values: IMPACTS }}
        disabled={disabled}
        onChange={(matrix) => onChange({ testHistoryRiskLevelMatrixStr: matrix })}
        testId="risk-matrix"
      />
      <RiskMatrix
        label={words('settings.scopeMatrix')}
        value={value.releaseScopeRiskLevelMatrixStr}
        rows={{ enumName: 'Prioritization', values: PRIORITIES }}
        columns={{ enumName: 'Type', values: TYPES }}
        disabled={disabled}
        onChange={(matrix) => onChange({ releaseScopeRiskLevelMatrixStr: matrix })}
        testId="scope-matrix"
      />
    </>
  );
}
