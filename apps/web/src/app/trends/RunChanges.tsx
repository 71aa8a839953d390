import type { RunScope } from '../runs/run-data';
import { HeadedTable } from '../ui/HeadedTable';
import { ExecutionLink } from './ExecutionLink';
import { useTrendsT } from './messages';
import type { CaseChange, RunResult } from './trends-data';

function Side({ scope, result }: { scope: RunScope; result: RunResult | null }) {
  const words = useTrendsT();
  return result ? (
    <ExecutionLink scope={scope} result={result} label />
  ) : (
    <span className="muted">{words('trends.notInRun')}</span>
  );
}

/** The cases failed in one of the two runs whose result differs in the other, each side opening its execution. */
export function RunChanges({
  scope,
  changes,
}: {
  scope: RunScope;
  changes: { fullSize: number; entries: CaseChange[] };
}) {
  const words = useTrendsT();
  if (!changes.entries.length) return <p className="muted">{words('trends.changesNone')}</p>;
  return (
    <>
      <HeadedTable
        className="trend-changes"
        testId="trend-changes"
        heads={[
          { label: words('trends.col.case') },
          { label: words('trends.col.change') },
          { label: words('trends.from') },
          { label: words('trends.to') },
        ]}
      >
        {changes.entries.map((entry) => (
          <tr key={entry.testCaseDocRef} data-testid="trend-change" data-change={entry.change}>
            <td>
              <code>{entry.testCaseId}</code> {entry.testCaseTitle}
            </td>
            <td>
              <span className={`change change-${entry.change}`}>{words(`trends.change.${entry.change}`)}</span>
            </td>
            <td>
              <Side scope={scope} result={entry.from} />
            </td>
            <td>
              <Side scope={scope} result={entry.to} />
            </td>
          </tr>
        ))}
      </HeadedTable>
      {changes.fullSize > changes.entries.length && (
        <p className="small muted">
          {words('trends.changesMore', { shown: changes.entries.length, total: changes.fullSize })}
        </p>
      )}
    </>
  );
}
