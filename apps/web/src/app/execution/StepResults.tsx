import { useT } from '../lib/i18n';
import { ResultBadge } from './ResultBadge';
import { RESULT_UNTESTED, RESULTS, resultLabel } from './results';

interface Step {
  Id: string;
  No: number;
  Action: string;
  ExpectedResult: string;
}

/** The case's steps, each with its action, expected result and its own result (a select while it may be changed). */
export function StepResults({
  steps,
  results,
  editable,
  onChange,
}: {
  steps: Step[];
  results: Record<string, number>;
  editable: boolean;
  onChange: (stepId: string, result: number) => void;
}) {
  const t = useT();
  if (steps.length === 0) return <p className="small muted">{t('execution.noSteps')}</p>;
  return (
    <ol className="run-steps">
      {steps.map((step) => {
        const result = results[step.Id] ?? RESULT_UNTESTED;
        const label = t('execution.stepResult', { no: step.No });
        return (
          <li key={step.Id} className="run-step" data-testid="run-step">
            <div className="run-step-text">
              <strong>{t('execution.step', { no: step.No })}</strong>
              <p className="run-step-action">{step.Action}</p>
              {step.ExpectedResult && (
                <p className="small muted">
                  {t('execution.expected')}: {step.ExpectedResult}
                </p>
              )}
            </div>
            {editable ? (
              <select
                aria-label={label}
                value={result}
                className="step-result"
                onChange={(e) => onChange(step.Id, Number(e.target.value))}
                data-testid="step-result"
              >
                {RESULTS.map((code) => (
                  <option key={code} value={code}>
                    {t(resultLabel(code))}
                  </option>
                ))}
              </select>
            ) : (
              <ResultBadge result={result} />
            )}
          </li>
        );
      })}
    </ol>
  );
}
