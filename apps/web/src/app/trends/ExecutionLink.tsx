import { Link } from '@tanstack/react-router';
import { useT } from '../lib/i18n';
import type { RunScope } from '../runs/run-data';
import { resultColour } from '../ui/result-colour';
import { useTrendsT } from './messages';
import { type RunResult, resultKey } from './trends-data';

/**
 * One execution of a case as a coloured mark of its result that opens it in its run; `label` shows the result's name
 * beside the mark, else it is only read out (and shown on hover).
 */
export function ExecutionLink({ scope, result, label }: { scope: RunScope; result: RunResult; label?: boolean }) {
  const t = useT();
  const words = useTrendsT();
  const name = words('trends.resultIn', { run: result.testRunId, result: t(resultKey(result.result)) });
  return (
    <Link
      to="/p/$projectId/$subProjectId/runs/$runId"
      params={{ ...scope, runId: result.testRunId }}
      search={{ x: result.executionId }}
      className="execution-link"
      title={name}
      aria-label={label ? undefined : name}
      data-testid="execution-link"
    >
      <span className="swatch" style={resultColour(result.result)} aria-hidden="true" />
      {label && (
        <span>
          <code>{result.testRunId}</code> {t(resultKey(result.result))}
        </span>
      )}
    </Link>
  );
}
